import { FREE_PREVIEW_CARDS, type DeckWithCards } from "../../../shared/api-types";

/**
 * A full premium deck cut down to what anyone may read: the free preview, as the API sends it to
 * a caller without an entitlement. Used when an entitlement has ended, so the locked text leaves
 * the device at once instead of waiting for the next load of that deck.
 */
export function previewOf(deck: DeckWithCards): DeckWithCards {
  const cards = deck.cards.filter((card) => card.index < FREE_PREVIEW_CARDS);
  return { ...deck, cards, preview: true, lockedCardCount: Math.max(0, deck.cardCount - cards.length) };
}

/** A premium deck's full text: only a person entitled to it may keep it. */
export const isEntitledContent = (deck: Pick<DeckWithCards, "isPremium" | "preview">) => deck.isPremium && !deck.preview;
