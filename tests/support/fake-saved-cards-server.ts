// For tests: the saved-cards API as the contract describes it, in memory (one person), answering
// through tests/support/api-mock.ts. Changes are weighed with the one merge rule, like the server.
import type { SavedCardContent, SavedCardState, SavedCardsList } from "../../shared/api-types";
import { changeWins, type CardChange } from "../../shared/saved-cards";
import { json, type SeenRequest } from "./api-mock";

export interface CatalogCard {
  deckId: string;
  deckTitle: string;
  coverColor: string;
  index: number;
  content: SavedCardContent;
}

export function catalogCard(cardId: string, deckId = "future", index = 0, extra: Partial<CatalogCard> = {}): CatalogCard {
  return {
    deckId,
    deckTitle: deckId === "future" ? "Future Us" : deckId,
    coverColor: "#14213D",
    index,
    content: { question: `Question ${cardId}?`, followUp: `Follow-up ${cardId}`, intensity: 1 },
    ...extra,
  };
}

/** Epoch milliseconds as the API and the device write a time (ISO 8601). */
export const iso = (ms: number) => new Date(ms).toISOString();

export function fakeSavedCardsServer(catalog: Record<string, CatalogCard>) {
  const rows = new Map<string, CardChange>();
  const server = {
    rows,
    passHolder: true,
    /** Cards the person may read now (all, until told otherwise). */
    readable: (_cardId: string) => true,
    now: () => Date.now(),

    apply(cardId: string, change: CardChange): SavedCardState {
      if (changeWins(change, rows.get(cardId))) rows.set(cardId, { saved: change.saved, changedAt: change.changedAt });
      const stands = rows.get(cardId)!;
      return { cardId, saved: stands.saved, changedAt: iso(stands.changedAt) };
    },

    list(): SavedCardsList {
      const sorted = [...rows].sort(([, a], [, b]) => b.changedAt - a.changedAt);
      return {
        cards: sorted
          .filter(([cardId, row]) => row.saved && catalog[cardId])
          .map(([cardId, row]) => {
            const { content, ...card } = catalog[cardId];
            return { cardId, ...card, content: server.readable(cardId) ? content : null, savedAt: iso(row.changedAt) };
          }),
        removed: sorted.filter(([, row]) => !row.saved).map(([cardId, row]) => ({ cardId, removedAt: iso(row.changedAt) })),
      };
    },

    /** The routes for mockApi. */
    routes() {
      const change = (saved: boolean) => (request: SeenRequest) => {
        const cardId = decodeURIComponent(request.path.split("/").pop()!);
        if (!catalog[cardId] && !(rows.has(cardId) && !saved)) return json(404, { error: "card_not_found", message: "No such card." });
        if (saved && !server.passHolder) return json(403, { error: "pass_required", message: "Saving cards is part of the All-Access Pass." });
        const at = (request.body as { changedAt?: string } | null)?.changedAt;
        return server.apply(cardId, { saved, changedAt: Math.min(at ? Date.parse(at) : server.now(), server.now()) });
      };
      return {
        "GET /api/me/saved-cards": () => server.list(),
        "PUT /api/me/saved-cards/*": change(true),
        "DELETE /api/me/saved-cards/*": change(false),
      };
    },
  };
  return server;
}
