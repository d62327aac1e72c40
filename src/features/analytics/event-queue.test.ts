import { openDB } from "idb";
import { describe, expect, it } from "vitest";
import { createDeckStore } from "../../lib/device-db";
import { createDeviceDb } from "../../lib/device-db/device-db";
import { DB_NAME } from "../../lib/device-db/schema";
import { freshIndexedDbForEachTest, testDeck as deck } from "../../../tests/support/device-db-fixtures";
import { createEventQueue, type NewEvent } from "./event-queue";

freshIndexedDbForEachTest();

const event = (n: number, clientId = "client-1"): NewEvent => ({
  clientId,
  name: "page_view",
  params: { page_path: `/p${n}` },
  time: 1_000 + n,
});
const paths = (events: { params: Record<string, unknown> }[]) => events.map((e) => e.params.page_path);

describe("the analytics event queue", () => {
  it("gives events back oldest first, with their time, until they are removed", async () => {
    const queue = createEventQueue(createDeviceDb());
    const { ids } = await queue.add([event(1), event(2)]);
    await queue.add([event(3)]);
    const waiting = await queue.oldest(10);
    expect(waiting.map(({ id: _id, ...rest }) => rest)).toEqual([event(1), event(2), event(3)]);
    expect(paths(await queue.oldest(2))).toEqual(["/p1", "/p2"]);
    await queue.remove(ids);
    expect(paths(await queue.oldest(10))).toEqual(["/p3"]);
    await queue.clear();
    expect(await queue.oldest(10)).toEqual([]);
  });

  it("keeps its events for the next start", async () => {
    await createEventQueue(createDeviceDb()).add([event(1)]);
    const later = createEventQueue(createDeviceDb());
    expect(paths(await later.oldest(10))).toEqual(["/p1"]);
  });

  it("is bounded: the oldest events are dropped and counted", async () => {
    const queue = createEventQueue(createDeviceDb(), 3);
    expect((await queue.add([event(1), event(2)])).dropped).toBe(0);
    expect((await queue.add([event(3), event(4), event(5)])).dropped).toBe(2);
    expect(paths(await queue.oldest(10))).toEqual(["/p3", "/p4", "/p5"]);
  });

  it("upgrades a version 3 database without losing its decks", async () => {
    const v3 = await openDB(DB_NAME, 3, {
      upgrade(db) {
        db.createObjectStore("decks", { keyPath: "deckId" });
        db.createObjectStore("deckList", { keyPath: "key" });
        db.createObjectStore("lastCard", { keyPath: "deckId" });
        db.createObjectStore("entitlements", { keyPath: "key" });
      },
    });
    await v3.put("decks", { deckId: "friends", deck: deck("friends"), fetchedAt: 5 });
    v3.close();

    const store = createDeviceDb();
    await createEventQueue(store).add([event(1)]);
    expect(paths(await createEventQueue(store).oldest(10))).toEqual(["/p1"]);
    expect((await createDeckStore(store).readDeck("friends"))?.deck.title).toBe("friends");
  });

  it("drops a damaged record and gives back the rest", async () => {
    const queue = createEventQueue(createDeviceDb());
    await queue.add([event(1)]);
    const raw = await openDB(DB_NAME);
    await raw.add("events", { name: 42 });
    raw.close();
    await queue.add([event(2)]);
    expect(paths(await queue.oldest(10))).toEqual(["/p1", "/p2"]);
  });

  it("gives the oldest good events even when damaged ones come first", async () => {
    const queue = createEventQueue(createDeviceDb());
    await queue.oldest(1); // the page opens (creates) the database
    const raw = await openDB(DB_NAME);
    await raw.add("events", { name: 42 });
    await raw.add("events", { ...event(1), time: "yesterday" });
    raw.close();
    await queue.add([event(2), event(3)]);
    expect(paths(await queue.oldest(1))).toEqual(["/p2"]);
    expect(paths(await queue.oldest(10))).toEqual(["/p2", "/p3"]);
  });

  it("keeps an event whose optional param was left out, and drops one with a nested param", async () => {
    const queue = createEventQueue(createDeviceDb());
    const untitled = { ...event(1), params: { page_path: "/p1", page_title: undefined } };
    await queue.add([untitled, { ...event(2), params: { page_path: { nested: "/p2" } } } as unknown as NewEvent, event(3)]);
    const waiting = await queue.oldest(10);
    expect(paths(waiting)).toEqual(["/p1", "/p3"]);
    expect(waiting[0].params).toHaveProperty("page_title", undefined);
  });

  it("keeps events in memory, in the same bounds, where IndexedDB is unavailable", async () => {
    // @ts-expect-error: a browser without IndexedDB (or one that refuses it)
    globalThis.indexedDB = undefined;
    const queue = createEventQueue(createDeviceDb(), 2);
    await queue.add([event(1)]);
    const { ids, dropped } = await queue.add([event(2), event(3)]);
    expect(dropped).toBe(1);
    expect(paths(await queue.oldest(10))).toEqual(["/p2", "/p3"]);
    await queue.remove(ids.slice(0, 1));
    expect(paths(await queue.oldest(10))).toEqual(["/p3"]);
  });

  it("is emptied with the rest of the store", async () => {
    const store = createDeviceDb();
    const queue = createEventQueue(store);
    await queue.add([event(1)]);
    await store.clearAll();
    expect(await queue.oldest(10)).toEqual([]);
  });
});
