import { openDB } from "idb";
import { describe, expect, it } from "vitest";
import { createDeviceDb } from "../../lib/device-db/device-db";
import { DB_NAME } from "../../lib/device-db/schema";
import { freshIndexedDbForEachTest } from "../../../tests/support/device-db-fixtures";
import { readLastCard, writeLastCard } from "./last-card-store";

freshIndexedDbForEachTest();

describe("the last card per deck", () => {
  it("is kept per deck, with the card's id", async () => {
    const db = createDeviceDb();
    expect(await readLastCard("a", db)).toBeNull();
    await writeLastCard("a", { index: 7, cardId: "a-seven" }, db);
    expect(await readLastCard("a", db)).toEqual({ index: 7, cardId: "a-seven" });
  });

  it("reads a damaged position as none", async () => {
    const db = createDeviceDb();
    await writeLastCard("a", { index: 2, cardId: "a-two" }, db);
    await writeLastCard("b", { index: 2, cardId: "b-two" }, db);
    const raw = await openDB(DB_NAME);
    await raw.put("lastCard", { deckId: "a", index: -1 });
    await raw.put("lastCard", { deckId: "b", index: 2, cardId: 7 });
    raw.close();
    expect(await readLastCard("a", db)).toBeNull();
    expect(await readLastCard("b", db)).toBeNull();
  });

  it("is kept in a database upgraded from version 1, without a card id too", async () => {
    const v1 = await openDB(DB_NAME, 1, {
      upgrade(db) {
        db.createObjectStore("decks", { keyPath: "deckId" });
      },
    });
    v1.close();
    const db = createDeviceDb();
    await writeLastCard("friends", { index: 3, cardId: null }, db);
    expect(await readLastCard("friends", db)).toEqual({ index: 3, cardId: null });
  });
});
