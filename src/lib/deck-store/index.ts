export { deckStore, createDeckStore, isFresh, FRESHNESS_MS, DeckStoreQuotaError, type DeckStore } from "./deck-store";
export type { StoredDeck, StoredDeckList } from "./schema";
