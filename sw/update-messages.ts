/// <reference lib="webworker" />

const SKIP_WAITING = "SKIP_WAITING";

/** A waiting worker activates only when the page asks (the update prompt's 'Update'). */
export function listenForSkipWaiting(scope: ServiceWorkerGlobalScope) {
  scope.addEventListener("message", (event) => {
    if (event.data && (event.data as { type?: string }).type === SKIP_WAITING) void scope.skipWaiting();
  });
}
