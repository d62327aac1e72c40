// The decks feature's public surface: other features use deck data through this module only.
export { fetchDeckCards, fetchDecks } from "./deck-api";
export { loadDeckCards, DeckNotSavedError } from "./deck-repository";
export { sortDecks } from "./sort-decks";
export { useDecks, DECKS_ERROR_MESSAGE } from "./useDecks";
export { deckDestination, PREMIUM_SIGNUP_MESSAGE, type DeckDestination } from "./deck-link";
export { DeckCard } from "./DeckCard";
export { DecksLoadState } from "./DecksLoadState";
