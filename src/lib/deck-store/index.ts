export { deckStore, isFresh, FRESHNESS_MS } from "./deck-store";
