import { openDB } from "idb";
import { describe, expect, it } from "vitest";
import { createDeckStore } from "../../lib/device-db";
import { createDeviceDb } from "../../lib/device-db/device-db";
import { createSavedCardStore } from "../../lib/device-db/saved-cards";
import { DB_NAME } from "../../lib/device-db/schema";
import { freshIndexedDbForEachTest, putSavedCards as put, savedCardRecord as record, testDeck as deck } from "../../../tests/support/device-db-fixtures";
import { createEntitlementStore } from "./entitlement-store";

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
    const store = createEntitlementStore(createDeviceDb(), () => 77);
    expect(await store.readEntitlements("sub-1")).toBeNull();
    await store.writeEntitlements("sub-1", mine);
    expect(await store.readEntitlements("sub-1")).toEqual({ key: "mine", userId: "sub-1", entitlements: mine, fetchedAt: 77 });
    expect(await store.readEntitlements("sub-2")).toBeNull();
  });

  it("clears them with the entitled content on sign-out", async () => {
    const db = createDeviceDb();
    const store = createEntitlementStore(db);
    await store.writeEntitlements("sub-1", mine);
    await db.clearEntitledContent();
    expect(await store.readEntitlements("sub-1")).toBeNull();
    await store.writeEntitlements("sub-1", mine);
    await db.clearAll();
    expect(await store.readEntitlements("sub-1")).toBeNull();
  });

  it("drops a corrupt entitlements record", async () => {
    const store = createEntitlementStore(createDeviceDb());
    await store.writeEntitlements("sub-1", mine);
    const raw = await openDB(DB_NAME);
    await raw.put("entitlements", { key: "mine", userId: "sub-1", entitlements: { decks: "all" }, fetchedAt: 1 });
    raw.close();
    expect(await store.readEntitlements("sub-1")).toBeNull();
  });

  it("cuts full premium decks no longer covered down to their preview, and keeps the rest", async () => {
    const db = createDeviceDb();
    const decks = createDeckStore(db);
    const store = createEntitlementStore(db);
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
    const db = createDeviceDb();
    const decks = createDeckStore(db);
    const store = createEntitlementStore(db);
    expect((await decks.readDeck("friends"))?.deck.title).toBe("friends");
    await store.writeEntitlements("sub-1", mine);
    expect((await store.readEntitlements("sub-1"))?.entitlements).toEqual(mine);
  });
});

describe("saved cards when entitlements shrink", () => {
  const premium = (deckId: string) => deck(deckId, { isPremium: true, cardCount: 8 });

  it("keeps the text of free decks, of the preview and of covered decks only", async () => {
    const db = createDeviceDb();
    const decks = createDeckStore(db);
    const saved = createSavedCardStore(db);
    const entitlements = createEntitlementStore(db, undefined, saved);
    await decks.writeDeckList([deck("friends"), premium("future"), premium("owned")]);
    await decks.writeDeck(deck("values"));
    await saved.update(
      "sub-1",
      put(
        record("free-list", {}, 30, "friends"),
        record("free-stored", {}, 30, "values"),
        record("unknown", {}, 30, "mystery"),
        record("preview", {}, 4, "future"),
        record("ended", {}, 5, "future"),
        record("owned", {}, 20, "owned"),
      ),
    );
    await entitlements.stripSavedCards((deckId) => deckId === "owned");
    const text = Object.fromEntries((await saved.readAll("sub-1")).map((r) => [r.cardId, r.card.content?.question ?? null]));
    expect(text).toEqual({
      "free-list": "free-list?",
      "free-stored": "free-stored?",
      unknown: null,
      preview: "preview?",
      ended: null,
      owned: "owned?",
    });
  });
});
