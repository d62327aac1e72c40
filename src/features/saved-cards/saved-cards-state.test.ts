import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import type { Card } from "../../../shared/api-types";
import { mockApi, setOnline } from "../../../tests/support/api-mock";
import { freshIndexedDbForEachTest, oldDeviceDb } from "../../../tests/support/device-db-fixtures";
import { setAccessTokenProvider } from "../../lib/auth-token";
import { createDeviceDb } from "../../lib/device-db/device-db";
import { createSavedCardStore, type SavedCardStore } from "../../lib/device-db/saved-cards";
import { catalogCard, fakeSavedCardsServer, iso } from "../../../tests/support/fake-saved-cards-server";
import { createSavedCardsState, type SavedCardsState } from "./saved-cards-state";
import { savedDeck } from "./saved-entries";
import { createSavedCardsSync } from "./sync";

freshIndexedDbForEachTest();

const catalog = { a: catalogCard("a", "future", 1), b: catalogCard("b", "future", 2), c: catalogCard("c", "friends", 3) };
const card = (cardId: keyof typeof catalog): Card => ({ id: cardId, index: catalog[cardId].index, ...catalog[cardId].content });
const deckOf = (cardId: keyof typeof catalog) => ({ deckId: catalog[cardId].deckId, title: catalog[cardId].deckTitle, coverColor: "#14213D" });

let store: SavedCardStore;
let state: SavedCardsState;
let clock: number;
let detach: (() => void) | null;

function start(passWaitMs = 3000) {
  const sync = createSavedCardsSync({ store, signedIn: () => true });
  state = createSavedCardsState({ store, sync, now: () => clock, passWaitMs });
}

const ids = () => state.getSnapshot().entries.map((entry) => entry.cardId);

beforeEach(() => {
  store = createSavedCardStore(createDeviceDb());
  clock = 1000;
  detach = null;
  setAccessTokenProvider(async () => "token", () => true);
  start();
});
afterEach(() => {
  detach?.();
  vi.unstubAllGlobals();
  setAccessTokenProvider(async () => null, () => false);
});

describe("saving and unsaving", () => {
  it("shows a tap at once, before the server has it, then syncs it", async () => {
    const server = fakeSavedCardsServer(catalog);
    let release = () => {};
    const routes = server.routes();
    const api = mockApi({ ...routes, "PUT /api/me/saved-cards/*": (request) => new Promise((resolve) => (release = () => resolve(routes["PUT /api/me/saved-cards/*"](request)))) });
    detach = state.attach("sub-1");
    state.setPass("sub-1", "holder");
    await vi.waitFor(() => expect(state.getSnapshot().loaded).toBe(true));
    expect(await state.toggle(card("a"), deckOf("a"))).toBe("saved");
    expect(ids()).toEqual(["a"]);
    expect(state.getSnapshot().savedIds.has("a")).toBe(true);
    await vi.waitFor(() => expect(api.calls("PUT /api/me/saved-cards/a")).toHaveLength(1));
    release();
    await vi.waitFor(() => expect(server.rows.get("a")).toEqual({ saved: true, changedAt: 1000 }));
    clock = 1000; // the same millisecond: the removal must still come after the save
    expect(await state.toggle(card("a"), deckOf("a"))).toBe("removed");
    expect(ids()).toEqual([]);
    await vi.waitFor(() => expect(server.rows.get("a")).toEqual({ saved: false, changedAt: 1001 }));
  });

  it("applies quick taps in turn, and knows a stored save before the list has been read", async () => {
    mockApi({});
    setOnline(false);
    await store.update("sub-1", () => [{ cardId: "b", userId: "sub-1", saved: true, changedAt: iso(10), pending: false, card: catalog.b }]);
    detach = state.attach("sub-1");
    state.setPass("sub-1", "holder");
    expect(state.getSnapshot().loaded).toBe(false);
    const taps = [state.toggle(card("b"), deckOf("b")), state.toggle(card("a"), deckOf("a")), state.toggle(card("a"), deckOf("a"))];
    expect(await Promise.all(taps)).toEqual(["removed", "saved", "removed"]);
    expect(ids()).toEqual([]);
  });

  it("asks a visitor for an account and someone without the pass for the pass, keeping nothing", async () => {
    mockApi({});
    expect(await state.toggle(card("a"), deckOf("a"))).toBe("needs_account");
    detach = state.attach("sub-1");
    state.setPass("sub-1", "none");
    expect(await state.toggle(card("a"), deckOf("a"))).toBe("needs_pass");
    expect(ids()).toEqual([]);
    expect(await store.readAll("sub-1")).toEqual([]);
  });

  it("waits for the entitlements to be read before it judges a save", async () => {
    mockApi({});
    setOnline(false);
    detach = state.attach("sub-1");
    const saving = state.toggle(card("a"), deckOf("a"));
    state.setPass("sub-1", "loading");
    state.setPass("sub-1", "holder");
    state.setPass("sub-1", "loading"); // another component, still reading: it does not hide what is known
    expect(await saving).toBe("saved");
    expect(await state.toggle(card("b"), deckOf("b"))).toBe("saved");
  });

  it("lets the server judge when the entitlements cannot be read", async () => {
    mockApi({});
    setOnline(false);
    start(10);
    detach = state.attach("sub-1");
    expect(await state.toggle(card("a"), deckOf("a"))).toBe("saved");
  });

  it("lets anyone signed in remove a card, pass or not", async () => {
    const server = fakeSavedCardsServer(catalog);
    server.apply("a", { saved: true, changedAt: 500 });
    mockApi(server.routes());
    detach = state.attach("sub-1");
    state.setPass("sub-1", "none");
    await vi.waitFor(() => expect(ids()).toEqual(["a"]));
    expect(await state.toggle(card("a"), deckOf("a"))).toBe("removed");
    await vi.waitFor(() => expect(server.rows.get("a")?.saved).toBe(false));
  });

  it("says when the server refused a save, and the card is no longer saved", async () => {
    const server = fakeSavedCardsServer(catalog);
    server.passHolder = false; // the pass ended, the device does not know yet
    mockApi(server.routes());
    detach = state.attach("sub-1");
    state.setPass("sub-1", "holder");
    expect(await state.toggle(card("a"), deckOf("a"))).toBe("saved");
    await vi.waitFor(() => expect(state.getSnapshot().refusedCardId).toBe("a"));
    await vi.waitFor(() => expect(ids()).toEqual([]));
    state.dismissRefusal();
    expect(state.getSnapshot().refusedCardId).toBeNull();
  });
});

describe("the saved list", () => {
  it("reads one person's cards from the device offline, newest first", async () => {
    mockApi({});
    setOnline(false);
    await store.update("sub-1", () => [
      { cardId: "a", userId: "sub-1", saved: true, changedAt: iso(10), pending: false, card: catalog.a },
      { cardId: "b", userId: "sub-1", saved: false, changedAt: iso(30), pending: true, card: catalog.b },
      { cardId: "c", userId: "sub-1", saved: true, changedAt: iso(20), pending: true, card: catalog.c },
    ]);
    detach = state.attach("sub-1");
    expect(state.getSnapshot().loaded).toBe(false);
    await vi.waitFor(() => expect(ids()).toEqual(["c", "a"]));
    detach();
    detach = state.attach("sub-2");
    await vi.waitFor(() => expect(state.getSnapshot().loaded).toBe(true));
    expect(ids()).toEqual([]);
  });

  it("shows offline what was saved before the page's update, and sends a change made then with its time", async () => {
    const server = fakeSavedCardsServer(catalog);
    const api = mockApi(server.routes());
    setOnline(false);
    // Left by the page before the update (database version 6, times in epoch milliseconds).
    await oldDeviceDb(6, {
      savedCards: [
        { cardId: "a", userId: "sub-1", saved: true, changedAt: 10, pending: false, card: catalog.a },
        { cardId: "c", userId: "sub-1", saved: true, changedAt: 20, pending: true, card: catalog.c },
      ],
    });
    detach = state.attach("sub-1");
    await vi.waitFor(() => expect(ids()).toEqual(["c", "a"]));
    expect(api.seen).toHaveLength(0);
    setOnline(true);
    await vi.waitFor(() => expect(server.rows.get("c")).toEqual({ saved: true, changedAt: 20 }));
  });

  it("syncs on coming back online and when the page is shown again", async () => {
    const server = fakeSavedCardsServer(catalog);
    const api = mockApi(server.routes());
    setOnline(false);
    detach = state.attach("sub-1");
    state.setPass("sub-1", "holder");
    await state.toggle(card("a"), deckOf("a"));
    expect(api.calls("PUT /api/me/saved-cards/a")).toHaveLength(0);
    setOnline(true);
    await vi.waitFor(() => expect(server.rows.get("a")?.saved).toBe(true));
    server.apply("b", { saved: true, changedAt: 5000 }); // on another device
    document.dispatchEvent(new Event("visibilitychange"));
    await vi.waitFor(() => expect(ids()).toEqual(["b", "a"]));
  });

  it("plays the readable saved cards as a deck of their own, in the list's order", async () => {
    await store.update("sub-1", () => [
      { cardId: "a", userId: "sub-1", saved: true, changedAt: iso(10), pending: false, card: catalog.a },
      { cardId: "b", userId: "sub-1", saved: true, changedAt: iso(40), pending: false, card: { ...catalog.b, content: null } },
      { cardId: "c", userId: "sub-1", saved: true, changedAt: iso(20), pending: false, card: catalog.c },
      { cardId: "d", userId: "sub-1", saved: true, changedAt: iso(30), pending: false, card: { ...catalog.a, index: 9, content: { question: "D?", followUp: null, intensity: 3 } } },
    ]);
    mockApi({});
    setOnline(false);
    detach = state.attach("sub-1");
    await vi.waitFor(() => expect(ids()).toHaveLength(4));
    const deck = savedDeck(state.getSnapshot().entries);
    expect(deck).toMatchObject({ deckId: "saved", title: "Saved cards", cardCount: 3, preview: false, lockedCardCount: 0, isPremium: false });
    // Future Us (newest save: b at 40) first: d, then a; then friends: c. b is locked.
    expect(deck.cards).toEqual([
      { id: "d", index: 0, question: "D?", followUp: null, intensity: 3 },
      { id: "a", index: 1, ...catalog.a.content },
      { id: "c", index: 2, ...catalog.c.content },
    ]);
  });
});
