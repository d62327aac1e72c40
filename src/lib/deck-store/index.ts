export { deckStore, isFresh, FRESHNESS_MS } from "./deck-store";
export { isEntitledContent } from "./preview";
