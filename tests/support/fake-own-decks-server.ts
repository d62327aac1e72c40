// For tests: the own-decks API as shared/own-decks.ts describes it, in memory (one person),
// answering through tests/support/api-mock.ts: the same checks (checkOwnDeck), the same limits
// and answers as server/own-decks/, a change weighed by its changedAt (the later one wins), a
// deletion keeping the deck's link for 'Undo', and shared decks with 'Save a copy'.
import { checkOwnDeck } from "../../shared/schemas/own-decks";
import {
  deckLimitMessage,
  OWN_DECK_LIMITS,
  type AlreadyCopied,
  type OwnDeck,
  type OwnDeckCard,
  type OwnDeckEntry,
  type OwnDeckSaved,
  type OwnDecksList,
  type SharedDeck,
} from "../../shared/own-decks";
import { json, type SeenRequest } from "./api-mock";

interface Row {
  title: string;
  description: string;
  cards: OwnDeckEntry[];
  shareId: string | null;
  copiedFrom: string | null;
  deleted: boolean;
  changedAt: number;
}

/** A gathered card as the server resolves it: "locked-…" ids are premium cards the person may not read. */
function resolve(entry: OwnDeckEntry): OwnDeckCard {
  if (entry.kind === "question") return entry;
  const base = { ...entry, deckId: "future", deckTitle: "Future Us", coverColor: "#14213D", position: 7, isPremium: true, intensity: 2 as const };
  return entry.cardId.startsWith("locked-") ? { ...base, locked: true } : { ...base, locked: false, question: `Card ${entry.cardId}?`, followUp: null };
}

const notFound = () => json(404, { error: "not_found", message: "Deck not found" });

export function fakeOwnDecksServer({ limits = { ...OWN_DECK_LIMITS.free } as { decks: number; cards: number }, now = () => Date.now() } = {}) {
  const rows = new Map<string, Row>();
  let made = 0;

  const deckOf = (deckId: string, row: Row): OwnDeck => ({
    deckId,
    title: row.title,
    description: row.description,
    cards: row.cards.map(resolve),
    shareId: row.shareId,
    copiedFrom: row.copiedFrom,
    changedAt: new Date(row.changedAt).toISOString(),
  });

  const server = {
    rows,
    limits,

    /** Weighs a change as the server does: the later changedAt wins; adding a deck counts against the limit. */
    write(deckId: string, deck: Pick<Row, "title" | "description" | "cards"> | null, changedAt: number, copiedFrom: string | null = null): OwnDeckSaved | "over_limit" {
      const stored = rows.get(deckId);
      if (stored && stored.changedAt >= changedAt) return { applied: false, deck: stored.deleted ? null : deckOf(deckId, stored) };
      const live = [...rows.values()].filter((row) => !row.deleted).length;
      if (deck && (!stored || stored.deleted) && live >= server.limits.decks) return "over_limit";
      // A deletion keeps the link's id (not served while deleted), and writing the deck again brings it back.
      const kept = { shareId: stored?.shareId ?? null, copiedFrom: stored?.copiedFrom ?? copiedFrom };
      const row: Row = deck ? { ...deck, ...kept, deleted: false, changedAt } : { title: "", description: "", cards: [], ...kept, deleted: true, changedAt };
      rows.set(deckId, row);
      return { applied: true, deck: row.deleted ? null : deckOf(deckId, row) };
    },

    /** 'Share': the deck's link id (the same one again while shared). */
    share(deckId: string): string | null {
      const row = rows.get(deckId);
      if (!row || row.deleted) return null;
      row.shareId ??= `share-${deckId.slice(3)}-0123456789`;
      return row.shareId;
    },

    /** The live deck shared by this link, if any. */
    shared(shareId: string): [string, Row] | undefined {
      return [...rows].find(([, row]) => row.shareId === shareId && !row.deleted);
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
      const segment = (request: SeenRequest, fromEnd: number) => decodeURIComponent(request.path.split("/").at(-fromEnd) ?? "");
      const timeOf = (body: unknown) => Math.min(Date.parse((body as { changedAt: string }).changedAt), now());
      const overLimit = () => json(403, { error: "limit_reached", message: deckLimitMessage(server.limits.decks) });
      return {
        "GET /api/me/decks": () => server.list(),
        "PUT /api/me/decks/*": (request: SeenRequest) => {
          const checked = checkOwnDeck(request.body, server.limits.cards);
          if (!checked.ok) return json(400, { error: "validation_error", message: checked.message });
          const answer = server.write(segment(request, 1), checked.value, timeOf(request.body));
          return answer === "over_limit" ? overLimit() : answer;
        },
        "DELETE /api/me/decks/*": (request: SeenRequest) => server.write(segment(request, 1), null, timeOf(request.body)),
        "POST /api/me/decks/*": (request: SeenRequest) => {
          const shareId = server.share(segment(request, 2));
          return shareId ? { shareId } : notFound();
        },
        "GET /api/shared-decks/*": (request: SeenRequest) => {
          const found = server.shared(segment(request, 1));
          if (!found) return notFound();
          const [, row] = found;
          const cards = row.cards.map((entry, index): SharedDeck["cards"][number] =>
            entry.kind === "question" ? { index, intensity: entry.intensity, locked: false, question: entry.question, followUp: entry.followUp } : { index, intensity: 2, cardId: entry.cardId, locked: true },
          );
          return { shareId: row.shareId!, title: row.title, description: row.description, cards } satisfies SharedDeck;
        },
        "POST /api/shared-decks/*": (request: SeenRequest) => {
          const shareId = segment(request, 2);
          const found = server.shared(shareId);
          if (!found) return notFound();
          const copy = [...rows].find(([, row]) => row.copiedFrom === shareId && !row.deleted);
          if (copy) return json(409, { error: "already_copied", message: "This deck is already in My Decks.", deckId: copy[0] } satisfies AlreadyCopied);
          const [, row] = found;
          const answer = server.write(`my-copy-${String(++made).padStart(8, "0")}`, { title: row.title, description: row.description, cards: row.cards }, now(), shareId);
          return answer === "over_limit" ? overLimit() : json(201, answer);
        },
      };
    },
  };
  return server;
}
