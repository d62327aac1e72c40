// Data a page carries in its HTML, for its first render (src/lib/initial-data.ts reads it): written
// by the build into prerendered pages and by the service worker into a table's page.

/** The id of the script element that carries a page's deck. */
export const DECK_DATA_ID = "initial-deck";

/** JSON that is safe inside an HTML script element (no `</script>` can close it early). */
export function jsonForHtml(value: unknown): string {
  return JSON.stringify(value).replace(/</g, "\\u003c");
}
