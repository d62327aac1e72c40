import { msg } from "@lingui/core/macro";
import type { DeckSummary } from "../../../shared/api-types";
import { i18n } from "../../lib/i18n";
import { deckUrl, signUpForDeck, type SignUpState } from "../../lib/app-urls";

/** Shown on /signup when a visitor chose a premium deck (a message: drawn with i18n._). */
export const PREMIUM_SIGNUP_MESSAGE = msg`Sign up to access premium decks`;

export interface DeckDestination {
  to: string;
  state?: SignUpState;
}

/**
 * Where a click on a deck leads: the deck, or /signup for a visitor choosing a premium deck (spec).
 * A signed-in person gets the deck whether or not they own it: a premium deck they do not own
 * opens as its preview, whose lock offers the purchase.
 */
export function deckDestination(deck: Pick<DeckSummary, "deckId" | "isPremium">, signedIn: boolean): DeckDestination {
  if (deck.isPremium && !signedIn) return signUpForDeck(deck.deckId, i18n._(PREMIUM_SIGNUP_MESSAGE));
  return { to: deckUrl(deck.deckId) };
}
