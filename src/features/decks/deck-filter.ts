// Narrowing the deck list by kind (deck-kinds.ts) and by a word. Pure: the page filters the list
// it already holds, so a search makes no request and works offline.
import type { DeckSummary } from "../../../shared/api-types";
import type { DeckKind } from "./deck-kinds";

const COMBINING_MARKS = /[\u0300-\u036f]/g;
// Hyphens and dashes of every kind, the minus sign, underscores and white space: "long-distance",
// "long – distance" and "long  distance" are one search.
const SEPARATORS = /[\s\-_\u2010-\u2015\u2212]+/g;
const CURLY_APOSTROPHES = /[\u2018\u2019]/g;

/**
 * Text as the search compares it: without accents (NFD, combining marks dropped), in lower case,
 * curly apostrophes straight, and any run of hyphens, dashes and spaces one space, trimmed.
 */
export function searchKey(text: string): string {
  return text
    .normalize("NFD")
    .replace(COMBINING_MARKS, "")
    .toLowerCase()
    .replace(CURLY_APOSTROPHES, "'")
    .replace(SEPARATORS, " ")
    .trim();
}

type Filterable = Pick<DeckSummary, "deckId" | "title" | "description" | "category">;

/**
 * What a search looks in: the title, the description, and the deck's name in its address
 * (`long-distance`, the words people use for "Across the Miles"). Each on its own, so a phrase
 * never runs from one into the next.
 */
const searchedTexts = (deck: Filterable) => [deck.title, deck.description, deck.deckId].map(searchKey);

const keysOf = new WeakMap<Filterable, string[]>();

/** Memoised per deck object: the list keeps its objects while its data is unchanged. */
function keys(deck: Filterable): string[] {
  let found = keysOf.get(deck);
  if (!found) keysOf.set(deck, (found = searchedTexts(deck)));
  return found;
}

/**
 * The decks of a kind whose title, description or address name holds the words, in the order
 * given (the caller's list is already in the spec's order). Blank words are no search.
 */
export function filterDecks<T extends Filterable>(decks: readonly T[], kind: DeckKind, words: string): T[] {
  const wanted = searchKey(words);
  if (kind === "all" && !wanted) return decks as T[];
  return decks.filter((deck) => (kind === "all" || deck.category === kind) && (!wanted || keys(deck).some((text) => text.includes(wanted))));
}
