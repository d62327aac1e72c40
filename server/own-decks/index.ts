// A person's own decks: their questions and gathered cards, synced between their devices, shared by link.
export { ownDeckRoutes } from "./own-deck-routes";
export { readableOwnDeck } from "./own-deck-cards";
export type { OwnDeckAccess } from "./own-deck-cards";
