import type { DeckSummary } from "../../lib/api-types";

// One collator for every comparison: localeCompare with options builds a new one per call.
const byTitle = new Intl.Collator("en", { sensitivity: "base" });

/** Spec: non-premium decks first, then by title. Returns a new array. */
export function sortDecks<T extends Pick<DeckSummary, "isPremium" | "title">>(decks: readonly T[]): T[] {
  return [...decks].sort((a, b) => {
    if (a.isPremium !== b.isPremium) return a.isPremium ? 1 : -1;
    return byTitle.compare(a.title, b.title);
  });
}
