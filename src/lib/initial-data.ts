// Data baked into a prerendered page (scripts/prerender.mjs), so that its first render, in the
// build and in the browser, shows the same decks without waiting for the API.
import type { DeckSummary } from "./api-types";

export const INITIAL_DECKS_ID = "initial-decks";

let buildTimeDecks: DeckSummary[] | null = null;

/** Prerendering only: the decks the next render should show. */
export function setBuildTimeDecks(decks: DeckSummary[] | null) {
  buildTimeDecks = decks;
}

/** The decks embedded in this page, if any (read once; a broken block counts as none). */
export function initialDecks(): DeckSummary[] | null {
  if (typeof document === "undefined") return buildTimeDecks;
  const block = document.getElementById(INITIAL_DECKS_ID);
  if (!block?.textContent) return null;
  try {
    const decks: unknown = JSON.parse(block.textContent);
    return Array.isArray(decks) ? (decks as DeckSummary[]) : null;
  } catch {
    return null;
  }
}

/** A JSON data block that is safe inside HTML (no `</script>` can close it early). */
export function initialDecksScript(decks: DeckSummary[]): string {
  const json = JSON.stringify(decks).replace(/</g, "\\u003c");
  return `<script type="application/json" id="${INITIAL_DECKS_ID}">${json}</script>`;
}
