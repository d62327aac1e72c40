import { sql, type Kysely, type Transaction } from "kysely";
import type { Database } from "./schema";
import { contentHash, type DeckContent } from "../content/deck-content";
import { wholeTexts } from "../content/deck-texts";

export interface SeedResult {
  inserted: string[];
  updated: string[];
  removed: string[];
  unchanged: number;
}

/** Any constant the app uses for no other lock: it names "the deck seed" to PostgreSQL. */
const SEED_LOCK = 7_245_193_806;

async function writeDeckRow(trx: Transaction<Database>, deck: DeckContent, hash: string) {
  const row = {
    deck_id: deck.deckId,
    title: deck.title,
    description: deck.description,
    category: deck.category,
    is_premium: deck.isPremium,
    cover_color: deck.coverColor,
    card_count: deck.cards.length,
    content_hash: hash,
    updated_at: new Date(),
  };
  await trx
    .insertInto("decks")
    .values(row)
    .onConflict((oc) => oc.column("deck_id").doUpdateSet(row))
    .execute();
}

async function writeCards(trx: Transaction<Database>, deck: DeckContent) {
  await trx
    .insertInto("cards")
    .values(
      deck.cards.map((card, position) => ({
        card_id: card.id,
        deck_id: deck.deckId,
        position,
        question: card.question,
        follow_up: card.followUp ?? null,
        intensity: card.intensity,
      })),
    )
    .execute();
}

/**
 * A deck's translations, only those whole for its cards (wholeTexts), so that the deck_texts row
 * which publishes the deck in a language never comes without every card's words.
 */
async function writeTexts(trx: Transaction<Database>, deck: DeckContent) {
  const texts = wholeTexts(deck);
  if (texts.length === 0) return;
  await trx
    .insertInto("deck_texts")
    .values(texts.map(({ language, text }) => ({ deck_id: deck.deckId, language, title: text.title, description: text.description })))
    .execute();
  await trx
    .insertInto("card_texts")
    .values(texts.flatMap(({ language, text }) => text.cards.map((card) => ({ card_id: card.id, language, question: card.question, follow_up: card.followUp ?? null }))))
    .execute();
}

/**
 * Makes the decks and cards tables, and their translations, match the content files. Idempotent:
 * a deck whose content hash (translations included) is unchanged is not touched, so a restart
 * does no writes. The whole seed is one transaction holding an advisory lock: servers starting at
 * once seed one after the other, and the later ones find the work done (each statement under READ
 * COMMITTED sees what the earlier one committed).
 */
export async function seedDecks(db: Kysely<Database>, decks: DeckContent[]): Promise<SeedResult> {
  return db.transaction().execute(async (trx) => {
    await sql`SELECT pg_advisory_xact_lock(${sql.lit(SEED_LOCK)})`.execute(trx);
    const result: SeedResult = { inserted: [], updated: [], removed: [], unchanged: 0 };
    const existing = new Map(
      (await trx.selectFrom("decks").select(["deck_id", "content_hash"]).execute()).map((r) => [r.deck_id, r.content_hash]),
    );
    const changed: DeckContent[] = [];
    for (const deck of decks) {
      const hash = contentHash(deck);
      const previous = existing.get(deck.deckId);
      existing.delete(deck.deckId);
      if (previous === hash) {
        result.unchanged += 1;
        continue;
      }
      await writeDeckRow(trx, deck, hash);
      changed.push(deck);
      (previous === undefined ? result.inserted : result.updated).push(deck.deckId);
    }
    // Every changed deck's old cards go before any new ones are written: a card that moved from
    // one deck to another keeps its (unique) id. Their translations go with them (card_texts
    // cascades from cards); the decks' own are deleted here, as their rows are updated in place.
    if (changed.length > 0) {
      const changedIds = changed.map((d) => d.deckId);
      await trx.deleteFrom("deck_texts").where("deck_id", "in", changedIds).execute();
      await trx.deleteFrom("cards").where("deck_id", "in", changedIds).execute();
    }
    for (const deck of changed) await writeCards(trx, deck);
    for (const deck of changed) await writeTexts(trx, deck);
    for (const deckId of existing.keys()) {
      await trx.deleteFrom("decks").where("deck_id", "=", deckId).execute();
      result.removed.push(deckId);
    }
    return result;
  });
}
