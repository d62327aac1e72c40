import type { SavedCardChange, SavedCardsList, SavedCardState } from "../../../shared/api-types";
import { apiRequest } from "../../lib/http";
import { contentLanguageQuery } from "../../lib/i18n";

const cardPath = (cardId: string) => `/me/saved-cards/${encodeURIComponent(cardId)}`;

/** The calls the sync makes: the signed-in person's saved cards on the server. */
export interface SavedCardsApi {
  /** GET /api/me/saved-cards: the saved cards (text only where readable) and the tombstones. */
  list(signal?: AbortSignal): Promise<SavedCardsList>;
  /** PUT or DELETE /api/me/saved-cards/:cardId with when the change was made (ISO 8601): the state that stands. */
  send(cardId: string, saved: boolean, changedAt: string, signal?: AbortSignal): Promise<SavedCardState>;
}

export const savedCardsApi: SavedCardsApi = {
  list: (signal) => apiRequest<SavedCardsList>(`/me/saved-cards${contentLanguageQuery()}`, { signal }),

  send(cardId, saved, changedAt, signal) {
    const body: SavedCardChange = { changedAt };
    return apiRequest<SavedCardState>(cardPath(cardId), { method: saved ? "PUT" : "DELETE", body: JSON.stringify(body), signal });
  },
};
