/// <reference lib="webworker" />
import { registerRoute } from "workbox-routing";
import { StaleWhileRevalidate } from "workbox-strategies";

export const RUNTIME_CACHE = "spark-static-runtime";

/**
 * Same-origin static files that were not precached (a new icon, robots.txt) are kept after first
 * use. The API is never cached here: deck data lives in IndexedDB, where the page decides what is
 * kept, so a premium deck's locked text can never end up in Cache Storage.
 */
export function cacheStaticFilesAtRuntime(scope: ServiceWorkerGlobalScope) {
  registerRoute(
    ({ url, request }) =>
      url.origin === scope.location.origin &&
      request.method === "GET" &&
      !url.pathname.startsWith("/api/") &&
      request.mode !== "navigate" &&
      /\.(png|svg|ico|webp|woff2|txt|webmanifest)$/.test(url.pathname),
    new StaleWhileRevalidate({ cacheName: RUNTIME_CACHE }),
  );
}
