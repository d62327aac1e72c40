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
  const cards: Card[] = (await query.execute()).map((row) => ({
    id: row.card_id,
    index: row.position,
    question: row.question,
    followUp: row.follow_up,
    intensity: row.intensity as Intensity,
  }));

  return {
    ...deck,
    cards,
    preview: !entitled,
    lockedCardCount: deck.cardCount - cards.length,
  };
}
