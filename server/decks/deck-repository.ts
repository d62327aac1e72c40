// The decks and their cards (the `decks` and `cards` tables, which server/db/seed.ts writes from the
// content files): every other module asks here for a deck's title, whether it is premium, or a
// card, instead of reading these tables itself (server/module-tables.test.ts holds them to it).
// Rows come back as their content file has them (visitor-view.ts shapes the answers), so the API
// and the prerendered pages build from one kind of input.
import type { Kysely } from "kysely";
import type { Database } from "../db/schema";
import type { CardContent, DeckContent } from "../content/deck-content";
import type { DeckCategory, Intensity } from "../../shared/api-types";
import type { DeckFacts } from "./visitor-view";

const factColumns = ["deck_id", "title", "description", "category", "is_premium", "cover_color", "card_count"] as const;

type FactRow = Pick<Database["decks"], (typeof factColumns)[number]>;

function toFacts(row: FactRow): DeckFacts {
  return {
    deckId: row.deck_id,
    title: row.title,
    description: row.description,
    category: row.category as DeckCategory,
    isPremium: row.is_premium,
    coverColor: row.cover_color,
    cardCount: row.card_count,
  };
}

const cardColumns = ["card_id", "question", "follow_up", "intensity"] as const;

function toCardContent(row: Pick<Database["cards"], (typeof cardColumns)[number]>): CardContent {
  return {
    id: row.card_id,
    question: row.question,
    ...(row.follow_up === null ? {} : { followUp: row.follow_up }),
    intensity: row.intensity as Intensity,
  };
}

/** Every deck's facts (no cards), by title. */
export async function listDeckFacts(db: Kysely<Database>): Promise<DeckFacts[]> {
  const rows = await db.selectFrom("decks").select(factColumns).orderBy("title").execute();
  return rows.map(toFacts);
}

/** One deck's facts (no cards); null for a deck there is not. */
export async function findDeckFacts(db: Kysely<Database>, deckId: string): Promise<DeckFacts | null> {
  const row = await db.selectFrom("decks").select(factColumns).where("deck_id", "=", deckId).executeTakeFirst();
  return row ? toFacts(row) : null;
}

/** The titles of these decks, by title; a deck there is not is left out. */
export async function deckTitles(db: Kysely<Database>, deckIds: readonly string[]): Promise<{ deckId: string; title: string }[]> {
  if (deckIds.length === 0) return [];
  const rows = await db
    .selectFrom("decks")
    .select(["deck_id", "title"])
    .where("deck_id", "in", [...deckIds])
    .orderBy("title")
    .orderBy("deck_id")
    .execute();
  return rows.map((row) => ({ deckId: row.deck_id, title: row.title }));
}

/**
 * What the decks are now, in one short text: each deck's id and content hash (the seed rewrites
 * both whenever a deck or its cards change). Equal texts mean equal deck answers.
 */
export async function deckVersion(db: Kysely<Database>): Promise<string> {
  const rows = await db.selectFrom("decks").select(["deck_id", "content_hash"]).orderBy("deck_id").execute();
  return rows.map((row) => `${row.deck_id}:${row.content_hash}`).join(",");
}

/** Every free deck whole, as its content file has it: two queries for the lot. */
export async function listFreeDecks(db: Kysely<Database>): Promise<DeckContent[]> {
  const deckRows = await db.selectFrom("decks").select(factColumns).where("is_premium", "=", false).execute();
  if (deckRows.length === 0) return [];
  const cardRows = await db
    .selectFrom("cards")
    .select(["deck_id", ...cardColumns])
    .where("deck_id", "in", deckRows.map((row) => row.deck_id))
    .orderBy("deck_id")
    .orderBy("position")
    .execute();
  return deckRows.map((row) => {
    const { cardCount: _count, ...facts } = toFacts(row);
    return { ...facts, cards: cardRows.filter((card) => card.deck_id === row.deck_id).map(toCardContent) };
  });
}

/**
 * A deck's cards in order: all of them, or only the first `limit` (a premium deck's preview), in
 * which case no other card's text is read from the database.
 */
export async function readCards(db: Kysely<Database>, deckId: string, limit?: number): Promise<CardContent[]> {
  let query = db.selectFrom("cards").select(cardColumns).where("deck_id", "=", deckId).orderBy("position");
  if (limit !== undefined) query = query.where("position", "<", limit);
  return (await query.execute()).map(toCardContent);
}

/** The card at `position` of a deck (a live room shows one at a time); null for none there. */
export async function readCardAt(db: Kysely<Database>, deckId: string, position: number): Promise<CardContent | null> {
  const row = await db.selectFrom("cards").select(cardColumns).where("deck_id", "=", deckId).where("position", "=", position).executeTakeFirst();
  return row ? toCardContent(row) : null;
}

/** The levels of a deck's cards from `position` on, in order: no text is read. */
export async function readIntensitiesFrom(db: Kysely<Database>, deckId: string, position: number): Promise<Intensity[]> {
  const rows = await db.selectFrom("cards").select("intensity").where("deck_id", "=", deckId).where("position", ">=", position).orderBy("position").execute();
  return rows.map((row) => row.intensity as Intensity);
}

/** A card's place: its deck, its position there, and whether that deck is premium. */
export interface CardPlace {
  cardId: string;
  deckId: string;
  position: number;
  isPremium: boolean;
}

export async function findCard(db: Kysely<Database>, cardId: string): Promise<CardPlace | null> {
  const row = await db
    .selectFrom("cards")
    .innerJoin("decks", "decks.deck_id", "cards.deck_id")
    .select(["cards.card_id", "cards.deck_id", "cards.position", "decks.is_premium"])
    .where("cards.card_id", "=", cardId)
    .executeTakeFirst();
  return row ? { cardId: row.card_id, deckId: row.deck_id, position: row.position, isPremium: row.is_premium } : null;
}

/** A card with its place and its deck's title and cover: what a saved card shows. */
export interface CardInDeck extends CardPlace {
  card: CardContent;
  deckTitle: string;
  coverColor: string;
}

/** These cards, one query whatever their number; a card no longer in any deck is left out. */
export async function findCards(db: Kysely<Database>, cardIds: readonly string[]): Promise<Map<string, CardInDeck>> {
  if (cardIds.length === 0) return new Map();
  const rows = await db
    .selectFrom("cards")
    .innerJoin("decks", "decks.deck_id", "cards.deck_id")
    .select(["cards.card_id", "cards.deck_id", "cards.position", "cards.question", "cards.follow_up", "cards.intensity"])
    .select(["decks.title", "decks.cover_color", "decks.is_premium"])
    .where("cards.card_id", "in", [...cardIds])
    .execute();
  return new Map(
    rows.map((row) => [
      row.card_id,
      {
        cardId: row.card_id,
        deckId: row.deck_id,
        position: row.position,
        isPremium: row.is_premium,
        card: toCardContent(row),
        deckTitle: row.title,
        coverColor: row.cover_color,
      },
    ]),
  );
}
