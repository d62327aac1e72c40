/// <reference lib="webworker" />
import { matchPrecache } from "workbox-precaching";
import { DEFAULT_LANGUAGE, languageOfPath } from "../shared/languages";
import { workerPageFile } from "../shared/prerendered-pages";

/**
 * The pages of the other languages the person has opened, as the server sent them. Each names this
 * build's chunks, so a new worker starts without them (sw/cache-cleanup.ts keeps no cache it does
 * not name): until opened again online, the shell draws them.
 */
const LANGUAGE_PAGES_CACHE = "spark-language-pages";
/** A connection that goes silent does not hold the page back longer than this: the shell answers. */
const NETWORK_WAIT_MS = 3_000;

/**
 * A prerendered page in German, French or Spanish (`/de/decks`). Only the English pages are
 * precached (the install stays small; the catalogs of all four are precached, so the shell draws
 * any page in any language offline): another language's page is asked of the server (the same page
 * a first visit gets) and kept, and answered from what was kept when there is no answer. Null for
 * an English address, a page that is not prerendered, or no page at all (the shell then answers).
 */
export async function languagePage(request: Request, url: URL): Promise<Response | null> {
  const { language, path } = languageOfPath(url.pathname);
  if (language === DEFAULT_LANGUAGE || !(await matchPrecache(`/${workerPageFile(path)}`))) return null;
  const cache = await caches.open(LANGUAGE_PAGES_CACHE);
  const key = url.origin + url.pathname;
  try {
    const response = await Promise.race([
      fetch(request),
      new Promise<never>((_, reject) => setTimeout(() => reject(new Error("no answer in time")), NETWORK_WAIT_MS)),
    ]);
    if (response.ok && (response.headers.get("content-type") ?? "").includes("text/html")) {
      await cache.put(key, response.clone());
      return response;
    }
  } catch {
    // Offline, or a connection that went silent: what was kept, else the shell.
  }
  return (await cache.match(key)) ?? null;
}
