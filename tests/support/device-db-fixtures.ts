// What the device database's tests share: a small deck to store, and a fresh, empty IndexedDB per test.
import { IDBFactory } from "fake-indexeddb";
import { afterEach, beforeEach, vi } from "vitest";
import type { DeckWithCards } from "../../shared/api-types";

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

/** Every test of the file starts on an empty IndexedDB, with the store's warnings silenced. */
export function freshIndexedDbForEachTest() {
  beforeEach(() => {
    globalThis.indexedDB = new IDBFactory();
    vi.spyOn(console, "warn").mockImplementation(() => {});
  });
  afterEach(() => vi.restoreAllMocks());
}
