// The decks feature's public surface: other features use deck data through this module only.
export { loadDeckCards, loadDecks, saveDeckForOffline, DeckNotSavedError } from "./deck-repository";
export { useDecks } from "./useDecks";
export { deckDestination, type DeckDestination } from "./deck-link";
export { DeckCard } from "./DeckCard";
export { DecksLoadState } from "./DecksLoadState";
