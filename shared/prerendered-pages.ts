// Where a prerendered page is kept in the build: scripts/prerender.mjs writes each page there, the
// server's static file handler sends it for that address, and the service worker answers
// navigations to that address with it. The one naming rule for all three.
//
// The worker keeps each page without its stylesheets (the same few are in every page: the global
// one, the font faces and, on the 13 deck pages, the same 19 KB of component rules), and the
// stylesheets once, in PAGE_PARTS_FILE; it puts a page back together as it answers (joinPage).
// A first visit gets the whole page from the server: its styles arrive with it, no request more.

export const PRERENDERED_DIR = "prerendered";

/**
 * Where a prerendered page's canonical and hreflang links name the site's origin, which the build
 * does not know (those links must be absolute URLs): the server puts its public origin in its place
 * as it sends a page, the worker its own as it answers one (withOrigin).
 */
export const ORIGIN_MARK = "https://spark-decks-origin.invalid";

export function withOrigin(page: string, origin: string): string {
  return page.replaceAll(ORIGIN_MARK, origin);
}

/** The worker's copies of the pages, each with its stylesheets left out. */
export const WORKER_PAGES_DIR = `${PRERENDERED_DIR}/worker`;

/** The stylesheets left out of the worker's copies, each once: a JSON array of their markup. */
export const PAGE_PARTS_FILE = `${PRERENDERED_DIR}/page-parts.json`;

function pageName(pathname: string): string {
  return pathname === "/" ? "index" : pathname.slice(1).replace(/\/$/, "").replace(/\//g, "_");
}

/** `/` → `prerendered/index.html`; `/deck/family` (or `/deck/family/`) → `prerendered/deck_family.html`. */
export function prerenderedFile(pathname: string): string {
  return `${PRERENDERED_DIR}/${pageName(pathname)}.html`;
}

/** The worker's copy of that page: `/deck/family` → `prerendered/worker/deck_family.html`. */
export function workerPageFile(pathname: string): string {
  return `${WORKER_PAGES_DIR}/${pageName(pathname)}.html`;
}

const STYLE_ELEMENT = /<style[^>]*>[\s\S]*?<\/style>/g;
const PART_MARK = /<!--spark-part:(\d+)-->/g;

/**
 * A page's copy for the worker: each of its stylesheets replaced by a mark naming its place in
 * `parts` (added there when it is not yet). The build's side of joinPage.
 */
export function splitPage(page: string, parts: string[]): string {
  if (page.includes("<!--spark-part:")) throw new Error("A prerendered page already has a part's mark in it");
  return page.replace(STYLE_ELEMENT, (style) => {
    let at = parts.indexOf(style);
    if (at < 0) at = parts.push(style) - 1;
    return `<!--spark-part:${at}-->`;
  });
}

/** The whole page again; throws on a mark with no part (a copy and parts of different builds). */
export function joinPage(copy: string, parts: readonly string[]): string {
  return copy.replace(PART_MARK, (_, at: string) => {
    const part = parts[Number(at)];
    if (part === undefined) throw new Error(`A prerendered page names part ${at}, which is not there`);
    return part;
  });
}
