// The device database (IndexedDB): the connection, and the stores src/lib keeps for the features
// that share them. schema.ts lists every store and the feature that owns it; a feature's own store
// module (features/viewer/last-card-store.ts, …) works through `deviceDb`. The saved cards' store
// (./saved-cards) is imported by path, so that only the code that deals with saved cards loads it.
export { deviceDb, type Database, type DeviceDb } from "./device-db";
export { createDeckStore, deckStore, isFresh, FRESHNESS_MS } from "./decks";
export { isEntitledContent } from "./preview";
