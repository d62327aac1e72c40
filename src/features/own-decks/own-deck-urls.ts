// The addresses of a person's own decks: the list, the editor, and where a deck plays (the
// viewer's page for own decks, /my-decks/{deckId}/play).
export const MY_DECKS_URL = "/my-decks";
export const NEW_DECK_URL = "/my-decks/new";

export const editDeckUrl = (deckId: string) => `/my-decks/${encodeURIComponent(deckId)}/edit`;

export const playDeckUrl = (deckId: string) => `/my-decks/${encodeURIComponent(deckId)}/play`;

/** What /my-decks/new can be opened with: a card to start the deck with ('Add to my deck'). */
export interface NewDeckState {
  gather?: import("./draft").CardToGather;
}
