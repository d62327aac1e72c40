// The cards of people's own decks as a reader may see them: their own questions as written, and
// each gathered card from the content, locked when it is premium and the reader may not read it.
import type { Kysely } from "kysely";
import type { Database } from "../db/schema";
import { findCards } from "../decks/deck-repository";
import { FREE_PREVIEW_CARDS, type Intensity } from "../../shared/api-types";
import type { OwnDeckCard } from "../../shared/own-decks";
import { findLiveOwnDeck, type OwnDeckRow } from "./own-deck-repository";

export interface OwnDeckAccess {
  hasPass(userId: string): Promise<boolean>;
  /** Which premium decks this reader may read in full: all of them, or these (null: a visitor). */
  premiumAccess(userId: string | null): Promise<{ all: boolean; decks: Set<string> }>;
}

/** The cards of these decks as this reader may see them: a premium card they may not read comes locked. */
export async function resolveCards(db: Kysely<Database>, rows: OwnDeckRow[], access: { all: boolean; decks: Set<string> }) {
  const ids = rows.flatMap((row) => row.cards.flatMap((entry) => (entry.kind === "card" ? [entry.cardId] : [])));
  const found = await findCards(db, [...new Set(ids)]);
  return (row: OwnDeckRow): OwnDeckCard[] =>
    row.cards.flatMap((entry): OwnDeckCard[] => {
      if (entry.kind === "question") return [entry];
      const card = found.get(entry.cardId);
      if (!card) return []; // a card that left the content leaves the deck
      const readable = !card.isPremium || card.position < FREE_PREVIEW_CARDS || access.all || access.decks.has(card.deckId);
      const base = { ...entry, deckId: card.deckId, deckTitle: card.deckTitle, coverColor: card.coverColor, position: card.position, isPremium: card.isPremium, intensity: card.card.intensity as Intensity };
      return [readable ? { ...base, locked: false, question: card.card.question, followUp: card.card.followUp ?? null } : { ...base, locked: true }];
    });
}

/** A deck of the person's own as they may play it (a live room): its title and the cards they may read. */
export async function readableOwnDeck(
  db: Kysely<Database>,
  access: OwnDeckAccess,
  ownerId: string,
  deckId: string,
): Promise<{ title: string; cards: { question: string; followUp: string | null; intensity: Intensity }[] } | null> {
  const row = await findLiveOwnDeck(db, ownerId, deckId);
  if (!row) return null;
  const cards = (await resolveCards(db, [row], await access.premiumAccess(ownerId)))(row);
  return {
    title: row.title,
    cards: cards.flatMap((card) => (card.kind === "question" || !card.locked ? [{ question: card.question, followUp: card.followUp, intensity: card.intensity }] : [])),
  };
}
