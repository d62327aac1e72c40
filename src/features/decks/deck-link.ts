import type { DeckSummary } from "../../../shared/api-types";

export const PREMIUM_SIGNUP_MESSAGE = "Sign up to access premium decks";

export interface DeckDestination {
  to: string;
  state?: { message: string; redirectTo: string; source: "deck"; deckId: string };
}

/** Where a click on a deck leads: the deck, or /signup for a visitor choosing a premium deck. */
export function deckDestination(deck: Pick<DeckSummary, "deckId" | "isPremium">, signedIn: boolean): DeckDestination {
  const deckPath = `/deck/${deck.deckId}`;
  if (deck.isPremium && !signedIn) {
    return {
      to: "/signup",
      state: { message: PREMIUM_SIGNUP_MESSAGE, redirectTo: deckPath, source: "deck", deckId: deck.deckId },
    };
  }
  return { to: deckPath };
}
