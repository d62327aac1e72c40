import { useEffect } from "react";
import type { DeckWithCards } from "../../../shared/api-types";
import type { NavState } from "./navigation";
import { trackDeckEvent } from "./play-analytics";
import { deckPlayTracker } from "./play-record";

/**
 * Keeps the deck play record (for analytics): which deck is played and which cards were seen. A
 * play that starts is the deck's 'open' event.
 */
export function useDeckPlayTracking({ deckId, title, cardCount }: DeckWithCards, { index, faceUp }: NavState) {
  useEffect(() => {
    const start = () => {
      if (deckPlayTracker.start({ deckId, title, cardCount })) trackDeckEvent("open", { deckId, title });
    };
    start();
    // A page hidden for good ends its play; if the browser brings it back from its page cache, it is a new play.
    const shown = (event: PageTransitionEvent) => event.persisted && start();
    window.addEventListener("pageshow", shown);
    return () => window.removeEventListener("pageshow", shown);
  }, [deckId, title, cardCount]);

  // Flipping a card face up (and card 0, which starts face up) records it as seen.
  useEffect(() => {
    if (faceUp) deckPlayTracker.viewed(index);
  }, [faceUp, index]);
}
