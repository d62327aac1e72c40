import type { DeckWithCards } from "../../shared/api-types";

/** A free four-card deck for the viewer's tests: "Question number 1?" … "Question number 4?". */
export const tinyDeck: DeckWithCards = {
  deckId: "tiny",
  title: "Tiny Deck",
  description: "d",
  isPremium: false,
  cardCount: 4,
  category: "teams",
  coverColor: "#14213D",
  preview: false,
  lockedCardCount: 0,
  cards: [0, 1, 2, 3].map((index) => ({ id: `card-${index}`, index, question: `Question number ${index + 1}?`, followUp: null, intensity: 1 })),
};
