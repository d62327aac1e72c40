import type { Kysely } from "kysely";
import type { Database } from "../db/schema";
import { hasEntitlement } from "../entitlements/entitlement-repository";
import {
  FREE_PREVIEW_CARDS,
  type Card,
  type DeckCategory,
  type DeckSummary,
  type DeckWithCards,
  type Intensity,
} from "../../shared/api-types";

const summaryColumns = [
  "deck_id",
  "title",
  "description",
  "category",
  "is_premium",
  "cover_color",
  "card_count",
] as const;

type SummaryRow = Pick<Database["decks"], (typeof summaryColumns)[number]>;

function toSummary(row: SummaryRow): DeckSummary {
  return {
    deckId: row.deck_id,
    title: row.title,
    description: row.description,
    isPremium: row.is_premium,
    cardCount: row.card_count,
    category: row.category as DeckCategory,
    coverColor: row.cover_color,
  };
}

export async function listDecks(db: Kysely<Database>): Promise<DeckSummary[]> {
  const rows = await db.selectFrom("decks").select(summaryColumns).orderBy("title").execute();
  return rows.map(toSummary);
}

/**
 * What the decks are now, in one short text: each deck's id and content hash (the seed rewrites
 * both whenever a deck or its cards change). Equal texts mean equal deck answers.
 */
export async function deckVersion(db: Kysely<Database>): Promise<string> {
  const rows = await db.selectFrom("decks").select(["deck_id", "content_hash"]).orderBy("deck_id").execute();
  return rows.map((row) => `${row.deck_id}:${row.content_hash}`).join(",");
}

function toCard(row: { card_id: string; position: number; question: string; follow_up: string | null; intensity: number }): Card {
  return {
    id: row.card_id,
    index: row.position,
    question: row.question,
    followUp: row.follow_up,
    intensity: row.intensity as Intensity,
  };
}

/** Every free deck with all its cards, as anyone may read them: two queries for the lot. */
export async function listFreeDecksWithCards(db: Kysely<Database>): Promise<DeckWithCards[]> {
  const deckRows = await db.selectFrom("decks").select(summaryColumns).where("is_premium", "=", false).execute();
  if (deckRows.length === 0) return [];
  const cardRows = await db
    .selectFrom("cards")
    .select(["deck_id", "card_id", "position", "question", "follow_up", "intensity"])
    .where("deck_id", "in", deckRows.map((row) => row.deck_id))
    .orderBy("deck_id")
    .orderBy("position")
    .execute();
  return deckRows.map((row) => {
    const cards = cardRows.filter((card) => card.deck_id === row.deck_id).map(toCard);
    return { ...toSummary(row), cards, preview: false, lockedCardCount: row.card_count - cards.length };
  });
}

/**
 * The deck with the cards this caller may read. For a premium deck without an entitlement only
 * the preview rows are read from the database, so locked text never enters this process's answer.
 * `userId` is null for an anonymous caller.
 */
export async function getDeckForCaller(
  db: Kysely<Database>,
  deckId: string,
  userId: string | null,
): Promise<DeckWithCards | null> {
  const deckRow = await db
    .selectFrom("decks")
    .select(summaryColumns)
    .where("deck_id", "=", deckId)
    .executeTakeFirst();
  if (!deckRow) return null;
  const deck = toSummary(deckRow);

  const entitled = !deck.isPremium || (userId !== null && (await hasEntitlement(db, userId, deckId)));
  let query = db
    .selectFrom("cards")
    .select(["card_id", "position", "question", "follow_up", "intensity"])
    .where("deck_id", "=", deckId)
    .orderBy("position");
  if (!entitled) query = query.where("position", "<", FREE_PREVIEW_CARDS);
  const cards: Card[] = (await query.execute()).map(toCard);

  return {
    ...deck,
    cards,
    preview: !entitled,
    lockedCardCount: deck.cardCount - cards.length,
  };
}
