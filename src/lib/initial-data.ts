// Data baked into a prerendered page (scripts/prerender.mjs), so that its first render, in the
// build and in the browser, shows the same content without waiting for the API: the deck list on
// `/` and `/decks`, a free deck's cards on `/deck/{id}`, a stored deck on a table's page the service worker drew.
import type { DeckSummary, DeckWithCards } from "../../shared/api-types";
import { DECK_DATA_ID, jsonForHtml } from "../../shared/page-data";

const BLOCK_IDS = { decks: "initial-decks", deck: DECK_DATA_ID } as const;

interface InitialData {
  decks: DeckSummary[] | null;
  deck: DeckWithCards | null;
}

let buildTime: InitialData = { decks: null, deck: null };

/** Prerendering only: the data the next render should show. */
export function setBuildTimeData(data: Partial<InitialData>) {
  buildTime = { decks: data.decks ?? null, deck: data.deck ?? null };
}

function readBlock(id: string): unknown {
  const block = document.getElementById(id);
  if (!block?.textContent) return null;
  try {
    return JSON.parse(block.textContent);
  } catch {
    return null; // a broken block counts as none
  }
}

/** The decks embedded in this page, if any. */
export function initialDecks(): DeckSummary[] | null {
  if (typeof document === "undefined") return buildTime.decks;
  const decks = readBlock(BLOCK_IDS.decks);
  return Array.isArray(decks) ? (decks as DeckSummary[]) : null;
}

/** The deck embedded in this page, if it is the one asked for. */
export function initialDeck(deckId: string): DeckWithCards | null {
  const deck = typeof document === "undefined" ? buildTime.deck : readBlock(BLOCK_IDS.deck);
  if (!deck || typeof deck !== "object") return null;
  const candidate = deck as Partial<DeckWithCards>;
  return candidate.deckId === deckId && Array.isArray(candidate.cards) ? (candidate as DeckWithCards) : null;
}

/** JSON data blocks that are safe inside HTML (no `</script>` can close them early). */
export function initialDataScripts(data: Partial<InitialData>): string {
  return (Object.keys(BLOCK_IDS) as (keyof InitialData)[])
    .filter((key) => data[key])
    .map((key) => `<script type="application/json" id="${BLOCK_IDS[key]}">${jsonForHtml(data[key])}</script>`)
    .join("");
}
