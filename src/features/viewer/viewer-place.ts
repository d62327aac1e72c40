import type { Card, DeckSummary, DeckWithCards } from "../../../shared/api-types";
import type { LastCardPosition } from "./last-card-store";
import { cardUrl, deckUrl, savedCardUrl } from "../../lib/app-urls";

/**
 * Where a played deck lives: a deck of the catalogue (/deck/{id}, /decks/{id}/cards/{n}) or the
 * person's saved cards played as a deck of their own (/saved/cards/{n}). The viewer is the same;
 * only its addresses, what a shared link points at, and whether the play is remembered differ.
 */
export interface ViewerPlace {
  /** The address of the card at `index`. */
  cardPath(index: number): string;
  /** Another address that also shows the first card (the deck's own), or null. */
  rootPath: string | null;
  /**
   * The path a shared link to the card at `index` opens (the card in its own deck), or null when
   * it has none anyone else could open (a question of a person's own deck that is not shared): its
   * text is shared instead.
   */
  sharePath(index: number): string | null;
  /** A deck of the catalogue: its last card is remembered on the device and its play counted. */
  isCatalogueDeck: boolean;
  /** The deck a card belongs to (saved cards come from many). */
  deckOf(card: Card): CardDeck;
  /** A card of the content: its own deck and its place there (null for a person's own question). */
  originOf(card: Card): CardOrigin | null;
}

export type CardDeck = Pick<DeckSummary, "deckId" | "title" | "coverColor"> & { isPremium?: boolean };

interface CardOrigin {
  deckId: string;
  title: string;
  coverColor: string;
  position: number;
  /** Whether its deck is premium, where the place knows (else false: the server says on the next sync). */
  isPremium: boolean;
}

// One place per deck object: the viewer's callbacks built on it stay the same between renders.
const places = new WeakMap<CardDeck, ViewerPlace>();

export function deckPlace(deck: CardDeck): ViewerPlace {
  let place = places.get(deck);
  if (!place) places.set(deck, (place = catalogueDeckPlace(deck)));
  return place;
}

function catalogueDeckPlace({ deckId, title, coverColor, isPremium = false }: CardDeck): ViewerPlace {
  return {
    deckOf: () => ({ deckId, title, coverColor }),
    originOf: (card) => (card.id ? { deckId, title, coverColor, position: card.index, isPremium } : null),
    cardPath: (index) => cardUrl(deckId, index),
    rootPath: deckUrl(deckId),
    sharePath: (index) => cardUrl(deckId, index),
    isCatalogueDeck: true,
  };
}

/**
 * The index to open a deck at from where the device was last: the remembered card wherever it is
 * now (an edit may have moved it), else the remembered position.
 */
export function restoredIndex(position: LastCardPosition | null, cards: Card[]): number | null {
  if (!position) return null;
  const card = position.cardId === null ? undefined : cards.find((c) => c.id === position.cardId);
  return card ? card.index : position.index;
}

/** What the device remembers for the card at `index` of a deck. */
export function positionOf(deck: DeckWithCards, index: number): LastCardPosition {
  return { index, cardId: deck.cards.find((c) => c.index === index)?.id ?? null };
}

/** A saved card's own deck and place in it (what savedPlace needs of the saved list). */
export interface SavedCardOrigin {
  cardId: string;
  deckId: string;
  deckTitle: string;
  coverColor: string;
  index: number;
  isPremium?: boolean;
}

/**
 * The person's saved cards played as a deck of their own: at /saved/cards/{n}; a shared link opens
 * the card in its own deck; a save there is a save of the card in its own deck.
 */
export function savedPlace(deck: DeckWithCards, origins: SavedCardOrigin[]): ViewerPlace {
  return collectionPlace(deck, origins, { cardPath: savedCardUrl, rootPath: null, sharePath: savedCardUrl });
}

/**
 * Cards put together in a deck that is no deck of the catalogue (saved cards, a person's own deck,
 * a deck shared by its link): played at `cardPath`; a card gathered from the catalogue (in
 * `origins`) is shared and saved as the card in its own deck, any other at `sharePath`.
 */
export function collectionPlace(
  deck: DeckWithCards,
  origins: SavedCardOrigin[],
  paths: { cardPath: (index: number) => string; rootPath: string | null; sharePath: (index: number) => string | null },
): ViewerPlace {
  const byId = new Map(origins.map((origin) => [origin.cardId, origin]));
  const originAt = (index: number) => {
    const id = deck.cards.find((card) => card.index === index)?.id;
    return id === undefined ? undefined : byId.get(id);
  };
  return {
    cardPath: paths.cardPath,
    rootPath: paths.rootPath,
    sharePath: (index) => {
      const origin = originAt(index);
      return origin ? cardUrl(origin.deckId, origin.index) : paths.sharePath(index);
    },
    isCatalogueDeck: false,
    deckOf: (card) => {
      const origin = byId.get(card.id);
      return origin ? { deckId: origin.deckId, title: origin.deckTitle, coverColor: origin.coverColor } : deck;
    },
    originOf: (card) => {
      const origin = byId.get(card.id);
      return origin ? { deckId: origin.deckId, title: origin.deckTitle, coverColor: origin.coverColor, position: origin.index, isPremium: origin.isPremium ?? false } : null;
    },
  };
}
