/// <reference lib="webworker" />
import { registerRoute } from "workbox-routing";
import { CacheFirst, StaleWhileRevalidate } from "workbox-strategies";

export const RUNTIME_CACHE = "spark-static-runtime";
export const ON_DEMAND_CACHE = "spark-on-demand";

/** The build's files left out of the precache (build/on-demand.ts), as `assets/…` paths; set by the worker's build. */
declare const __ON_DEMAND_FILES__: string[];

/** `/assets/build-pdf-B0cuRuXC.js` → `/assets/build-pdf.js`: the same file in another build. */
const withoutHash = (url: string) => new URL(url).pathname.replace(/-[\w-]{8}(\.\w+)$/, "$1");

/**
 * The files left out of the precache so that the install stays small (the PDF maker and its fonts,
 * the identity client, the pages that need the server, Inter's subsets for other scripts): fetched
 * the first time the page asks for one and kept, so it works offline from then on. Their names
 * carry their content's hash, so the kept copy is answered first (no request). Only this build's
 * files are kept: when a new worker installs, the new version of each file the person has used is
 * fetched, and when it activates the earlier versions go.
 */
function cacheOnDemandFiles(scope: ServiceWorkerGlobalScope, files: readonly string[]) {
  const urls = new Set(files.map((file) => new URL(file, scope.registration.scope).href));
  registerRoute(
    ({ url, request }) => request.method === "GET" && urls.has(url.origin + url.pathname),
    new CacheFirst({ cacheName: ON_DEMAND_CACHE }),
  );

  /**
   * Keeps the files of this build that the person has used and the cache lacks. On a first install
   * (no worker before this one): what the page fetched before a worker was in control (a sign-up on
   * the first visit), from the browser's HTTP cache, nothing downloaded. On an update: the new
   * version of each file whose earlier version is kept, from the network (the update is being
   * installed online).
   */
  const keepUsedFiles = async (firstInstall: boolean) => {
    const cache = await caches.open(ON_DEMAND_CACHE);
    const kept = (await cache.keys()).map((request) => request.url);
    const used = new Set(kept.map(withoutHash));
    const missing = [...urls].filter((url) => !kept.includes(url) && (firstInstall || used.has(withoutHash(url))));
    await Promise.allSettled(
      missing.map(async (url) => {
        const response = await fetch(url, firstInstall ? { cache: "only-if-cached", mode: "same-origin" } : {});
        if (response.ok) await cache.put(url, response);
      }),
    );
  };
  const logFailure = (error: unknown) => console.warn("Keeping the files loaded on demand failed", error);

  let firstInstall = false;
  scope.addEventListener("install", (event) => {
    firstInstall = !scope.registration.active;
    event.waitUntil(keepUsedFiles(firstInstall).catch(logFailure));
  });
  scope.addEventListener("activate", (event) => {
    event.waitUntil(
      (async () => {
        const cache = await caches.open(ON_DEMAND_CACHE);
        for (const request of await cache.keys()) if (!urls.has(request.url)) await cache.delete(request);
        // Once more on a first install: what the page fetched while this worker installed.
        if (firstInstall) await keepUsedFiles(true);
      })().catch(logFailure),
    );
  });
}

/**
 * Same-origin static files that were not precached (a new icon, robots.txt) are kept after first
 * use, and the build's files loaded on demand (above). The API is never cached here: deck data
 * lives in IndexedDB, where the page decides what is kept, so a premium deck's locked text can
 * never end up in Cache Storage.
 */
export function cacheStaticFilesAtRuntime(scope: ServiceWorkerGlobalScope) {
  // First: the woff2 font subsets among them would otherwise match the route below.
  cacheOnDemandFiles(scope, __ON_DEMAND_FILES__);
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
