import { t } from "@lingui/core/macro";
import type { DeckSummary } from "../../../shared/api-types";
import { signUpForDeck } from "../../lib/app-urls";
import { deckDestination, type DeckDestination } from "../decks";

const LANDING_PREVIEW_COUNT = 3;

/**
 * The landing page's preview decks: the first three of the sorted list. The first opens as any
 * deck does; the 2nd and 3rd send visitors to /signup (spec), carrying the deck they chose.
 */
export function previewDestinations(
  decks: DeckSummary[],
  signedIn: boolean,
): { deck: DeckSummary; destination: DeckDestination }[] {
  return decks.slice(0, LANDING_PREVIEW_COUNT).map((deck, position) => {
    if (position === 0 || signedIn) return { deck, destination: deckDestination(deck, signedIn) };
    const premium = deckDestination(deck, false);
    return {
      deck,
      destination: signUpForDeck(deck.deckId, premium.state?.message ?? t`Create a free account to open this deck`),
    };
  });
}
