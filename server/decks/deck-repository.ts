// The decks and their cards (the `decks` and `cards` tables, which server/db/seed.ts writes from the
// content files): every other module asks here for a deck's title, whether it is premium, or a
// card, instead of reading these tables itself (server/module-tables.test.ts holds them to it).
// Rows come back as their content file has them (visitor-view.ts shapes the answers), so the API
// and the prerendered pages build from one kind of input.
//
// Every read that returns words takes the language to read them in (English when none is given):
// a deck published in it (its `deck_texts` row, which the seed writes only with every card's
// `card_texts` row) comes back in it, any other in English, and says which (`language`). The
// English rows keep what no language changes: ids, order, levels, price and colour.
import { sql, type Kysely } from "kysely";
import type { Database } from "../db/schema";
import type { CardContent } from "../content/deck-content";
import type { LocalizedDeck } from "../content/deck-texts";
import type { DeckCategory, Intensity } from "../../shared/api-types";
import { DEFAULT_LANGUAGE, type Language } from "../../shared/languages";
import type { DeckFacts } from "./visitor-view";

/** The decks, each beside its words in `language` where it is published in that language. */
function decksIn(db: Kysely<Database>, language: Language) {
  return db
    .selectFrom("decks")
    .leftJoin("deck_texts", (join) => join.onRef("deck_texts.deck_id", "=", "decks.deck_id").on("deck_texts.language", "=", language));
}

/** A deck's words in the language asked for where it has them, else in English, and which of the two they are. */
const deckWords = [
  sql<string>`coalesce(deck_texts.title, decks.title)`.as("title"),
  sql<string>`coalesce(deck_texts.description, decks.description)`.as("description"),
  sql<Language>`coalesce(deck_texts.language, 'en')`.as("language"),
] as const;

const factColumns = ["decks.deck_id", "decks.category", "decks.is_premium", "decks.cover_color", "decks.card_count", ...deckWords] as const;

type FactRow = Pick<Database["decks"], "deck_id" | "title" | "description" | "category" | "is_premium" | "cover_color" | "card_count"> & { language: Language };

function toFacts(row: FactRow): DeckFacts {
  return {
    deckId: row.deck_id,
    title: row.title,
    description: row.description,
    category: row.category as DeckCategory,
    isPremium: row.is_premium,
    coverColor: row.cover_color,
    cardCount: row.card_count,
    language: row.language,
  };
}

/**
 * The cards, each beside its words in `language`. A card has them exactly when its deck is
 * published in that language (the seed writes a translation whole or not at all), so the cards of a
 * deck are all in the deck's `language`.
 */
function cardsIn(db: Kysely<Database>, language: Language) {
  return db
    .selectFrom("cards")
    .leftJoin("card_texts", (join) => join.onRef("card_texts.card_id", "=", "cards.card_id").on("card_texts.language", "=", language));
}

/** A card's words in that language where its deck has them, else the English card's; a follow-up only where that card has one. */
const cardColumns = [
  "cards.card_id",
  "cards.intensity",
  sql<string>`coalesce(card_texts.question, cards.question)`.as("question"),
  sql<string | null>`CASE WHEN card_texts.card_id IS NULL THEN cards.follow_up ELSE card_texts.follow_up END`.as("follow_up"),
] as const;

function toCardContent(row: Pick<Database["cards"], "card_id" | "question" | "follow_up" | "intensity">): CardContent {
  return {
    id: row.card_id,
    question: row.question,
    ...(row.follow_up === null ? {} : { followUp: row.follow_up }),
    intensity: row.intensity as Intensity,
  };
}

/** Every deck's facts (no cards) in `language`, each in English where it is not published in it; by title. */
export async function listDeckFacts(db: Kysely<Database>, language: Language = DEFAULT_LANGUAGE): Promise<DeckFacts[]> {
  const rows = await decksIn(db, language).select(factColumns).orderBy("title").execute();
  return rows.map(toFacts);
}

/** One deck's facts (no cards) in `language`, else in English; null for a deck there is not. */
export async function findDeckFacts(db: Kysely<Database>, deckId: string, language: Language = DEFAULT_LANGUAGE): Promise<DeckFacts | null> {
  const row = await decksIn(db, language).select(factColumns).where("decks.deck_id", "=", deckId).executeTakeFirst();
  return row ? toFacts(row) : null;
}

/** The titles of these decks in `language` (each in English where it is not published in it), by title; a deck there is not is left out. */
export async function deckTitles(
  db: Kysely<Database>,
  deckIds: readonly string[],
  language: Language = DEFAULT_LANGUAGE,
): Promise<{ deckId: string; title: string; language: Language }[]> {
  if (deckIds.length === 0) return [];
  const rows = await decksIn(db, language)
    .select(["decks.deck_id", ...deckWords])
    .where("decks.deck_id", "in", [...deckIds])
    .orderBy("title")
    .orderBy("decks.deck_id")
    .execute();
  return rows.map((row) => ({ deckId: row.deck_id, title: row.title, language: row.language }));
}

/**
 * What the decks are now, in one short text: each deck's id and content hash (the seed rewrites
 * both whenever a deck, its cards or its translations change). Equal texts mean equal deck answers,
 * in every language.
 */
export async function deckVersion(db: Kysely<Database>): Promise<string> {
  const rows = await db.selectFrom("decks").select(["deck_id", "content_hash"]).orderBy("deck_id").execute();
  return rows.map((row) => `${row.deck_id}:${row.content_hash}`).join(",");
}

/** Every free deck whole in `language` (each in English where it is not published in it), as its content file has it: two queries for the lot. */
export async function listFreeDecks(db: Kysely<Database>, language: Language = DEFAULT_LANGUAGE): Promise<LocalizedDeck[]> {
  const deckRows = await decksIn(db, language).select(factColumns).where("decks.is_premium", "=", false).execute();
  if (deckRows.length === 0) return [];
  const cardRows = await cardsIn(db, language)
    .select(["cards.deck_id", ...cardColumns])
    .where("cards.deck_id", "in", deckRows.map((row) => row.deck_id))
    .orderBy("cards.deck_id")
    .orderBy("cards.position")
    .execute();
  return deckRows.map((row) => {
    const { cardCount: _count, ...facts } = toFacts(row);
    return { ...facts, cards: cardRows.filter((card) => card.deck_id === row.deck_id).map(toCardContent) };
  });
}

/**
 * A deck's cards in order, in `language` where the deck is published in it: all of them, or only
 * the first `limit` (a premium deck's preview), in which case no other card's words are read from
 * the database, in any language.
 */
export async function readCards(db: Kysely<Database>, deckId: string, language: Language = DEFAULT_LANGUAGE, limit?: number): Promise<CardContent[]> {
  let query = cardsIn(db, language).select(cardColumns).where("cards.deck_id", "=", deckId).orderBy("cards.position");
  if (limit !== undefined) query = query.where("cards.position", "<", limit);
  return (await query.execute()).map(toCardContent);
}

/** The card at `position` of a deck (a live room shows one at a time), in `language` where the deck is published in it; null for none there. */
export async function readCardAt(db: Kysely<Database>, deckId: string, position: number, language: Language = DEFAULT_LANGUAGE): Promise<CardContent | null> {
  const row = await cardsIn(db, language).select(cardColumns).where("cards.deck_id", "=", deckId).where("cards.position", "=", position).executeTakeFirst();
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
  /** The language of the card and the title: the one asked for where the deck is published in it, else English. */
  language: Language;
}

/** These cards in `language` (each in English where its deck is not published in it), one query whatever their number; a card no longer in any deck is left out. */
export async function findCards(db: Kysely<Database>, cardIds: readonly string[], language: Language = DEFAULT_LANGUAGE): Promise<Map<string, CardInDeck>> {
  if (cardIds.length === 0) return new Map();
  const rows = await cardsIn(db, language)
    .innerJoin("decks", "decks.deck_id", "cards.deck_id")
    .leftJoin("deck_texts", (join) => join.onRef("deck_texts.deck_id", "=", "decks.deck_id").on("deck_texts.language", "=", language))
    .select(["cards.deck_id", "cards.position", ...cardColumns])
    .select(["decks.cover_color", "decks.is_premium", ...deckWords])
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
        language: row.language,
      },
    ]),
  );
}
