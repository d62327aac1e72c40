// A deck put together by a person (their own, or one shared by its link) as the viewer plays it: a
// DeckWithCards of the cards this reader may read, the locked ones by position with the premium
// deck that unlocks each, and where each gathered card comes from (shared and saved as itself).
import type { Card, DeckWithCards } from "../../../shared/api-types";
import { OWN_DECK_COLOR, type OwnDeckCard, type SharedDeck } from "../../../shared/own-decks";


export interface PlayableDeck {
  deck: DeckWithCards;
  /** Position → the premium deck whose purchase unlocks the card there. */
  locked: Map<number, string>;
  origins: { cardId: string; deckId: string; deckTitle: string; coverColor: string; index: number; isPremium: boolean }[];
}

export function playableDeck(deckId: string, { title, description, cards }: Pick<SharedDeck, "title" | "description" | "cards">): PlayableDeck {
  const locked = new Map<number, string>();
  const readable: Card[] = [];
  const origins: PlayableDeck["origins"] = [];
  cards.forEach((card, index) => {
    if (card.origin && card.cardId) {
      origins.push({ cardId: card.cardId, deckId: card.origin.deckId, deckTitle: card.origin.deckTitle, coverColor: card.origin.coverColor, index: card.origin.position, isPremium: card.origin.isPremium });
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

/** A deck's entries as the viewer's cards: the person's questions, and gathered cards with their origin. */
export function playedCards(cards: OwnDeckCard[]): SharedDeck["cards"] {
  return cards.map((card, index): SharedDeck["cards"][number] => {
    if (card.kind === "question") return { index, intensity: card.intensity, locked: false, question: card.question, followUp: card.followUp };
    const gathered = { index, intensity: card.intensity, cardId: card.cardId, origin: { deckId: card.deckId, deckTitle: card.deckTitle, coverColor: card.coverColor, position: card.position, isPremium: card.isPremium } };
    return card.locked ? { ...gathered, locked: true } : { ...gathered, locked: false, question: card.question, followUp: card.followUp };
  });
}

/**
 * The cards of a playable deck that its reader may read, numbered afresh: what a table deals (a
 * table plays what everyone at it can read, with no locked card in the way).
 */
export function readableDeck({ deck }: PlayableDeck): DeckWithCards {
  const cards = deck.cards.map((card, index) => ({ ...card, index }));
  return { ...deck, cards, cardCount: cards.length, lockedCardCount: 0 };
}
