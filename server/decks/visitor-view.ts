// The one place a deck answer is shaped, from a deck as its content file has it. The API builds
// every deck answer with it from the rows the seed wrote (public-decks.ts from memory, deck-routes.ts
// per caller), and the build prerenders the deck list and the free decks with it from the content
// files themselves (scripts/prerender.mjs): the same functions from the same kind of input, so a
// prerendered page and the API cannot send a visitor different decks.
import type { Card, DeckSummary, DeckWithCards, Intensity } from "../../shared/api-types";
import type { CardContent, DeckContent } from "../content/deck-content";

/** A deck's own fields as its content file has them, with the number of its cards in their place. */
export type DeckFacts = Omit<DeckContent, "cards"> & { cardCount: number };

/** A whole deck (its content file), or its facts alone. */
type AnyDeck = DeckContent | DeckFacts;

const cardCountOf = (deck: AnyDeck) => ("cardCount" in deck ? deck.cardCount : deck.cards.length);

function deckSummary(deck: AnyDeck): DeckSummary {
  return {
    deckId: deck.deckId,
    title: deck.title,
    description: deck.description,
    isPremium: deck.isPremium,
    cardCount: cardCountOf(deck),
    category: deck.category,
    coverColor: deck.coverColor,
  };
}

/** A card at its place in the deck: `cards` are the deck's first cards, in order. */
const toCard = (card: CardContent, index: number): Card => ({
  id: card.id,
  index,
  question: card.question,
  followUp: card.followUp ?? null,
  intensity: card.intensity,
});

/** The deck list as `GET /api/decks` sends it, by title. */
export function deckList(decks: readonly AnyDeck[]): DeckSummary[] {
  return decks.map(deckSummary).sort((a, b) => (a.title < b.title ? -1 : a.title > b.title ? 1 : 0));
}

/**
 * A deck with the cards a caller may read: all of them, or its first ones (a premium deck's
 * preview). `cards` are the deck's first cards in order; the rest are counted as locked, and
 * `lockedIntensities` are their levels, in order.
 */
export function deckWithCards(deck: AnyDeck, cards: readonly CardContent[], preview: boolean, lockedIntensities: readonly Intensity[] = []): DeckWithCards {
  return {
    ...deckSummary(deck),
    cards: cards.map(toCard),
    preview,
    lockedCardCount: cardCountOf(deck) - cards.length,
    lockedIntensities: [...lockedIntensities],
  };
}

/** A free deck with all its cards. Premium decks are never built here: their text is gated. */
export function freeDeckWithCards(deck: DeckContent): DeckWithCards {
  if (deck.isPremium) throw new Error(`${deck.deckId} is premium: its cards are served per caller`);
  return deckWithCards(deck, deck.cards, false);
}
