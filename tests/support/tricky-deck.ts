// A deck whose words need escaping in HTML, for the tests of the worker's first paints, which
// write a stored deck's words into the build's templates (build/*-first-paint.test.ts).
import type { DeckWithCards, Intensity } from "../../shared/api-types";

export const trickyDeck: DeckWithCards = {
  deckId: "tricky-deck",
  title: `Ana & "Bo" <3 'us'`,
  description: "A deck whose words need escaping.",
  category: "relationships",
  cardCount: 30,
  isPremium: false,
  coverColor: "#14213D",
  preview: false,
  lockedCardCount: 0,
  cards: Array.from({ length: 30 }, (_, index) => ({
    id: `tricky-${index}`,
    index,
    question: `Question ${index}: what's <b>"best"</b> & why?`,
    followUp: index % 3 === 0 ? null : `And then — ${index}'s follow-up?`,
    intensity: ((index % 3) + 1) as Intensity,
  })),
};
