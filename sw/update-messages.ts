/// <reference lib="webworker" />
import { isSkipWaiting } from "../shared/sw-messages";

/** A waiting worker activates only when the page asks (the update prompt's 'Update'). */
export function listenForSkipWaiting(scope: ServiceWorkerGlobalScope) {
  scope.addEventListener("message", (event) => {
    if (isSkipWaiting(event.data)) void scope.skipWaiting();
  });
}
