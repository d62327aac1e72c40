// What the worker's first paints of device pages share (a table link, shared/table-first-paint.ts;
// a card's address, shared/card-first-paint.ts): a page the build drew with made-up words and
// numbers, filled in with a stored deck's by string work on React's markup. Each function here
// writes a value the way React writes it, and refuses a template it does not fit.
import type { DeckWithCards } from "./api-types";
import { DECK_DATA_ID, jsonForHtml } from "./page-data";
import { LEVELS } from "./table-address";

/** Where the page's embedded data goes in a template (after the app's root element). */
export const DATA_SLOT = "<!--table-data-->";

/** Words that are no deck's and numbers that are no one's, for the templates to be drawn with. */
export const TEMPLATE_WORDS = {
  deckId: "zqxdeck",
  title: "Zqxtitle",
  coverColor: "#0a0b0c",
  question: "Zqxquestion",
  followUp: "Zqxfollowup",
} as const;

/** Text and attribute values as React writes them. */
function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (c) => ({ "&": "&amp;", "<": "&lt;", ">": "&gt;", '"': "&quot;", "'": "&#x27;" })[c]!);
}

/** The progress under the card (features/viewer/ViewerControls.tsx), as React writes it. */
export function progressMarkup(position: number, total: number): string[] {
  return [`aria-valuemax="${total}" aria-valuenow="${position + 1}"`, `scaleX(${(position + 1) / total})`, `>${position + 1}<!-- --> of <!-- -->${total}</p>`];
}

/** A card's level (features/viewer/CardStage.tsx), as React writes it. */
export const levelMarkup = (level: number) => `>${LEVELS[level - 1].name}</span>`;

/** `markup` with `from` (found exactly once) replaced by `to`; throws when it is not found once. */
export function replaceOnce(markup: string, from: string, to: string): string {
  const at = markup.indexOf(from);
  if (at < 0 || markup.indexOf(from, at + 1) >= 0) throw new Error(`The template has ${at < 0 ? "no" : "more than one"} ${JSON.stringify(from.slice(0, 80))}`);
  return markup.slice(0, at) + to + markup.slice(at + from.length);
}

/** Each made-up word replaced by its value, in one pass, so that nothing put in is read again. */
export function fillWords(page: string, words: Record<string, string>): string {
  return page.replace(new RegExp(Object.keys(words).join("|"), "g"), (word) => escapeHtml(words[word]));
}

/** The deck, for the page to hydrate with (src/lib/initial-data.ts reads it), in the data slot. */
export function withDeckData(page: string, deck: DeckWithCards): string {
  return replaceOnce(page, DATA_SLOT, `<script type="application/json" id="${DECK_DATA_ID}">${jsonForHtml(deck)}</script>`);
}
