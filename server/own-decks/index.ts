// A person's own decks: their questions and gathered cards, synced between their devices, shared by link.
export { ownDeckRoutes } from "./own-deck-routes";
