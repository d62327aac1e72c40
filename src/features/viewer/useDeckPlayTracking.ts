import { useEffect } from "react";
import type { DeckWithCards } from "../../../shared/api-types";
import type { NavState } from "./navigation";
import { trackDeckEvent } from "./play-analytics";
import { deckPlayTracker } from "./play-record";

/**
 * Keeps the deck play record (for analytics): which deck is played and which cards were seen. A
 * play that starts is the deck's 'open' event. Saved cards played as a deck are not a deck's play.
 */
export function useDeckPlayTracking({ deckId, title, cardCount, cards }: DeckWithCards, { index, faceUp }: NavState, enabled = true) {
  useEffect(() => {
    if (!enabled) return;
    const start = () => {
      if (deckPlayTracker.start({ deckId, title, cardCount })) trackDeckEvent("open", { deckId, title });
    };
    start();
    // A page hidden for good ends its play; if the browser brings it back from its page cache, it is a new play.
    const shown = (event: PageTransitionEvent) => event.persisted && start();
    window.addEventListener("pageshow", shown);
    return () => window.removeEventListener("pageshow", shown);
  }, [deckId, title, cardCount, enabled]);

  // Flipping a card face up (and card 0, which starts face up) records it as seen.
  // Counted by the card's id (a card without one, stored before ids, by its position).
  useEffect(() => {
    if (!enabled || !faceUp) return;
    deckPlayTracker.viewed(cards.find((card) => card.index === index)?.id ?? `#${index}`);
  }, [faceUp, index, cards, enabled]);
}
