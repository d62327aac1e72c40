// What a visitor is sent, computed from the content files instead of the database: the build
// prerenders the deck list and the free decks from it (scripts/prerender.mjs), and an API test
// holds it equal to what the API answers.
import type { DeckSummary, DeckWithCards } from "../../shared/api-types";
import type { DeckContent } from "../content/deck-content";

function deckSummary(deck: DeckContent): DeckSummary {
  return {
    deckId: deck.deckId,
    title: deck.title,
    description: deck.description,
    isPremium: deck.isPremium,
    cardCount: deck.cards.length,
    category: deck.category,
    coverColor: deck.coverColor,
  };
}

/** The deck list as `GET /api/decks` orders it (by title). */
export function deckList(decks: DeckContent[]): DeckSummary[] {
  return decks.map(deckSummary).sort((a, b) => (a.title < b.title ? -1 : a.title > b.title ? 1 : 0));
}

/** A free deck with all its cards. Premium decks are never built here: their text is gated. */
export function freeDeckWithCards(deck: DeckContent): DeckWithCards {
  if (deck.isPremium) throw new Error(`${deck.deckId} is premium: its cards are served per caller`);
  return {
    ...deckSummary(deck),
    cards: deck.cards.map((card, index) => ({
      id: card.id,
      index,
      question: card.question,
      followUp: card.followUp ?? null,
      intensity: card.intensity,
    })),
    preview: false,
    lockedCardCount: 0,
  };
}
