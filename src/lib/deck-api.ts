// The deck calls of the product API. In lib, next to the decks' store (device-db/decks.ts), because
// more than the decks feature reads deck cards: entitlements fetch the full cards of a deck a
// purchase unlocks.
import { apiRequest } from "./http";
import { contentLanguageQuery as languageQuery } from "./i18n";
import type { DeckSummary, DeckWithCards } from "../../shared/api-types";

/** The deck list in the page's language (a deck not published in it comes in English). */
export function fetchDecks(signal?: AbortSignal): Promise<DeckSummary[]> {
  return apiRequest<DeckSummary[]>(`/decks${languageQuery()}`, { signal });
}

/** A deck with the cards this caller may read, in the page's language (else English). */
export function fetchDeckCards(deckId: string, signal?: AbortSignal): Promise<DeckWithCards> {
  return apiRequest<DeckWithCards>(`/decks/${encodeURIComponent(deckId)}/cards${languageQuery()}`, { signal });
}
