// What the device database's tests share: a small deck and saved cards to store, a fresh, empty
// IndexedDB per test, and the database as an older version of the page left it.
import { IDBFactory } from "fake-indexeddb";
import { openDB } from "idb";
import { afterEach, beforeEach, vi } from "vitest";
import type { DeckWithCards } from "../../shared/api-types";
import { DEVICE_DB_NAME } from "../../shared/device-db";
import type { SavedCardRecord } from "../../src/lib/device-db/saved-cards";

/** A two-card free deck, with any field replaced. */
export function testDeck(deckId: string, extra: Partial<DeckWithCards> = {}): DeckWithCards {
  return {
    deckId,
    title: deckId,
    description: "d",
    isPremium: false,
    cardCount: 2,
    category: "teams",
    coverColor: "#14213D",
    preview: false,
    lockedCardCount: 0,
    cards: [
      { id: "first", index: 0, question: "First?", followUp: null, intensity: 1 },
      { id: "second", index: 1, question: "Second?", followUp: null, intensity: 2 },
    ],
    ...extra,
  };
}

/**
 * A card "sub-1" saved (not yet sent: pending) from card `index` of the deck `deckId` ("Future Us"),
 * its question "<cardId>?", with any field replaced.
 */
export function savedCardRecord(cardId: string, extra: Partial<SavedCardRecord> = {}, index = 0, deckId = "future"): SavedCardRecord {
  return {
    cardId,
    userId: "sub-1",
    saved: true,
    changedAt: "2026-01-01T12:00:00.100Z",
    pending: true,
    card: { deckId, deckTitle: "Future Us", coverColor: "#14213D", index, content: { question: `${cardId}?`, followUp: null, intensity: 1 } },
    ...extra,
  };
}

/** An update for the saved-card store: `records` in place of those with the same card ids. */
export const putSavedCards = (...records: SavedCardRecord[]) => (current: SavedCardRecord[]) => [
  ...current.filter((r) => !records.some((n) => n.cardId === r.cardId)),
  ...records,
];

/** Every test of the file starts on an empty IndexedDB, with the store's warnings silenced. */
export function freshIndexedDbForEachTest() {
  beforeEach(() => {
    globalThis.indexedDB = new IDBFactory();
    vi.spyOn(console, "warn").mockImplementation(() => {});
  });
  afterEach(() => vi.restoreAllMocks());
}

/**
 * The device database as an older page left it (version 5: before the own decks; 6: before saved
 * cards' times were ISO text), holding `records` by store, written as that page wrote them. Closed
 * again, for the page's code to open and upgrade.
 */
export async function oldDeviceDb(version: 5 | 6 | 7, records: Record<string, unknown[]>): Promise<void> {
  const db = await openDB(DEVICE_DB_NAME, version, {
    upgrade(old, oldVersion) {
      if (oldVersion < 1) old.createObjectStore("decks", { keyPath: "deckId" });
      if (oldVersion < 2) {
        old.createObjectStore("deckList", { keyPath: "key" });
        old.createObjectStore("lastCard", { keyPath: "deckId" });
      }
      if (oldVersion < 3) old.createObjectStore("entitlements", { keyPath: "key" });
      if (oldVersion < 4) old.createObjectStore("events", { keyPath: "id", autoIncrement: true });
      if (oldVersion < 5) old.createObjectStore("savedCards", { keyPath: "cardId" });
      if (oldVersion < 6 && version >= 6) old.createObjectStore("ownDecks", { keyPath: "deckId" });
    },
  });
  for (const [store, values] of Object.entries(records)) for (const value of values) await db.put(store, value);
  db.close();
}
