import { apiRequest } from "../../lib/http";
import type { DeckSummary, DeckWithCards } from "../../../shared/api-types";

export function fetchDecks(signal?: AbortSignal): Promise<DeckSummary[]> {
  return apiRequest<DeckSummary[]>("/decks", { signal });
}

export function fetchDeckCards(deckId: string, signal?: AbortSignal): Promise<DeckWithCards> {
  return apiRequest<DeckWithCards>(`/decks/${encodeURIComponent(deckId)}/cards`, { signal });
}
