import { openDB } from "idb";
import { describe, expect, it } from "vitest";
import { createDeviceDb } from "../../lib/device-db/device-db";
import { DB_NAME } from "../../lib/device-db/schema";
import { freshIndexedDbForEachTest } from "../../../tests/support/device-db-fixtures";
import { createLastCardStore } from "./last-card-store";

freshIndexedDbForEachTest();

describe("the last card per deck", () => {
  it("is kept per deck, with the card's id", async () => {
    const store = createLastCardStore(createDeviceDb());
    expect(await store.readLastCard("a")).toBeNull();
    await store.writeLastCard("a", { index: 7, cardId: "a-seven" });
    expect(await store.readLastCard("a")).toEqual({ index: 7, cardId: "a-seven" });
  });

  it("is kept in a database upgraded from version 1, without a card id too", async () => {
    const v1 = await openDB(DB_NAME, 1, {
      upgrade(db) {
        db.createObjectStore("decks", { keyPath: "deckId" });
      },
    });
    v1.close();
    const store = createLastCardStore(createDeviceDb());
    await store.writeLastCard("friends", { index: 3, cardId: null });
    expect(await store.readLastCard("friends")).toEqual({ index: 3, cardId: null });
  });
});
