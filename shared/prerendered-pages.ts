// Where a prerendered page is kept in the build: scripts/prerender.mjs writes each page there, the
// server's static file handler sends it for that address, and the service worker precaches it and
// answers navigations to that address with it. The one naming rule for all three.

export const PRERENDERED_DIR = "prerendered";

/** `/` → `prerendered/index.html`; `/deck/family` (or `/deck/family/`) → `prerendered/deck_family.html`. */
export function prerenderedFile(pathname: string): string {
  const name = pathname === "/" ? "index" : pathname.slice(1).replace(/\/$/, "").replace(/\//g, "_");
  return `${PRERENDERED_DIR}/${name}.html`;
}
