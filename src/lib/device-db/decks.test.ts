import { openDB } from "idb";
import { describe, expect, it } from "vitest";
import { createDeckStore, FRESHNESS_MS, isFresh } from "./decks";
import { createDeviceDb } from "./device-db";
import { DB_NAME } from "./schema";
import { freshIndexedDbForEachTest, testDeck as deck } from "../../../tests/support/device-db-fixtures";

freshIndexedDbForEachTest();

describe("deck store", () => {
  it("keeps a deck's cards with the time they were fetched", async () => {
    const store = createDeckStore(createDeviceDb(), () => 1234);
    await store.writeDeck(deck("couples"));
    expect(await store.readDeck("couples")).toEqual({ deckId: "couples", deck: deck("couples"), fetchedAt: 1234 });
    expect(await store.storedDeckIds()).toEqual(["couples"]);
    await store.removeDeck("couples");
    expect(await store.readDeck("couples")).toBeNull();
  });

  it("keeps the deck list", async () => {
    const store = createDeckStore(createDeviceDb(), () => 99);
    await store.writeDeckList([deck("a"), deck("b")]);
    expect((await store.readDeckList())?.decks.map((d) => d.deckId)).toEqual(["a", "b"]);
  });

  it("drops a corrupt record and reads it as missing", async () => {
    const store = createDeckStore(createDeviceDb());
    await store.writeDeck(deck("values"));
    const raw = await openDB(DB_NAME);
    await raw.put("decks", { deckId: "values", deck: { deckId: "values", cards: "not a list" }, fetchedAt: 1 });
    await raw.put("deckList", { key: "all", decks: "nope", fetchedAt: "yesterday" });
    raw.close();
    expect(await store.readDeck("values")).toBeNull();
    expect(await store.storedDeckIds()).toEqual([]);
    expect(await store.readDeckList()).toBeNull();
  });

  it("drops a deck whose cards or list entries do not hold what the page reads", async () => {
    const store = createDeckStore(createDeviceDb());
    const badLevel = deck("values");
    badLevel.cards[1] = { ...badLevel.cards[1], intensity: 7 as 1 };
    await store.writeDeckList([deck("a")]); // the page opens (creates) the database
    const raw = await openDB(DB_NAME);
    await raw.put("decks", { deckId: "values", deck: badLevel, fetchedAt: 1 });
    await raw.put("decks", { deckId: "couples", deck: deck("friends"), fetchedAt: 1 });
    await raw.put("deckList", { key: "all", decks: [{ ...deck("a"), category: undefined }], fetchedAt: 1 });
    raw.close();
    expect(await store.readDeck("values")).toBeNull();
    expect(await store.readDeck("couples")).toBeNull();
    expect(await store.storedDeckIds()).toEqual([]);
    expect(await store.readDeckList()).toBeNull();
  });

  it("still reads a deck stored before cards had ids", async () => {
    const store = createDeckStore(createDeviceDb());
    const withoutIds = { ...deck("family"), cards: deck("family").cards.map(({ id: _id, ...card }) => card) };
    expect(await store.readDeck("family")).toBeNull(); // the page opens (creates) the database
    const raw = await openDB(DB_NAME);
    await raw.put("decks", { deckId: "family", deck: withoutIds, fetchedAt: 1 });
    raw.close();
    expect((await store.readDeck("family"))?.deck.cards.map((card) => card.question)).toEqual(["First?", "Second?"]);
  });
});

describe("freshness", () => {
  it("is fresh for 24 hours", () => {
    expect(isFresh(0, FRESHNESS_MS - 1)).toBe(true);
    expect(isFresh(0, FRESHNESS_MS)).toBe(false);
  });
});
