// The calls the sync makes: the signed-in person's own decks on the server (shared/own-decks.ts).
import type { OwnDeckInput, OwnDeckSaved, OwnDecksList } from "../../../shared/own-decks";
import { apiRequest } from "../../lib/http";

const deckPath = (deckId: string) => `/me/decks/${encodeURIComponent(deckId)}`;

export interface OwnDecksApi {
  /** GET /api/me/decks: the decks, the deletions and the person's limits. */
  list(signal?: AbortSignal): Promise<OwnDecksList>;
  /** PUT /api/me/decks/:deckId: the whole deck as one change; answers the deck as it now stands. */
  put(deckId: string, deck: OwnDeckInput, signal?: AbortSignal): Promise<OwnDeckSaved>;
  /** DELETE /api/me/decks/:deckId with when it was deleted. */
  remove(deckId: string, changedAt: string, signal?: AbortSignal): Promise<OwnDeckSaved>;
}

export const ownDecksApi: OwnDecksApi = {
  list: (signal) => apiRequest<OwnDecksList>("/me/decks", { signal }),
  put: (deckId, deck, signal) => apiRequest<OwnDeckSaved>(deckPath(deckId), { method: "PUT", body: JSON.stringify(deck), signal }),
  remove: (deckId, changedAt, signal) => apiRequest<OwnDeckSaved>(deckPath(deckId), { method: "DELETE", body: JSON.stringify({ changedAt }), signal }),
};
