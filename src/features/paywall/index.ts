export { UnlockOffer } from "./UnlockOffer";
export { DeckPaywall } from "./DeckPaywall";
