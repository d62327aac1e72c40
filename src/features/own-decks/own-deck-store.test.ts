import { openDB } from "idb";
import { describe, expect, it } from "vitest";
import { freshIndexedDbForEachTest } from "../../../tests/support/device-db-fixtures";
import { createDeviceDb } from "../../lib/device-db/device-db";
import { DB_NAME } from "../../lib/device-db/schema";
import { createOwnDeckStore, type OwnDeckRecord } from "./own-deck-store";

freshIndexedDbForEachTest();

function record(deckId: string, extra: Partial<OwnDeckRecord> = {}): OwnDeckRecord {
  return {
    deckId,
    userId: "sub-1",
    deck: { title: `Deck ${deckId}`, description: "", cards: [{ kind: "question", id: "q1", question: "Why?", followUp: null, intensity: 1 }], shareId: null },
    changedAt: "2026-01-01T12:00:00.000Z",
    pending: true,
    refusal: null,
    ...extra,
  };
}

const put = (...records: OwnDeckRecord[]) => (current: OwnDeckRecord[]) => [...current.filter((r) => !records.some((n) => n.deckId === r.deckId)), ...records];

describe("the own decks on the device", () => {
  it("keeps a person's decks and tombstones across connections, and deletes what a change leaves out", async () => {
    await createOwnDeckStore(createDeviceDb()).update("sub-1", put(record("my-a"), record("my-b", { deck: null })));
    const store = createOwnDeckStore(createDeviceDb());
    expect((await store.readAll("sub-1")).map((r) => [r.deckId, r.deck?.title ?? null])).toEqual([
      ["my-a", "Deck my-a"],
      ["my-b", null],
    ]);
    await store.update("sub-1", (records) => records.filter((r) => r.deckId !== "my-b"));
    expect((await store.readAll("sub-1")).map((r) => r.deckId)).toEqual(["my-a"]);
  });

  it("never shows one person's decks to another signing in on the device", async () => {
    const store = createOwnDeckStore(createDeviceDb());
    await store.update("sub-1", put(record("my-a")));
    expect(await store.readAll("sub-2")).toEqual([]);
    expect(await store.readAll("sub-1")).toEqual([]);
  });

  it("drops damaged records", async () => {
    const store = createOwnDeckStore(createDeviceDb());
    await store.update("sub-1", put(record("my-a"), record("my-b")));
    const raw = await openDB(DB_NAME);
    await raw.put("ownDecks", { ...record("my-b"), deck: { title: 3 } });
    await raw.put("ownDecks", { ...record("my-c"), changedAt: "yesterday" });
    raw.close();
    expect((await store.readAll("sub-1")).map((r) => r.deckId)).toEqual(["my-a"]);
  });

  it("keeps the decks in memory for the page's life when IndexedDB is unavailable", async () => {
    // @ts-expect-error: a browser without IndexedDB (or one that refuses it)
    globalThis.indexedDB = undefined;
    const store = createOwnDeckStore(createDeviceDb());
    await store.update("sub-1", put(record("my-a")));
    expect((await store.readAll("sub-1")).map((r) => r.deckId)).toEqual(["my-a"]);
  });

  it("is cleared on sign-out with the rest of what only that person may read", async () => {
    const db = createDeviceDb();
    const store = createOwnDeckStore(db);
    await store.update("sub-1", put(record("my-a")));
    await db.clearEntitledContent();
    expect(await store.readAll("sub-1")).toEqual([]);
  });
});
