import type { CardToGather } from "./draft";

/** What the new-deck page (NEW_DECK_URL) can be opened with: a card to start the deck with ('Add to my deck'). */
export interface NewDeckState {
  gather?: CardToGather;
}
