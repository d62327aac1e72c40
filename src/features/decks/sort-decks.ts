import type { DeckSummary } from "../../lib/api-types";

/** Spec: non-premium decks first, then by title. Returns a new array. */
export function sortDecks<T extends Pick<DeckSummary, "isPremium" | "title">>(decks: readonly T[]): T[] {
  return [...decks].sort((a, b) => {
    if (a.isPremium !== b.isPremium) return a.isPremium ? 1 : -1;
    return a.title.localeCompare(b.title, "en", { sensitivity: "base" });
  });
}
