// People's own decks (own_decks): one row per deck, the change that stands. A deletion is kept as
// a tombstone so that an older edit from another device, arriving later, loses to it.
import { sql, type Kysely } from "kysely";
import type { Database } from "../db/schema";
import type { OwnDeckEntry } from "../../shared/own-decks";

export interface OwnDeckRow {
  deckId: string;
  ownerId: string;
  title: string;
  description: string;
  cards: OwnDeckEntry[];
  shareId: string | null;
  deleted: boolean;
  changedAt: number;
}

const columns = ["deck_id", "owner_id", "title", "description", "cards", "share_id", "deleted", "changed_at"] as const;
type Selected = { deck_id: string; owner_id: string; title: string; description: string; cards: string; share_id: string | null; deleted: boolean; changed_at: number };

const toRow = (row: Selected): OwnDeckRow => ({
  deckId: row.deck_id,
  ownerId: row.owner_id,
  title: row.title,
  description: row.description,
  cards: JSON.parse(row.cards) as OwnDeckEntry[],
  shareId: row.share_id,
  deleted: row.deleted,
  changedAt: row.changed_at,
});

/** Every deck of this person, deleted ones included (their devices learn of the deletion). */
export async function listOwnDecks(db: Kysely<Database>, ownerId: string): Promise<OwnDeckRow[]> {
  const rows = await db.selectFrom("own_decks").select(columns).where("owner_id", "=", ownerId).orderBy("created_at").orderBy("deck_id").execute();
  return rows.map(toRow);
}

/** One deck this person has and has not deleted. */
export async function findLiveOwnDeck(db: Kysely<Database>, ownerId: string, deckId: string): Promise<OwnDeckRow | null> {
  const row = await db.selectFrom("own_decks").select(columns).where("deck_id", "=", deckId).where("owner_id", "=", ownerId).where("deleted", "=", false).executeTakeFirst();
  return row ? toRow(row) : null;
}

async function findOwnDeck(db: Kysely<Database>, deckId: string): Promise<OwnDeckRow | null> {
  const row = await db.selectFrom("own_decks").select(columns).where("deck_id", "=", deckId).executeTakeFirst();
  return row ? toRow(row) : null;
}

export async function findSharedDeck(db: Kysely<Database>, shareId: string): Promise<OwnDeckRow | null> {
  const row = await db.selectFrom("own_decks").select(columns).where("share_id", "=", shareId).where("deleted", "=", false).executeTakeFirst();
  return row ? toRow(row) : null;
}

export type WriteOutcome = { applied: true; row: OwnDeckRow | null } | { applied: false; row: OwnDeckRow | null } | { notYours: true } | { overLimit: true };

/**
 * A deck's change (an edit, or a deletion with `deck` null), weighed against the one stored: the
 * later `changedAt` wins. Under the owner's advisory lock, so that the deck count is exact and two
 * writes of one deck are weighed one after the other. `maxDecks` limits live decks when the change
 * would add one.
 */
export async function writeOwnDeck(
  db: Kysely<Database>,
  change: { ownerId: string; deckId: string; changedAt: number; now: number; maxDecks: number; deck: { title: string; description: string; cards: OwnDeckEntry[] } | null },
): Promise<WriteOutcome> {
  return db.transaction().execute(async (trx) => {
    await sql`SELECT pg_advisory_xact_lock(hashtext(${`own-decks:${change.ownerId}`}))`.execute(trx);
    const current = await trx.selectFrom("own_decks").select(columns).where("deck_id", "=", change.deckId).executeTakeFirst();
    const stored = current ? toRow(current) : null;
    if (stored && stored.ownerId !== change.ownerId) return { notYours: true };
    if (stored && stored.changedAt >= change.changedAt) return { applied: false, row: stored.deleted ? null : stored };
    const adds = change.deck !== null && (!stored || stored.deleted);
    if (adds) {
      const { count } = await trx
        .selectFrom("own_decks")
        .select((eb) => eb.fn.countAll<number>().as("count"))
        .where("owner_id", "=", change.ownerId)
        .where("deleted", "=", false)
        .executeTakeFirstOrThrow();
      if (Number(count) >= change.maxDecks) return { overLimit: true };
    }
    if (!stored) {
      // A deletion of a deck this server never had is kept too, so that the deck's late creation loses to it.
      const deck = change.deck ?? { title: "", description: "", cards: [] };
      await trx
        .insertInto("own_decks")
        .values({ deck_id: change.deckId, owner_id: change.ownerId, title: deck.title, description: deck.description, cards: JSON.stringify(deck.cards), deleted: change.deck === null, changed_at: change.changedAt, created_at: change.now })
        .execute();
    } else if (change.deck) {
      const { title, description, cards } = change.deck;
      await trx.updateTable("own_decks").set({ title, description, cards: JSON.stringify(cards), deleted: false, changed_at: change.changedAt }).where("deck_id", "=", change.deckId).execute();
    } else {
      await trx.updateTable("own_decks").set({ deleted: true, share_id: null, changed_at: change.changedAt }).where("deck_id", "=", change.deckId).execute();
    }
    const written = await trx.selectFrom("own_decks").select(columns).where("deck_id", "=", change.deckId).executeTakeFirstOrThrow();
    const row = toRow(written);
    return { applied: true, row: row.deleted ? null : row };
  });
}

/** Shares the deck (the same link again if it is shared already) or stops sharing it. */
export async function setSharing(db: Kysely<Database>, ownerId: string, deckId: string, shareId: string | null): Promise<string | null | "not_found"> {
  const row = await findOwnDeck(db, deckId);
  if (!row || row.ownerId !== ownerId || row.deleted) return "not_found";
  if (shareId !== null && row.shareId) return row.shareId;
  await db.updateTable("own_decks").set({ share_id: shareId }).where("deck_id", "=", deckId).execute();
  return shareId;
}
