// A person's saved cards (saved_cards): one row per card, the change that stands. A removal is
// kept as a row with saved = false (a tombstone), so that an older save arriving later from
// another device loses to it instead of bringing the card back.
import type { Kysely } from "kysely";
import type { Database } from "../db/schema";
import { findCard, findCards } from "../decks/deck-repository";
import { listLiveEntitlements } from "../entitlements/entitlement-repository";
import { changeWins, type CardChange } from "../../shared/saved-cards";
import { FREE_PREVIEW_CARDS, type SavedCard, type SavedCardContent, type SavedCardsList } from "../../shared/api-types";
import { DEFAULT_LANGUAGE, type Language } from "../../shared/languages";

/**
 * Whether a removal of this card means anything to this person: the card exists, or they hold a
 * row for it (a card saved before it left the content can still be removed).
 */
export async function isKnownCard(db: Kysely<Database>, userId: string, cardId: string): Promise<boolean> {
  if (await findCard(db, cardId)) return true;
  const row = await db.selectFrom("saved_cards").select("card_id").where("user_id", "=", userId).where("card_id", "=", cardId).executeTakeFirst();
  return row !== undefined;
}

const toChange = (row: { saved: boolean; changed_at: Date | string }): CardChange => ({
  saved: row.saved,
  changedAt: new Date(row.changed_at).getTime(),
});

/**
 * Weighs a change against the one stored, with the shared rule (`changeWins`), and keeps the
 * winner. One transaction holding the row: two changes of one card arriving at once are weighed
 * one after the other, never both against the same old row. Answers the change that stands.
 */
export async function applyChange(
  db: Kysely<Database>,
  change: { userId: string; cardId: string } & CardChange,
): Promise<CardChange> {
  const incoming: CardChange = { saved: change.saved, changedAt: change.changedAt };
  const changedAt = new Date(change.changedAt);
  return db.transaction().execute(async (trx) => {
    // The first change of a card is stored as it is. A row inserted at the same moment by another
    // request makes this a no-op (PostgreSQL waits for that insert to commit), and the row is
    // weighed below like any other.
    const inserted = await trx
      .insertInto("saved_cards")
      .values({ user_id: change.userId, card_id: change.cardId, saved: change.saved, changed_at: changedAt })
      .onConflict((oc) => oc.columns(["user_id", "card_id"]).doNothing())
      .returning(["saved", "changed_at"])
      .executeTakeFirst();
    if (inserted) return toChange(inserted);

    const current = await trx
      .selectFrom("saved_cards")
      .select(["saved", "changed_at"])
      .where("user_id", "=", change.userId)
      .where("card_id", "=", change.cardId)
      .forUpdate()
      .executeTakeFirstOrThrow();
    const stored = toChange(current);
    if (!changeWins(incoming, stored)) return stored;
    await trx
      .updateTable("saved_cards")
      .set({ saved: change.saved, changed_at: changedAt, updated_at: new Date() })
      .where("user_id", "=", change.userId)
      .where("card_id", "=", change.cardId)
      .execute();
    return incoming;
  });
}

/** Which premium decks a person may read now: every one (the pass or a grant) or those they own. */
export interface Access {
  allAccess: boolean;
  decks: Set<string>;
}

/** From the person's live entitlements (the one rule of what is live): one query. */
export async function readAccess(db: Kysely<Database>, userId: string): Promise<Access> {
  const live = await listLiveEntitlements(db, userId);
  return {
    allAccess: live.some((e) => e.kind === "all-access"),
    decks: new Set(live.flatMap((e) => (e.kind === "deck" && e.deckId ? [e.deckId] : []))),
  };
}

/** As GET /api/decks/:deckId/cards decides: a free deck, the preview, or a live entitlement. */
export function mayRead(access: Access, card: { deckId: string; position: number; isPremium: boolean }): boolean {
  return !card.isPremium || card.position < FREE_PREVIEW_CARDS || access.allAccess || access.decks.has(card.deckId);
}

/**
 * The person's saved cards newest first, with the text of those they may read now, and their
 * removals. Three queries whatever the list's length: the live entitlements, the rows, and their
 * cards with their decks (the deck repository's). A saved card no longer in any deck is left out.
 * The text and the deck's title in `language` where the deck is published in it, else English.
 */
export async function listSavedCards(db: Kysely<Database>, userId: string, language: Language = DEFAULT_LANGUAGE): Promise<SavedCardsList> {
  const access = await readAccess(db, userId);
  const rows = await db
    .selectFrom("saved_cards")
    .select(["card_id", "saved", "changed_at"])
    .where("user_id", "=", userId)
    .orderBy("changed_at", "desc")
    .orderBy("card_id")
    .execute();
  const cards = await findCards(db, rows.filter((row) => row.saved).map((row) => row.card_id), language);

  const list: SavedCardsList = { cards: [], removed: [] };
  for (const row of rows) {
    const at = new Date(row.changed_at).toISOString();
    if (!row.saved) {
      list.removed.push({ cardId: row.card_id, removedAt: at });
      continue;
    }
    const found = cards.get(row.card_id);
    if (!found) continue;
    const content: SavedCardContent | null = mayRead(access, found)
      ? { question: found.card.question, followUp: found.card.followUp ?? null, intensity: found.card.intensity }
      : null;
    const card: SavedCard = {
      cardId: row.card_id,
      deckId: found.deckId,
      deckTitle: found.deckTitle,
      coverColor: found.coverColor,
      index: found.position,
      savedAt: at,
      content,
    };
    list.cards.push(card);
  }
  return list;
}
