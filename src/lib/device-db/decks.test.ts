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
    expect(await store.readDeck("couples")).toEqual({ deckId: "couples", language: "en", deck: deck("couples"), fetchedAt: 1234 });
    expect(await store.storedDeckIds()).toEqual(["couples"]);
    await store.removeDeck("couples");
    expect(await store.readDeck("couples")).toBeNull();
  });

  it("keeps each language a deck was opened in, and removes them all together", async () => {
    const store = createDeckStore(createDeviceDb(), () => 7);
    const german = { ...deck("couples"), title: "Wir zwei", language: "de" as const };
    await store.writeDeck(deck("couples"), "en");
    await store.writeDeck(german, "de");
    expect((await store.readDeck("couples", "de"))?.deck.title).toBe("Wir zwei");
    expect((await store.readDeck("couples", "en"))?.deck.title).toBe("couples");
    expect(await store.readDeck("couples", "fr")).toBeNull();
    // Offline in French, the deck is there in another language rather than not at all.
    expect((await store.readDeckInAnyLanguage("couples", "fr"))?.language).toBe("en");
    expect((await store.readDeckInAnyLanguage("couples", "de"))?.deck.title).toBe("Wir zwei");
    expect(await store.storedDeckIds("de")).toEqual(["couples"]);
    expect(await store.storedDeckIds("fr")).toEqual([]);
    await store.writeDeckList([german], "de");
    expect(await store.readDeckList("en")).toBeNull();
    expect((await store.readDeckList("de"))?.decks[0].title).toBe("Wir zwei");
    await store.removeDeck("couples");
    expect(await store.readDeckInAnyLanguage("couples", "de")).toBeNull();
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
    await raw.put("decks", { deckId: "values", language: "en", deck: { deckId: "values", cards: "not a list" }, fetchedAt: 1 });
    await raw.put("deckList", { key: "en", decks: "nope", fetchedAt: "yesterday" });
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
    await raw.put("decks", { deckId: "values", language: "en", deck: badLevel, fetchedAt: 1 });
    await raw.put("decks", { deckId: "couples", language: "en", deck: deck("friends"), fetchedAt: 1 });
    await raw.put("deckList", { key: "en", decks: [{ ...deck("a"), category: undefined }], fetchedAt: 1 });
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
    await raw.put("decks", { deckId: "family", language: "en", deck: withoutIds, fetchedAt: 1 });
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
