import type { DeckWithCards } from "../../shared/api-types";

/**
 * A free deck of `cardCount` light cards, whose n-th (from 1) asks `question(n)`; the cards' ids are
 * `${idPrefix}-${index}`.
 */
export function freeDeck(deckId: string, title: string, cardCount: number, question: (n: number) => string, idPrefix = deckId): DeckWithCards {
  return {
    deckId,
    title,
    description: "d",
    isPremium: false,
    cardCount,
    category: "teams",
    coverColor: "#14213D",
    preview: false,
    lockedCardCount: 0,
    cards: Array.from({ length: cardCount }, (_, index) => ({ id: `${idPrefix}-${index}`, index, question: question(index + 1), followUp: null, intensity: 1 })),
  };
}

/** A free four-card deck for the viewer's tests: "Question number 1?" … "Question number 4?". */
export const tinyDeck: DeckWithCards = freeDeck("tiny", "Tiny Deck", 4, (n) => `Question number ${n}?`, "card");
