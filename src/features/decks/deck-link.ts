import type { DeckSummary } from "../../../shared/api-types";
import { deckUrl, paywallUrl, signUpForDeck, type SignUpState } from "../../lib/app-urls";

export const PREMIUM_SIGNUP_MESSAGE = "Sign up to access premium decks";

export interface DeckDestination {
  to: string;
  state?: SignUpState;
}

/**
 * Where a click on a deck leads: the deck; /signup for a visitor choosing a premium deck (spec);
 * the deck's offer for a signed-in person choosing a premium deck they do not own. `owned` is
 * undefined while that is not known (entitlements loading, or offline and never fetched): the
 * deck then opens, and its lock offers the purchase.
 */
export function deckDestination(
  deck: Pick<DeckSummary, "deckId" | "isPremium">,
  signedIn: boolean,
  owned?: boolean,
): DeckDestination {
  if (deck.isPremium && !signedIn) return signUpForDeck(deck.deckId, PREMIUM_SIGNUP_MESSAGE);
  if (deck.isPremium && owned === false) return { to: paywallUrl(deck.deckId) };
  return { to: deckUrl(deck.deckId) };
}
