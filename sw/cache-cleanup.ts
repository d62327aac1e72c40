/// <reference lib="webworker" />
import { cleanupOutdatedCaches } from "workbox-precaching";
import { ON_DEMAND_CACHE, RUNTIME_CACHE } from "./runtime-caching";
import { LANGUAGE_CHOICE_CACHE } from "../shared/languages";

/**
 * On activate: drop precaches of older Workbox versions and any cache this worker does not use (the
 * language choice is the person's, not the build's; another language's kept pages are the build's).
 */
export function cleanUpOldCaches(scope: ServiceWorkerGlobalScope) {
  cleanupOutdatedCaches();
  scope.addEventListener("activate", (event) => {
    event.waitUntil(
      caches.keys().then((names) =>
        Promise.all(
          names
            .filter((name) => !name.startsWith("workbox-precache") && ![RUNTIME_CACHE, ON_DEMAND_CACHE, LANGUAGE_CHOICE_CACHE].includes(name))
            .map((name) => caches.delete(name)),
        ),
      ),
    );
  });
}
