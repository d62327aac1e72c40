// The answers that are the same for every caller, kept in memory: GET /api/decks and each free
// deck's cards. Asking the database and compressing the answer again on every request held the
// deck list to a sixth of the rate the same server sends a static file at; here both are a buffer
// lookup. The bytes, their brotli and gzip copies and their ETags are made once per version of the
// decks (prepared-body.ts).
//
// When the decks change: this process seeds before it serves (server/main.ts), so the first build
// already holds the content; another server seeding the same PostgreSQL (a deploy rolling over)
// changes the decks' content hashes, which a background check notices within RECHECK_MS and the
// answers are rebuilt. A request never waits for that check; only the very first waits for the
// first build. Premium decks and per-user answers are not here: they come from SQL per request.
// The answers are shaped by visitor-view.ts, as the build's prerendered pages are.
import type { Kysely } from "kysely";
import type { DeckWithCards } from "../../shared/api-types";
import type { Database } from "../db/schema";
import { prepareJson, type PreparedBody } from "../http/prepared-body";
import { deckVersion, listDeckFacts, listFreeDecks } from "./deck-repository";
import { deckList, freeDeckWithCards } from "./visitor-view";

/** How often, at most, the decks' version is read again while requests come in. */
const RECHECK_MS = 2_000;

interface Snapshot {
  version: string;
  list: PreparedBody;
  /** Free decks by id. */
  free: Map<string, PreparedBody>;
  /** The same free decks, as values (the first paint of a table link or a card, server/http/device-pages.ts). */
  freeData: Map<string, DeckWithCards>;
}

export interface PublicDecks {
  /** The deck list as every caller gets it. */
  list(): Promise<PreparedBody>;
  /** A free deck's full answer; null for a premium deck or one this version does not hold. */
  freeDeck(deckId: string): Promise<PreparedBody | null>;
  /** The same deck as a value. */
  freeDeckData(deckId: string): Promise<DeckWithCards | null>;
}

async function build(db: Kysely<Database>, version: string): Promise<Snapshot> {
  const [decks, free] = await Promise.all([listDeckFacts(db), listFreeDecks(db)]);
  return {
    version,
    list: prepareJson(deckList(decks)),
    free: new Map(free.map((deck) => [deck.deckId, prepareJson(freeDeckWithCards(deck))])),
    freeData: new Map(free.map((deck) => [deck.deckId, freeDeckWithCards(deck)])),
  };
}

export function publicDecks(db: Kysely<Database>, { recheckMs = RECHECK_MS } = {}): PublicDecks {
  let current: Promise<Snapshot> | null = null;
  let checkedAt = 0;
  let checking = false;

  const load = () => deckVersion(db).then((version) => build(db, version));

  /** The latest snapshot: built on first use, rebuilt in the background when the decks changed. */
  function snapshot(): Promise<Snapshot> {
    const now = Date.now();
    if (!current) {
      checkedAt = now;
      // A failed first build (the database down) is not kept: the next request tries again.
      current = load().catch((error: unknown) => {
        current = null;
        throw error;
      });
      return current;
    }
    if (!checking && now - checkedAt >= recheckMs) {
      checking = true;
      checkedAt = now;
      const held = current;
      void (async () => {
        try {
          const [snap, version] = await Promise.all([held, deckVersion(db)]);
          if (version !== snap.version) {
            const next = await build(db, version);
            if (current === held) current = Promise.resolve(next);
          }
        } catch {
          // The database is away: keep sending what we have, and look again on the next request.
        } finally {
          checking = false;
        }
      })();
    }
    return current;
  }

  return {
    list: async () => (await snapshot()).list,
    freeDeck: async (deckId) => (await snapshot()).free.get(deckId) ?? null,
    freeDeckData: async (deckId) => (await snapshot()).freeData.get(deckId) ?? null,
  };
}
