// People's own decks (own_decks): one row per deck, the change that stands. A deletion is kept as
// a tombstone so that an older edit from another device, arriving later, loses to it: the deck's
// id, owner and time, and its share link's id and the share it was copied from (ids, none of its
// content), for 90 days (then removed, so deleting and writing again cannot grow the table without
// bound). A link of a deleted deck opens nothing; writing the deck again ('Undo') brings it back.
// A deletion of a deck this server never had writes nothing.
import { sql, type Kysely, type Selectable } from "kysely";
import type { Database } from "../db/schema";
import type { OwnDeckEntry } from "../../shared/own-decks";

export interface OwnDeckRow {
  deckId: string;
  ownerId: string;
  title: string;
  description: string;
  cards: OwnDeckEntry[];
  shareId: string | null;
  copiedFrom: string | null;
  deleted: boolean;
  changedAt: number;
}

const columns = ["deck_id", "owner_id", "title", "description", "cards", "share_id", "copied_from", "deleted", "changed_at"] as const;
// What a read selects, as the table declares it (Kysely derives the row type from the schema).
type Selected = Pick<Selectable<Database["own_decks"]>, (typeof columns)[number]>;

const toRow = (row: Selected): OwnDeckRow => ({
  deckId: row.deck_id,
  ownerId: row.owner_id,
  title: row.title,
  description: row.description,
  cards: JSON.parse(row.cards) as OwnDeckEntry[],
  shareId: row.share_id,
  copiedFrom: row.copied_from,
  deleted: row.deleted,
  changedAt: row.changed_at,
});

/**
 * How long a deletion is kept: a device that was offline longer than this may bring a deleted deck
 * back with an edit it made before the deletion. Past it the tombstone is removed.
 */
const KEEP_DELETIONS_MS = 90 * 24 * 60 * 60_000;

/** Every deck of this person, and the deletions of the last 90 days before `now` (their devices learn of them). */
export async function listOwnDecks(db: Kysely<Database>, ownerId: string, now: number): Promise<OwnDeckRow[]> {
  const rows = await db
    .selectFrom("own_decks")
    .select(columns)
    .where("owner_id", "=", ownerId)
    .where((eb) => eb.or([eb("deleted", "=", false), eb("changed_at", ">=", now - KEEP_DELETIONS_MS)]))
    .orderBy("created_at")
    .orderBy("deck_id")
    .execute();
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

export type WriteOutcome =
  | { applied: true; row: OwnDeckRow | null }
  | { applied: false; row: OwnDeckRow | null }
  | { notYours: true }
  | { overLimit: true }
  | { alreadyCopied: string };

/**
 * A deck's change (an edit, or a deletion with `deck` null), weighed against the one stored: the
 * later `changedAt` wins. Under the owner's advisory lock, so that the deck count is exact and two
 * writes of one deck are weighed one after the other. `maxDecks` limits live decks when the change
 * would add one. `copiedFrom` (a new deck saved from a shared one): refused, with the deck's id,
 * when a live deck of the owner's is a copy of that share already.
 */
export async function writeOwnDeck(
  db: Kysely<Database>,
  change: {
    ownerId: string;
    deckId: string;
    changedAt: number;
    now: number;
    maxDecks: number;
    deck: { title: string; description: string; cards: OwnDeckEntry[] } | null;
    copiedFrom?: string;
  },
): Promise<WriteOutcome> {
  return db.transaction().execute(async (trx) => {
    await sql`SELECT pg_advisory_xact_lock(hashtext(${`own-decks:${change.ownerId}`}))`.execute(trx);
    // This owner's deletions past 90 days go, whichever deck this change is about.
    await trx.deleteFrom("own_decks").where("owner_id", "=", change.ownerId).where("deleted", "=", true).where("changed_at", "<", change.now - KEEP_DELETIONS_MS).execute();
    const current = await trx.selectFrom("own_decks").select(columns).where("deck_id", "=", change.deckId).executeTakeFirst();
    const stored = current ? toRow(current) : null;
    if (stored && stored.ownerId !== change.ownerId) return { notYours: true };
    if (change.copiedFrom) {
      const copy = await trx
        .selectFrom("own_decks")
        .select("deck_id")
        .where("owner_id", "=", change.ownerId)
        .where("copied_from", "=", change.copiedFrom)
        .where("deleted", "=", false)
        .executeTakeFirst();
      if (copy) return { alreadyCopied: copy.deck_id };
    }
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
      // A deletion of a deck this server never had writes nothing, and is answered as done: the
      // deck was never on any other device through this server (ids are made on the device).
      if (!change.deck) return { applied: true, row: null };
      const { title, description, cards } = change.deck;
      await trx
        .insertInto("own_decks")
        .values({
          deck_id: change.deckId,
          owner_id: change.ownerId,
          title,
          description,
          cards: JSON.stringify(cards),
          copied_from: change.copiedFrom ?? null,
          deleted: false,
          changed_at: change.changedAt,
          created_at: change.now,
        })
        .execute();
    } else if (change.deck) {
      const { title, description, cards } = change.deck;
      await trx.updateTable("own_decks").set({ title, description, cards: JSON.stringify(cards), deleted: false, changed_at: change.changedAt }).where("deck_id", "=", change.deckId).execute();
    } else {
      // A tombstone: the deck's id, owner and time, none of its content. Its share link's id stays
      // (findSharedDeck serves no deleted deck), so that writing the deck again brings the link back.
      await trx
        .updateTable("own_decks")
        .set({ title: "", description: "", cards: "[]", deleted: true, changed_at: change.changedAt })
        .where("deck_id", "=", change.deckId)
        .execute();
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
