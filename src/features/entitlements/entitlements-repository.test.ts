import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import type { DeckWithCards, Entitlements } from "../../../shared/api-types";
import { json, mockApi } from "../../../tests/support/api-mock";
import { makeDeck } from "../../../tests/support/render-page";
import { setAccessTokenProvider } from "../../lib/auth-token";
import { deckStore, deviceDb } from "../../lib/device-db";
import { entitlementStore } from "./entitlement-store";
import { covers, ownershipOf } from "./entitlements";
import { loadEntitlements, refreshEntitlements } from "./entitlements-repository";

const question = (index: number) => ({ id: `premium-${index}`, index, question: `Locked question ${index}?`, followUp: null, intensity: 1 as const });

function premiumDeck(deckId: string, preview: boolean): DeckWithCards {
  return {
    ...makeDeck(deckId, true, { cardCount: 8 }),
    cards: Array.from({ length: preview ? 5 : 8 }, (_, index) => question(index)),
    preview,
    lockedCardCount: preview ? 3 : 0,
  };
}

const owns = (...deckIds: string[]): Entitlements => ({
  decks: deckIds.map((deckId) => ({ deckId, title: deckId, source: "purchase" })),
  pass: null,
});
const pass: Entitlements = { decks: [], pass: { plan: "yearly", status: "active", currentPeriodEnd: "2027-01-15T12:00:00Z", cancelAtPeriodEnd: false } };

const signedIn = (yes: boolean) => setAccessTokenProvider(async () => (yes ? "token" : null), () => yes);

beforeEach(async () => {
  await deviceDb.clearAll();
  signedIn(true);
});
afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
  signedIn(false);
});

describe("what entitlements cover", () => {
  it("covers decks owned, and every deck with the pass", () => {
    expect(covers(owns("a"), "a")).toBe(true);
    expect(covers(owns("a"), "b")).toBe(false);
    expect(covers(pass, "b")).toBe(true);
  });

  it("marks owned decks, then pass decks, and never a free one", () => {
    const premium = makeDeck("a", true);
    expect(ownershipOf(owns("a"), premium)).toBe("owned");
    expect(ownershipOf({ ...owns("a"), pass: pass.pass }, premium)).toBe("owned");
    expect(ownershipOf(pass, premium)).toBe("pass");
    expect(ownershipOf(owns(), premium)).toBeNull();
    expect(ownershipOf(pass, makeDeck("free", false))).toBeNull();
  });
});

describe("entitlements on the device", () => {
  it("fetches and keeps them, then serves them at once and asks again while online", async () => {
    const api = mockApi({ "GET /api/me/entitlements": owns("a") });
    expect(await loadEntitlements("sub-1")).toEqual(owns("a"));
    await vi.waitFor(async () => expect((await entitlementStore.readEntitlements("sub-1"))?.entitlements).toEqual(owns("a")));

    mockApi({ "GET /api/me/entitlements": owns("a", "b") });
    const onRefresh = vi.fn();
    expect(await loadEntitlements("sub-1", { onRefresh })).toEqual(owns("a"));
    await vi.waitFor(() => expect(onRefresh).toHaveBeenCalledWith(owns("a", "b")));
    expect(api.calls("GET /api/me/entitlements")[0].headers.get("Authorization")).toBe("Bearer token");
  });

  it("serves the stored ones offline", async () => {
    await entitlementStore.writeEntitlements("sub-1", owns("a"));
    vi.spyOn(navigator, "onLine", "get").mockReturnValue(false);
    const api = mockApi({});
    expect(await loadEntitlements("sub-1")).toEqual(owns("a"));
    expect(api.seen).toHaveLength(0);
  });

  it("cuts a refunded deck and ended-pass decks down to their preview on the next check", async () => {
    await deckStore.writeDeck(premiumDeck("refunded", false));
    await deckStore.writeDeck(premiumDeck("kept", false));
    await deckStore.writeDeck(premiumDeck("from-pass", false));
    mockApi({ "GET /api/me/entitlements": owns("kept") });
    await refreshEntitlements("sub-1");
    for (const deckId of ["refunded", "from-pass"]) {
      const stored = (await deckStore.readDeck(deckId))!.deck;
      expect(stored.preview).toBe(true);
      expect(stored.cards).toHaveLength(5);
      expect(JSON.stringify(stored)).not.toContain("Locked question 5?");
    }
    expect((await deckStore.readDeck("kept"))!.deck.cards).toHaveLength(8);
  });

  it("replaces stored previews the new entitlements unlock at once", async () => {
    await deckStore.writeDeck(premiumDeck("bought", true));
    await deckStore.writeDeck(premiumDeck("other", true));
    const api = mockApi({ "GET /api/me/entitlements": owns("bought"), "GET /api/decks/bought/cards": premiumDeck("bought", false) });
    await refreshEntitlements("sub-1");
    expect((await deckStore.readDeck("bought"))!.deck.cards).toHaveLength(8);
    expect((await deckStore.readDeck("other"))!.deck.preview).toBe(true);
    expect(api.calls("GET /api/decks/other/cards")).toHaveLength(0);
  });

  it("with the pass, unlocks every stored preview", async () => {
    await deckStore.writeDeck(premiumDeck("one", true));
    await deckStore.writeDeck(premiumDeck("two", true));
    mockApi({
      "GET /api/me/entitlements": pass,
      "GET /api/decks/one/cards": premiumDeck("one", false),
      "GET /api/decks/two/cards": premiumDeck("two", false),
    });
    await refreshEntitlements("sub-1");
    expect(await entitlementStore.previewDeckIds()).toEqual([]);
  });

  it("asks once when several parts of the page ask at the same time", async () => {
    const slowly = () => new Promise((resolve) => setTimeout(() => resolve(json(200, owns())), 50));
    const api = mockApi({ "GET /api/me/entitlements": slowly });
    await Promise.all([refreshEntitlements("sub-1"), refreshEntitlements("sub-1"), loadEntitlements("sub-1")]);
    expect(api.calls("GET /api/me/entitlements")).toHaveLength(1);
  });

  it("never applies an answer asked for before one already applied (the deck just bought stays whole)", async () => {
    await deckStore.writeDeck(premiumDeck("bought", false));
    let turn = 0;
    const answers = [
      // Asked on start, before the purchase was confirmed; it arrives last.
      () => new Promise((resolve) => setTimeout(() => resolve(json(200, owns())), 80)),
      () => owns("bought"),
    ];
    mockApi({ "GET /api/me/entitlements": () => answers[turn++]() });
    const onStart = refreshEntitlements("sub-1");
    await vi.waitFor(() => expect(turn).toBe(1));
    await refreshEntitlements("sub-1", { fresh: true });
    await onStart;
    expect((await deckStore.readDeck("bought"))!.deck.cards).toHaveLength(8);
    expect((await entitlementStore.readEntitlements("sub-1"))?.entitlements).toEqual(owns("bought"));
  });

  it("keeps nothing that arrives after a sign-out", async () => {
    let answer: (response: Response) => void = () => {};
    const api = mockApi({ "GET /api/me/entitlements": () => new Promise<Response>((resolve) => (answer = resolve)) });
    const pending = refreshEntitlements("sub-1");
    await vi.waitFor(() => expect(api.seen).toHaveLength(1));
    signedIn(false);
    answer(json(200, owns("a")));
    await pending;
    expect(await entitlementStore.readEntitlements("sub-1")).toBeNull();
  });
});
