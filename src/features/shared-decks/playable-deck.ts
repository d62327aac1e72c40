// A deck put together by a person (their own, or one shared by its link) as the viewer plays it: a
// DeckWithCards of the cards this reader may read, the locked ones by position with the premium
// deck that unlocks each, and where each gathered card comes from (shared and saved as itself).
import type { Card, DeckWithCards } from "../../../shared/api-types";
import type { SharedDeck } from "../../../shared/own-decks";

/** The colour a person's deck is drawn in (white text on it meets WCAG AA). */
const OWN_DECK_COLOR = "#3B3F8F";

export interface PlayableDeck {
  deck: DeckWithCards;
  /** Position → the premium deck whose purchase unlocks the card there. */
  locked: Map<number, string>;
  origins: { cardId: string; deckId: string; deckTitle: string; coverColor: string; index: number }[];
}

export function playableDeck(deckId: string, { title, description, cards }: Pick<SharedDeck, "title" | "description" | "cards">): PlayableDeck {
  const locked = new Map<number, string>();
  const readable: Card[] = [];
  const origins: PlayableDeck["origins"] = [];
  cards.forEach((card, index) => {
    if (card.origin && card.cardId) {
      origins.push({ cardId: card.cardId, deckId: card.origin.deckId, deckTitle: card.origin.deckTitle, coverColor: card.origin.coverColor, index: card.origin.position });
    }
    if (card.locked) {
      locked.set(index, card.origin?.deckId ?? deckId);
      return;
    }
    // A question of the person's own has no id of the catalogue: it cannot be saved as a card.
    readable.push({ id: card.cardId ?? "", index, question: card.question, followUp: card.followUp, intensity: card.intensity });
  });
  return {
    deck: {
      deckId,
      title,
      description,
      isPremium: false,
      cardCount: cards.length,
      category: "relationships",
      coverColor: OWN_DECK_COLOR,
      cards: readable,
      preview: false,
      lockedCardCount: locked.size,
    },
    locked,
    origins,
  };
}
