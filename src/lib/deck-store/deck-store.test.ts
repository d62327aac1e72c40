import { openDB } from "idb";
import { describe, expect, it, vi } from "vitest";
import { createDeckStore, DeckStoreQuotaError, DeckStoreWriteError, FRESHNESS_MS, isFresh } from "./deck-store";
import { DB_NAME } from "./schema";
import { freshIndexedDbForEachTest, testDeck as deck } from "../../../tests/support/deck-store-fixtures";

freshIndexedDbForEachTest();

describe("deck store", () => {
  it("keeps a deck's cards with the time they were fetched", async () => {
    const store = createDeckStore({ now: () => 1234 });
    await store.writeDeck(deck("couples"));
    expect(await store.readDeck("couples")).toEqual({ deckId: "couples", deck: deck("couples"), fetchedAt: 1234 });
    expect(await store.storedDeckIds()).toEqual(["couples"]);
    await store.removeDeck("couples");
    expect(await store.readDeck("couples")).toBeNull();
  });

  it("keeps the deck list and the last card per deck", async () => {
    const store = createDeckStore({ now: () => 99 });
    await store.writeDeckList([deck("a"), deck("b")]);
    expect((await store.readDeckList())?.decks.map((d) => d.deckId)).toEqual(["a", "b"]);
    expect(await store.readLastCard("a")).toBeNull();
    await store.writeLastCard("a", { index: 7, cardId: "a-seven" });
    expect(await store.readLastCard("a")).toEqual({ index: 7, cardId: "a-seven" });
  });

  it("upgrades a version 1 database without losing its decks", async () => {
    const v1 = await openDB(DB_NAME, 1, {
      upgrade(db) {
        db.createObjectStore("decks", { keyPath: "deckId" });
      },
    });
    await v1.put("decks", { deckId: "friends", deck: deck("friends"), fetchedAt: 5 });
    v1.close();

    const store = createDeckStore();
    expect((await store.readDeck("friends"))?.deck.title).toBe("friends");
    await store.writeLastCard("friends", { index: 3, cardId: null });
    expect(await store.readLastCard("friends")).toEqual({ index: 3, cardId: null });
    expect(await store.readDeckList()).toBeNull();
  });

  it("drops a corrupt record and reads it as missing", async () => {
    const store = createDeckStore();
    await store.writeDeck(deck("values"));
    const raw = await openDB(DB_NAME);
    await raw.put("decks", { deckId: "values", deck: { deckId: "values", cards: "not a list" }, fetchedAt: 1 });
    await raw.put("deckList", { key: "all", decks: "nope", fetchedAt: "yesterday" });
    raw.close();
    expect(await store.readDeck("values")).toBeNull();
    expect(await store.storedDeckIds()).toEqual([]);
    expect(await store.readDeckList()).toBeNull();
  });

  it("rebuilds a database whose tables have gone", async () => {
    const broken = await openDB(DB_NAME, 2, {
      upgrade(db) {
        db.createObjectStore("decks", { keyPath: "deckId" });
      },
    });
    broken.close();
    const store = createDeckStore();
    expect(await store.readDeckList()).toBeNull();
    await store.writeDeckList([deck("a")]);
    expect((await store.readDeckList())?.decks).toHaveLength(1);
  });

  it("works as an empty store when IndexedDB is unavailable", async () => {
    // @ts-expect-error: a browser without IndexedDB (or one that refuses it)
    globalThis.indexedDB = undefined;
    const store = createDeckStore();
    expect(await store.readDeck("couples")).toBeNull();
    expect(await store.storedDeckIds()).toEqual([]);
    await expect(store.writeDeck(deck("couples"))).resolves.toBeUndefined();
  });

  it("reads as empty when the database refuses to open", async () => {
    const factory = new IDBFactory();
    vi.spyOn(factory, "open").mockImplementation(() => {
      throw new DOMException("The user denied permission", "InvalidStateError");
    });
    globalThis.indexedDB = factory;
    const store = createDeckStore();
    expect(await store.readDeckList()).toBeNull();
  });

  it("reports a full device as a quota error, to listeners too", async () => {
    const store = createDeckStore();
    await store.readDeck("warm-up");
    const heard = vi.fn();
    store.onWriteError(heard);
    vi.spyOn(IDBObjectStore.prototype, "put").mockImplementation(() => {
      throw new DOMException("Quota exceeded", "QuotaExceededError");
    });
    await expect(store.writeDeck(deck("couples"))).rejects.toBeInstanceOf(DeckStoreQuotaError);
    expect(heard).toHaveBeenCalledTimes(1);
  });

  it("reopens the database when its connection has closed (site data cleared) and the write goes through", async () => {
    const store = createDeckStore();
    await store.writeDeck(deck("first"));
    const db = await store.withDatabase(null, async (open) => open);
    db?.close(); // every call on it now throws "The database connection is closing"
    const heard = vi.fn();
    store.onWriteError(heard);
    await store.writeDeck(deck("second"));
    expect((await store.readDeck("second"))?.deck.title).toBe("second");
    expect(heard).not.toHaveBeenCalled();
  });

  it("reports a write that still fails after reopening, to listeners too", async () => {
    const store = createDeckStore();
    await store.writeDeck(deck("first"));
    const db = await store.withDatabase(null, async (open) => open);
    db?.close();
    vi.spyOn(indexedDB, "open").mockImplementation(() => {
      throw new DOMException("The database connection is closing.", "InvalidStateError");
    });
    const heard = vi.fn();
    store.onWriteError(heard);
    await expect(store.writeDeck(deck("second"))).rejects.toBeInstanceOf(DeckStoreWriteError);
    expect(heard).toHaveBeenCalledWith(expect.any(DeckStoreWriteError));
  });

  it("clears entitled content (full premium decks) and keeps previews and free decks", async () => {
    const store = createDeckStore();
    await store.writeDeck(deck("free"));
    await store.writeDeck(deck("premium-preview", { isPremium: true, preview: true }));
    await store.writeDeck(deck("premium-full", { isPremium: true, preview: false }));
    expect(await store.storedPreviewIds()).toEqual(["premium-preview"]);
    await store.clearEntitledContent();
    expect((await store.storedDeckIds()).sort()).toEqual(["free", "premium-preview"]);
    await store.clearAll();
    expect(await store.storedDeckIds()).toEqual([]);
  });
});

describe("freshness", () => {
  it("is fresh for 24 hours", () => {
    expect(isFresh(0, FRESHNESS_MS - 1)).toBe(true);
    expect(isFresh(0, FRESHNESS_MS)).toBe(false);
  });
});
