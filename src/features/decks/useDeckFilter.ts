// What the deck list is narrowed to: a kind, kept in the address, and the search's words, kept in
// the page (and for Back, search-memory.ts).
import { useCallback, useEffect, useState } from "react";
import { useLocation, useSearchParams } from "react-router-dom";
import { useHydrated } from "../../lib/useHydrated";
import { KIND_PARAM, kindFromAddress, type DeckKind } from "./deck-kinds";
import { rememberSearch, rememberedSearch } from "./search-memory";

export interface DeckFilter {
  kind: DeckKind;
  /** The words as typed (the field's value); the search trims and folds them. */
  words: string;
  chooseKind: (kind: DeckKind) => void;
  search: (words: string) => void;
  /** False while a prerendered page hydrates, when the filter is the build's, not the address's. */
  applied: boolean;
}

/**
 * The kind is the address's (`/decks?kind=teams`), so a link shares it and a reload keeps it.
 * Each choice pushes a history entry: choosing is a step the person took, and Back undoes it (with
 * a replace, Back would leave the page instead). The arrow keys choose as they move, so arrowing
 * across three kinds is three steps back, as clicking each would be.
 *
 * The words are not in the address: a search is a way to find a deck as one types, not a view to
 * share, and every address change is a page view (app/page-analytics.ts), so writing the words
 * there as they are typed would count a page view per pause in typing. So that Back from a deck
 * found this way still returns to the search, the words are kept for their history entry
 * (search-memory.ts) and given back when the page is opened there again.
 *
 * While a prerendered page hydrates, both are what the build drew (All, no words): its HTML must
 * match. The address's kind applies in the render right after.
 */
export function useDeckFilter(): DeckFilter {
  const hydrated = useHydrated();
  const [params, setParams] = useSearchParams();
  const { key } = useLocation();
  const kind = hydrated ? kindFromAddress(params.get(KIND_PARAM)) : "all";
  // A page drawn in the browser (Back from a deck) gets its entry's words at once; a prerendered
  // one starts empty, as it was drawn (a reload forgets the words, as a new visit does).
  const [words, setWords] = useState(() => (hydrated ? rememberedSearch(key) : ""));

  useEffect(() => rememberSearch(key, words), [key, words]);

  const chooseKind = useCallback(
    (next: DeckKind) =>
      setParams((address) => {
        if (next === "all") address.delete(KIND_PARAM);
        else address.set(KIND_PARAM, next);
        return address;
      }),
    [setParams],
  );

  return { kind, words, chooseKind, search: setWords, applied: hydrated };
}
