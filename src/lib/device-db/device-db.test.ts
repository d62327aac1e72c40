import { openDB } from "idb";
import { describe, expect, it, vi } from "vitest";
import { isOwnDeckRecord } from "../../../shared/schemas/device-records";
import { createDeviceCollection } from "../device-sync/collection";
import { createDeckStore } from "./decks";
import { createDeviceDb, DeviceDbQuotaError, DeviceDbWriteError } from "./device-db";
import { createSavedCardStore } from "./saved-cards";
import { DB_NAME, DB_VERSION } from "./schema";
import { freshIndexedDbForEachTest, oldDeviceDb, testDeck as deck } from "../../../tests/support/device-db-fixtures";

freshIndexedDbForEachTest();

const STORES = ["deckList", "decks", "entitlements", "events", "lastCard", "ownDecks", "savedCards"];

/** The connection, and a deck store on it to read and write through. */
function open() {
  const db = createDeviceDb();
  return { db, store: createDeckStore(db) };
}

describe("device database", () => {
  it("is the database people already hold their offline data in: its name, version and stores", async () => {
    const { db } = open();
    const opened = await db.withDatabase(null, async (open) => ({ name: open.name, version: open.version, stores: [...open.objectStoreNames].sort() }));
    expect(opened).toEqual({ name: "spark-decks", version: 8, stores: STORES });
  });

  it("upgrades a version 1 database to every store without losing its decks", async () => {
    const v1 = await openDB(DB_NAME, 1, {
      upgrade(db) {
        db.createObjectStore("decks", { keyPath: "deckId" });
      },
    });
    await v1.put("decks", { deckId: "friends", deck: deck("friends"), fetchedAt: 5 });
    v1.close();

    const { db, store } = open();
    expect((await store.readDeck("friends"))?.deck.title).toBe("friends");
    expect(await store.readDeckList()).toBeNull();
    const upgraded = await db.withDatabase(null, async (open) => ({ version: open.version, stores: [...open.objectStoreNames].sort() }));
    expect(upgraded).toEqual({ version: DB_VERSION, stores: STORES });
  });

  it("upgrades a version 5 database to add the own decks, keeping every store's records", async () => {
    await oldDeviceDb(5, {
      decks: [{ deckId: "friends", deck: deck("friends"), fetchedAt: 5 }],
      lastCard: [{ deckId: "friends", index: 1, cardId: "second" }],
      savedCards: [{ cardId: "second", userId: "sub-1", saved: true, changedAt: 9, pending: true, card: { deckId: "friends" } }],
      events: [{ clientId: "c", name: "page_view", params: {}, time: 1 }],
    });

    const { db, store } = open();
    expect((await store.readDeck("friends"))?.deck.title).toBe("friends");
    const kept = await db.withDatabase(null, async (open) => ({
      version: open.version,
      stores: [...open.objectStoreNames].sort(),
      lastCard: await open.get("lastCard", "friends"),
      saved: (await open.getAll("savedCards")).map((record) => record.cardId),
      events: await open.count("events"),
      ownDecks: await open.count("ownDecks"),
    }));
    expect(kept).toEqual({ version: DB_VERSION, stores: STORES, lastCard: { deckId: "friends", index: 1, cardId: "second" }, saved: ["second"], events: 1, ownDecks: 0 });
  });

  it("upgrades a version 6 database, a saved card's time made ISO text: whoever updates keeps every saved card and own deck", async () => {
    const card = { deckId: "friends", deckTitle: "Friends", coverColor: "#14213D", index: 1, content: { question: "Second?", followUp: null, intensity: 2 } };
    const ownDeck = {
      deckId: "my-0123456789abcdef",
      userId: "sub-1",
      deck: { title: "Made offline", description: "", cards: [{ kind: "question", id: "q1", question: "Why?", followUp: null, intensity: 1 }], shareId: null },
      changedAt: "2026-01-01T12:00:00.000Z",
      pending: true,
      refusal: null,
    };
    // As version 6 of the page wrote them: a saved card's changedAt in epoch milliseconds.
    await oldDeviceDb(6, {
      savedCards: [
        { cardId: "second", userId: "sub-1", saved: true, changedAt: Date.UTC(2026, 0, 1, 12), pending: false, card },
        { cardId: "unsaved", userId: "sub-1", saved: false, changedAt: Date.UTC(2026, 0, 2, 8, 30, 0, 123), pending: true, card },
        { cardId: "no-time", userId: "sub-1", saved: true, changedAt: Number.NaN, pending: true, card },
      ],
      ownDecks: [ownDeck, { ...ownDeck, deckId: "my-fedcba9876543210", deck: null, changedAt: "2026-01-03T09:00:00.000Z", notice: null, copiedFrom: null }],
    });

    const db = createDeviceDb();
    expect(await createSavedCardStore(db).readAll("sub-1")).toEqual([
      { cardId: "second", userId: "sub-1", saved: true, changedAt: "2026-01-01T12:00:00.000Z", pending: false, card },
      { cardId: "unsaved", userId: "sub-1", saved: false, changedAt: "2026-01-02T08:30:00.123Z", pending: true, card },
    ]);
    const ownDecks = createDeviceCollection({ db, store: "ownDecks", keyOf: (record) => record.deckId, loadCheck: async () => isOwnDeckRecord });
    expect(await ownDecks.readAll("sub-1")).toEqual([ownDeck, { ...ownDeck, deckId: "my-fedcba9876543210", deck: null, changedAt: "2026-01-03T09:00:00.000Z", notice: null, copiedFrom: null }]);
    expect(await db.withDatabase(null, async (open) => open.version)).toBe(DB_VERSION);
  });

  it("upgrades a version 7 database to keep its decks and deck list as English", async () => {
    await oldDeviceDb(7, {
      decks: [{ deckId: "friends", deck: deck("friends"), fetchedAt: 5 }],
      deckList: [{ key: "all", decks: [deck("friends")], fetchedAt: 6 }],
      lastCard: [{ deckId: "friends", index: 1, cardId: "second" }],
    });
    const { db, store } = open();
    expect(await store.readDeck("friends", "en")).toEqual({ deckId: "friends", language: "en", deck: deck("friends"), fetchedAt: 5 });
    expect(await store.readDeck("friends", "de")).toBeNull();
    expect(await store.readDeckList("en")).toEqual({ key: "en", decks: [deck("friends")], fetchedAt: 6 });
    expect(await db.withDatabase(null, async (open) => [await open.count("deckList"), await open.get("lastCard", "friends")])).toEqual([
      1,
      { deckId: "friends", index: 1, cardId: "second" },
    ]);
  });

  it("rebuilds a database whose tables have gone", async () => {
    const broken = await openDB(DB_NAME, 2, {
      upgrade(db) {
        db.createObjectStore("decks", { keyPath: "deckId" });
      },
    });
    broken.close();
    const { store } = open();
    expect(await store.readDeckList()).toBeNull();
    await store.writeDeckList([deck("a")]);
    expect((await store.readDeckList())?.decks).toHaveLength(1);
  });

  it("works as an empty store when IndexedDB is unavailable", async () => {
    // @ts-expect-error: a browser without IndexedDB (or one that refuses it)
    globalThis.indexedDB = undefined;
    const { store } = open();
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
    const { store } = open();
    expect(await store.readDeckList()).toBeNull();
  });

  it("reports a full device as a quota error, to listeners too", async () => {
    const { db, store } = open();
    await store.readDeck("warm-up");
    const heard = vi.fn();
    db.onWriteError(heard);
    vi.spyOn(IDBObjectStore.prototype, "put").mockImplementation(() => {
      throw new DOMException("Quota exceeded", "QuotaExceededError");
    });
    await expect(store.writeDeck(deck("couples"))).rejects.toBeInstanceOf(DeviceDbQuotaError);
    expect(heard).toHaveBeenCalledTimes(1);
  });

  it("reopens the database when its connection has closed (site data cleared) and the write goes through", async () => {
    const { db, store } = open();
    await store.writeDeck(deck("first"));
    const connection = await db.withDatabase(null, async (open) => open);
    connection?.close(); // every call on it now throws "The database connection is closing"
    const heard = vi.fn();
    db.onWriteError(heard);
    await store.writeDeck(deck("second"));
    expect((await store.readDeck("second"))?.deck.title).toBe("second");
    expect(heard).not.toHaveBeenCalled();
  });

  it("reports a write that still fails after reopening, to listeners too", async () => {
    const { db, store } = open();
    await store.writeDeck(deck("first"));
    const connection = await db.withDatabase(null, async (open) => open);
    connection?.close();
    vi.spyOn(indexedDB, "open").mockImplementation(() => {
      throw new DOMException("The database connection is closing.", "InvalidStateError");
    });
    const heard = vi.fn();
    db.onWriteError(heard);
    await expect(store.writeDeck(deck("second"))).rejects.toBeInstanceOf(DeviceDbWriteError);
    expect(heard).toHaveBeenCalledWith(expect.any(DeviceDbWriteError));
  });

  it("clears entitled content (full premium decks, the own decks) and keeps previews and free decks", async () => {
    const { db, store } = open();
    await db.writeWithDatabase((open) => open.put("ownDecks", { deckId: "my-0123456789abcdef", userId: "sub-1", deck: null, changedAt: "2026-01-01T00:00:00.000Z", pending: true, refusal: null }));
    await store.writeDeck(deck("free"));
    await store.writeDeck(deck("premium-preview", { isPremium: true, preview: true }));
    await store.writeDeck(deck("premium-full", { isPremium: true, preview: false }));
    expect(await store.storedPreviewIds()).toEqual(["premium-preview"]);
    await db.clearEntitledContent();
    expect((await store.storedDeckIds()).sort()).toEqual(["free", "premium-preview"]);
    expect(await db.withDatabase(null, (open) => open.count("ownDecks"))).toBe(0);
    await db.clearAll();
    expect(await store.storedDeckIds()).toEqual([]);
  });
});
