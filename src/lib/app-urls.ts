// Every address of the app that is built from data (a deck, a card, sign-up that comes back to a
// deck) is made here, and the route patterns that read them back are declared next to them.

/** Spec: a deck opens at /deck/{deckId}; the viewer keeps the card in /decks/{deckId}/cards/{n}. */
export const DECK_ROUTE = "/deck/:deckId";
export const CARD_ROUTE = "/decks/:deckId/cards/:cardIndex";

export function deckUrl(deckId: string): string {
  return `/deck/${encodeURIComponent(deckId)}`;
}

export function cardUrl(deckId: string, index: number): string {
  return `/decks/${encodeURIComponent(deckId)}/cards/${index}`;
}

export const SIGN_UP_URL = "/signup";

/** What a page hands to /signup through navigation state: the deck to open once signed up. */
export interface SignUpState {
  message?: string;
  redirectTo?: string;
  source?: "deck";
  deckId?: string;
}

/** Sign-up that comes back to a deck (spec: source 'deck' with a deckId, and a redirect target). */
export function signUpForDeck(deckId: string, message?: string): { to: string; state: SignUpState } {
  return { to: SIGN_UP_URL, state: { ...(message ? { message } : {}), redirectTo: deckUrl(deckId), source: "deck", deckId } };
}

/** Where sign-up ends: the deck it came from, else home. */
export function afterSignUpUrl(state: SignUpState | null): string {
  if (state?.source === "deck" && state.deckId) return deckUrl(state.deckId);
  return "/";
}
