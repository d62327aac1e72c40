/// <reference lib="webworker" />
import { cleanupOutdatedCaches } from "workbox-precaching";
import { ON_DEMAND_CACHE, RUNTIME_CACHE } from "./runtime-caching";

/** On activate: drop precaches of older Workbox versions and any cache this worker does not use. */
export function cleanUpOldCaches(scope: ServiceWorkerGlobalScope) {
  cleanupOutdatedCaches();
  scope.addEventListener("activate", (event) => {
    event.waitUntil(
      caches.keys().then((names) =>
        Promise.all(
          names
            .filter((name) => !name.startsWith("workbox-precache") && name !== RUNTIME_CACHE && name !== ON_DEMAND_CACHE)
            .map((name) => caches.delete(name)),
        ),
      ),
    );
  });
}
