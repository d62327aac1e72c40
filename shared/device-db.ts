// The page's IndexedDB database, by name: src/lib/device-db/schema.ts has its version and stores,
// shared/device-records.ts the records a person's sync keeps. Named here because the service
// worker reads one store too: a stored deck, to draw a table link's first paint
// (sw/device-page.ts). It only reads, and never opens a version of its own.
export const DEVICE_DB_NAME = "spark-decks";

/**
 * The store of each deck's cards, keyed by deck id and the page language it was asked for:
 * `{ deckId, language, deck, fetchedAt }` (database version 8; before, by deck id alone).
 */
export const DECKS_STORE = "decks";
