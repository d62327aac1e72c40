import { openDB } from "idb";
import { describe, expect, it } from "vitest";
import { createDeckStore } from "./deck-store";
import { createEntitlementStore } from "./entitlement-store";
import { DB_NAME } from "./schema";
import { freshIndexedDbForEachTest, testDeck as deck } from "../../../tests/support/deck-store-fixtures";

freshIndexedDbForEachTest();

describe("entitlements on the device", () => {
  const mine = { decks: [{ deckId: "future", title: "Future", source: "purchase" as const }], pass: null };
  const premium = (deckId: string, preview: boolean) =>
    deck(deckId, {
      isPremium: true,
      preview,
      cardCount: 8,
      lockedCardCount: preview ? 3 : 0,
      cards: Array.from({ length: preview ? 5 : 8 }, (_, index) => ({ id: `card-${index}`, index, question: `Q${index}?`, followUp: null, intensity: 1 as const })),
    });

  it("keeps one person's entitlements, and reads none for anyone else", async () => {
    const store = createEntitlementStore(createDeckStore(), () => 77);
    expect(await store.readEntitlements("sub-1")).toBeNull();
    await store.writeEntitlements("sub-1", mine);
    expect(await store.readEntitlements("sub-1")).toEqual({ key: "mine", userId: "sub-1", entitlements: mine, fetchedAt: 77 });
    expect(await store.readEntitlements("sub-2")).toBeNull();
  });

  it("clears them with the entitled content on sign-out", async () => {
    const decks = createDeckStore();
    const store = createEntitlementStore(decks);
    await store.writeEntitlements("sub-1", mine);
    await decks.clearEntitledContent();
    expect(await store.readEntitlements("sub-1")).toBeNull();
    await store.writeEntitlements("sub-1", mine);
    await decks.clearAll();
    expect(await store.readEntitlements("sub-1")).toBeNull();
  });

  it("drops a corrupt entitlements record", async () => {
    const store = createEntitlementStore(createDeckStore());
    await store.writeEntitlements("sub-1", mine);
    const raw = await openDB(DB_NAME);
    await raw.put("entitlements", { key: "mine", userId: "sub-1", entitlements: { decks: "all" }, fetchedAt: 1 });
    raw.close();
    expect(await store.readEntitlements("sub-1")).toBeNull();
  });

  it("cuts full premium decks no longer covered down to their preview, and keeps the rest", async () => {
    const decks = createDeckStore();
    const store = createEntitlementStore(decks);
    await decks.writeDeck(premium("refunded", false));
    await decks.writeDeck(premium("owned", false));
    await decks.writeDeck(premium("previewed", true));
    await decks.writeDeck(deck("free"));
    expect(await store.cutToPreview((deckId) => deckId === "owned")).toEqual(["refunded"]);
    const cut = (await decks.readDeck("refunded"))!.deck;
    expect(cut.preview).toBe(true);
    expect(cut.cards.map((c) => c.question)).toEqual(["Q0?", "Q1?", "Q2?", "Q3?", "Q4?"]);
    expect(cut.lockedCardCount).toBe(3);
    expect(JSON.stringify(cut)).not.toContain("Q5?");
    expect((await decks.readDeck("owned"))!.deck.cards).toHaveLength(8);
    expect((await decks.readDeck("free"))!.deck.cards).toHaveLength(2);
    expect(await store.previewDeckIds()).toEqual(["previewed", "refunded"]);
  });

  it("upgrades a version 2 database without losing its decks", async () => {
    const v2 = await openDB(DB_NAME, 2, {
      upgrade(db) {
        db.createObjectStore("decks", { keyPath: "deckId" });
        db.createObjectStore("deckList", { keyPath: "key" });
        db.createObjectStore("lastCard", { keyPath: "deckId" });
      },
    });
    await v2.put("decks", { deckId: "friends", deck: deck("friends"), fetchedAt: 5 });
    v2.close();
    const decks = createDeckStore();
    const store = createEntitlementStore(decks);
    expect((await decks.readDeck("friends"))?.deck.title).toBe("friends");
    await store.writeEntitlements("sub-1", mine);
    expect((await store.readEntitlements("sub-1"))?.entitlements).toEqual(mine);
  });
});
