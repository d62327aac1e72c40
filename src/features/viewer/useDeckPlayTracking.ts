import { useEffect } from "react";
import type { DeckWithCards } from "../../../shared/api-types";
import type { NavState } from "./navigation";
import { deckPlayTracker } from "./play-record";

/** Keeps the deck play record (for analytics): which deck is played and which cards were seen. */
export function useDeckPlayTracking({ deckId, title, cardCount }: DeckWithCards, { index, faceUp }: NavState) {
  useEffect(() => {
    deckPlayTracker.start({ deckId, title, cardCount });
  }, [deckId, title, cardCount]);

  // Flipping a card face up (and card 0, which starts face up) records it as seen.
  useEffect(() => {
    if (faceUp) deckPlayTracker.viewed(index);
  }, [faceUp, index]);
}
