/// <reference lib="webworker" />
import { matchPrecache } from "workbox-precaching";
import { joinPage, PAGE_PARTS_FILE, withOrigin, workerPageFile } from "../shared/prerendered-pages";

declare const self: ServiceWorkerGlobalScope;

let parts: Promise<readonly string[]> | null = null;

/** The stylesheets the precached pages leave out, read once per worker. */
function pageParts(): Promise<readonly string[]> {
  parts ??= matchPrecache(`/${PAGE_PARTS_FILE}`).then(async (file) => {
    if (!file) throw new Error(`${PAGE_PARTS_FILE} is not in the precache`);
    return (await file.json()) as string[];
  });
  // A failure is not kept: the next navigation reads the file again.
  parts.catch(() => (parts = null));
  return parts;
}

/** A whole page, with the headers `from` came with (its CSP among them) but for those of its body. */
export function pageResponse(from: Response, html: string): Response {
  const headers = new Headers(from.headers);
  for (const name of ["content-length", "content-encoding", "etag", "last-modified"]) headers.delete(name);
  return new Response(html, { headers });
}

/**
 * The prerendered page of an address (shared/prerendered-pages.ts), put back together from the
 * worker's copy and the stylesheets kept once; null when the address has none, or it cannot be
 * (the shell then answers, and the app draws the page).
 */
export async function prerenderedPage(pathname: string): Promise<Response | null> {
  const copy = await matchPrecache(`/${workerPageFile(pathname)}`);
  if (!copy) return null;
  try {
    return pageResponse(copy, withOrigin(joinPage(await copy.text(), await pageParts()), self.location.origin));
  } catch (error) {
    console.warn("A prerendered page could not be put together; the app will draw it.", error);
    return null;
  }
}
