// The deck calls of the product API. In lib, next to the decks' store (device-db/decks.ts), because
// more than the decks feature reads deck cards: entitlements fetch the full cards of a deck a
// purchase unlocks.
import { apiRequest } from "./http";
import type { DeckSummary, DeckWithCards } from "../../shared/api-types";

export function fetchDecks(signal?: AbortSignal): Promise<DeckSummary[]> {
  return apiRequest<DeckSummary[]>("/decks", { signal });
}

export function fetchDeckCards(deckId: string, signal?: AbortSignal): Promise<DeckWithCards> {
  return apiRequest<DeckWithCards>(`/decks/${encodeURIComponent(deckId)}/cards`, { signal });
}
