// For tests: the own-decks API as shared/own-decks.ts describes it, in memory (one person),
// answering through tests/support/api-mock.ts: the same checks (checkOwnDeck), the same limits
// and answers as server/own-decks/, and a change weighed by its changedAt (the later one wins).
import { checkOwnDeck, OWN_DECK_LIMITS, type OwnDeck, type OwnDeckCard, type OwnDeckEntry, type OwnDeckSaved, type OwnDecksList } from "../../shared/own-decks";
import { json, type SeenRequest } from "./api-mock";

interface Row {
  title: string;
  description: string;
  cards: OwnDeckEntry[];
  shareId: string | null;
  deleted: boolean;
  changedAt: number;
}

/** A gathered card as the server resolves it: "locked-…" ids are premium cards the person may not read. */
function resolve(entry: OwnDeckEntry): OwnDeckCard {
  if (entry.kind === "question") return entry;
  const base = { ...entry, deckId: "future", deckTitle: "Future Us", coverColor: "#14213D", position: 7, isPremium: true, intensity: 2 as const };
  return entry.cardId.startsWith("locked-") ? { ...base, locked: true } : { ...base, locked: false, question: `Card ${entry.cardId}?`, followUp: null };
}

export function fakeOwnDecksServer({ limits = { ...OWN_DECK_LIMITS.free } as { decks: number; cards: number }, now = () => Date.now() } = {}) {
  const rows = new Map<string, Row>();

  const deckOf = (deckId: string, row: Row): OwnDeck => ({
    deckId,
    title: row.title,
    description: row.description,
    cards: row.cards.map(resolve),
    shareId: row.shareId,
    changedAt: new Date(row.changedAt).toISOString(),
  });

  const server = {
    rows,
    limits,

    /** Weighs a change as the server does: the later changedAt wins; adding a deck counts against the limit. */
    write(deckId: string, deck: Omit<Row, "shareId" | "deleted" | "changedAt"> | null, changedAt: number): OwnDeckSaved | "over_limit" {
      const stored = rows.get(deckId);
      if (stored && stored.changedAt >= changedAt) return { applied: false, deck: stored.deleted ? null : deckOf(deckId, stored) };
      const live = [...rows.values()].filter((row) => !row.deleted).length;
      if (deck && (!stored || stored.deleted) && live >= server.limits.decks) return "over_limit";
      const row: Row = deck ? { ...deck, shareId: stored?.deleted ? null : (stored?.shareId ?? null), deleted: false, changedAt } : { title: "", description: "", cards: [], shareId: null, deleted: true, changedAt };
      rows.set(deckId, row);
      return { applied: true, deck: row.deleted ? null : deckOf(deckId, row) };
    },

    list(): OwnDecksList {
      const all = [...rows];
      return {
        decks: all.filter(([, row]) => !row.deleted).map(([deckId, row]) => deckOf(deckId, row)),
        deleted: all.filter(([, row]) => row.deleted).map(([deckId, row]) => ({ deckId, changedAt: new Date(row.changedAt).toISOString() })),
        limits: { ...server.limits },
      };
    },

    routes() {
      const deckIdOf = (request: SeenRequest) => decodeURIComponent(request.path.split("/").pop() ?? "");
      const timeOf = (body: unknown) => Math.min(Date.parse((body as { changedAt: string }).changedAt), now());
      return {
        "GET /api/me/decks": () => server.list(),
        "PUT /api/me/decks/*": (request: SeenRequest) => {
          const checked = checkOwnDeck(request.body, server.limits.cards);
          if (!checked.ok) return json(400, { error: "validation_error", message: checked.message });
          const answer = server.write(deckIdOf(request), checked.value, timeOf(request.body));
          if (answer === "over_limit") {
            return json(403, { error: "limit_reached", message: `You can keep ${server.limits.decks} decks on your plan. Delete one, or get the All-Access Pass for ${OWN_DECK_LIMITS.pass.decks}.` });
          }
          return answer;
        },
        "DELETE /api/me/decks/*": (request: SeenRequest) => server.write(deckIdOf(request), null, timeOf(request.body)),
      };
    },
  };
  return server;
}
