import { openDB } from "idb";
import { describe, expect, it } from "vitest";
import { createDeckStore } from "./decks";
import { createDeviceDb } from "./device-db";
import { createSavedCardStore } from "./saved-cards";
import { DB_NAME } from "./schema";
import { freshIndexedDbForEachTest, putSavedCards as put, savedCardRecord as record, testDeck as deck } from "../../../tests/support/device-db-fixtures";

freshIndexedDbForEachTest();

describe("saved cards on the device", () => {
  it("keeps saves and removals (as tombstones) for one person", async () => {
    const store = createSavedCardStore(createDeviceDb());
    expect(await store.readAll("sub-1")).toEqual([]);
    const kept = await store.update("sub-1", put(record("a"), record("b", { saved: false, changedAt: "2026-01-01T12:00:00.120Z" })));
    expect(kept.map((r) => r.cardId)).toEqual(["a", "b"]);
    expect(await store.readAll("sub-1")).toEqual([record("a"), record("b", { saved: false, changedAt: "2026-01-01T12:00:00.120Z" })]);
    await store.update("sub-1", (records) => records.filter((r) => r.cardId !== "b"));
    expect((await store.readAll("sub-1")).map((r) => r.cardId)).toEqual(["a"]);
  });

  it("shows another person none of the first one's records", async () => {
    const store = createSavedCardStore(createDeviceDb());
    await store.update("sub-1", put(record("a")));
    expect(await store.readAll("sub-2")).toEqual([]);
    await store.update("sub-2", put(record("b", { userId: "sub-2" })));
    expect(await store.readAll("sub-1")).toEqual([]);
  });

  it("writes only the records a change touched", async () => {
    const store = createSavedCardStore(createDeviceDb());
    await store.update("sub-1", put(record("a"), record("b")));
    // Behind the store's back: a write of the unchanged "a" would put it back.
    const raw = await openDB(DB_NAME);
    await raw.put("savedCards", record("a", { changedAt: "2026-01-01T12:00:00.555Z" }));
    raw.close();
    await store.update("sub-1", (records) => records.map((r) => (r.cardId === "b" ? { ...r, pending: false } : r)));
    const stored = await store.readAll("sub-1");
    expect(stored.find((r) => r.cardId === "a")?.changedAt).toBe("2026-01-01T12:00:00.555Z");
    expect(stored.find((r) => r.cardId === "b")?.pending).toBe(false);
  });

  it("drops damaged records", async () => {
    const store = createSavedCardStore(createDeviceDb());
    await store.update("sub-1", put(record("a"), record("b")));
    const raw = await openDB(DB_NAME);
    await raw.put("savedCards", { ...record("b"), card: { deckId: "future", content: "Q?" } });
    await raw.put("savedCards", { cardId: "c", userId: "sub-1", saved: "yes" });
    raw.close();
    expect((await store.readAll("sub-1")).map((r) => r.cardId)).toEqual(["a"]);
    const left = await openDB(DB_NAME);
    expect(await left.getAllKeys("savedCards")).toEqual(["a"]);
    left.close();
  });

  it("is cleared with the entitled content on sign-out, and with everything else", async () => {
    const db = createDeviceDb();
    const store = createSavedCardStore(db);
    await store.update("sub-1", put(record("a")));
    await db.clearEntitledContent();
    expect(await store.readAll("sub-1")).toEqual([]);
    await store.update("sub-1", put(record("a")));
    await db.clearAll();
    expect(await store.readAll("sub-1")).toEqual([]);
  });

  it("takes the text off the cards the person may no longer read, keeping them saved", async () => {
    const store = createSavedCardStore(createDeviceDb());
    await store.update("sub-1", put(record("free", {}, 9, "friends"), record("preview", {}, 2), record("locked", {}, 7), record("gone", { saved: false }, 8)));
    await store.stripText((deckId, index) => deckId === "friends" || index < 5);
    const stored = new Map((await store.readAll("sub-1")).map((r) => [r.cardId, r]));
    expect(stored.get("free")?.card.content?.question).toBe("free?");
    expect(stored.get("preview")?.card.content?.question).toBe("preview?");
    expect(stored.get("locked")).toEqual({ ...record("locked", {}, 7), card: { ...record("locked", {}, 7).card, content: null } });
    expect(stored.get("gone")?.card.content).toBeNull();
  });

  it("upgrades a version 4 database without losing its decks", async () => {
    const v4 = await openDB(DB_NAME, 4, {
      upgrade(db) {
        db.createObjectStore("decks", { keyPath: "deckId" });
        db.createObjectStore("deckList", { keyPath: "key" });
        db.createObjectStore("lastCard", { keyPath: "deckId" });
        db.createObjectStore("entitlements", { keyPath: "key" });
        db.createObjectStore("events", { keyPath: "id", autoIncrement: true });
      },
    });
    await v4.put("decks", { deckId: "friends", deck: deck("friends"), fetchedAt: 5 });
    v4.close();
    const db = createDeviceDb();
    const store = createSavedCardStore(db);
    await store.update("sub-1", put(record("a")));
    expect((await store.readAll("sub-1")).map((r) => r.cardId)).toEqual(["a"]);
    expect((await createDeckStore(db).readDeck("friends"))?.deck.title).toBe("friends");
  });

  it("keeps the records in memory where IndexedDB is unavailable", async () => {
    // @ts-expect-error: a browser without IndexedDB (or one that refuses it)
    globalThis.indexedDB = undefined;
    const store = createSavedCardStore(createDeviceDb());
    await store.update("sub-1", put(record("a"), record("locked", {}, 7)));
    await store.stripText((_deckId, index) => index < 5);
    const kept = await store.readAll("sub-1");
    expect(kept.map((r) => [r.cardId, r.card.content?.question ?? null])).toEqual([["a", "a?"], ["locked", null]]);
    // As in the database: one person's records at a time.
    expect(await store.readAll("sub-2")).toEqual([]);
    expect(await store.readAll("sub-1")).toEqual([]);
  });
});
