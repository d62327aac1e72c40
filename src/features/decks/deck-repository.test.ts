import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { setAccessTokenProvider } from "../../lib/auth-token";
import { deckStore, FRESHNESS_MS, deviceDb } from "../../lib/device-db";
import { makeDeck } from "../../../tests/support/render-page";
import { DeckNotSavedError, loadDeckCards } from "./deck-repository";

describe("loadDeckCards", () => {
  const deck = { ...makeDeck("friends", false), cards: [], preview: false, lockedCardCount: 0 };

  beforeEach(async () => {
    await deviceDb.clearAll();
  });
  afterEach(() => {
    vi.unstubAllGlobals();
    vi.restoreAllMocks();
  });

  it("fetches, stores, and then serves from the store without the network", async () => {
    const fetchMock = vi.fn(async () => new Response(JSON.stringify(deck), { status: 200 }));
    vi.stubGlobal("fetch", fetchMock);
    expect(await loadDeckCards("friends")).toEqual(deck);
    await vi.waitFor(async () => expect(await deckStore.readDeck("friends")).not.toBeNull());
    expect(await loadDeckCards("friends")).toEqual(deck);
    expect(fetchMock).toHaveBeenCalledTimes(1);
  });

  it("refreshes a stale deck in the background and hands over the new one", async () => {
    vi.spyOn(Date, "now").mockReturnValue(0);
    await deckStore.writeDeck(deck);
    vi.spyOn(Date, "now").mockReturnValue(FRESHNESS_MS + 5);
    const fresh = { ...deck, title: "Friends, updated" };
    vi.stubGlobal("fetch", vi.fn(async () => new Response(JSON.stringify(fresh), { status: 200 })));
    const onRefresh = vi.fn();
    expect((await loadDeckCards("friends", { onRefresh })).title).toBe("friends");
    await vi.waitFor(() => expect(onRefresh).toHaveBeenCalledWith(fresh));
  });

  it("serves a stored preview at once but asks for the deck again while online, however fresh", async () => {
    const preview = { ...deck, deckId: "premium", preview: true, lockedCardCount: 30 };
    await deckStore.writeDeck(preview);
    const unlocked = { ...preview, preview: false, lockedCardCount: 0 };
    const fetchMock = vi.fn(async () => new Response(JSON.stringify(unlocked), { status: 200 }));
    vi.stubGlobal("fetch", fetchMock);
    const onRefresh = vi.fn();
    expect((await loadDeckCards("premium", { onRefresh })).preview).toBe(true);
    await vi.waitFor(() => expect(onRefresh).toHaveBeenCalledWith(unlocked));
    expect(fetchMock).toHaveBeenCalledTimes(1);
  });

  it("asks for a stored full premium deck again while online, and an ended entitlement's preview replaces it", async () => {
    setAccessTokenProvider(async () => "token", () => true);
    const full = { ...deck, deckId: "premium", isPremium: true, preview: false, cardCount: 8, cards: [{ id: "premium-5", index: 5, question: "Locked?", followUp: null, intensity: 1 as const }] };
    await deckStore.writeDeck(full);
    const preview = { ...full, preview: true, lockedCardCount: 3, cards: [] };
    vi.stubGlobal("fetch", vi.fn(async () => new Response(JSON.stringify(preview), { status: 200 })));
    const onRefresh = vi.fn();
    expect((await loadDeckCards("premium", { onRefresh })).preview).toBe(false);
    await vi.waitFor(() => expect(onRefresh).toHaveBeenCalledWith(preview));
    await vi.waitFor(async () => expect((await deckStore.readDeck("premium"))?.deck.preview).toBe(true));
    setAccessTokenProvider(async () => null, () => false);
  });

  it("plays a stored full premium deck offline", async () => {
    setAccessTokenProvider(async () => "token", () => true);
    vi.spyOn(navigator, "onLine", "get").mockReturnValue(false);
    const full = { ...deck, deckId: "premium", isPremium: true, preview: false };
    await deckStore.writeDeck(full);
    const fetchMock = vi.fn();
    vi.stubGlobal("fetch", fetchMock);
    expect(await loadDeckCards("premium")).toEqual(full);
    expect(fetchMock).not.toHaveBeenCalled();
    setAccessTokenProvider(async () => null, () => false);
  });

  it("does not serve a paid deck kept from a session that has ended", async () => {
    const paid = { ...deck, deckId: "premium", isPremium: true, preview: false, lockedCardCount: 0, title: "Paid in full" };
    await deckStore.writeDeck(paid);
    const visitorView = { ...paid, preview: true, lockedCardCount: 30, title: "Preview only" };
    vi.stubGlobal("fetch", vi.fn(async () => new Response(JSON.stringify(visitorView), { status: 200 })));
    // Nobody is signed in (no session provider registered): the network decides.
    expect((await loadDeckCards("premium")).title).toBe("Preview only");
    // And that answer is not written over by the paid copy again, nor the paid copy kept served.
    await vi.waitFor(async () => expect((await deckStore.readDeck("premium"))?.deck.preview).toBe(true));
  });

  it("says the deck is not saved when offline and not stored", async () => {
    vi.stubGlobal("fetch", vi.fn(async () => Promise.reject(new TypeError("Failed to fetch"))));
    await expect(loadDeckCards("friends")).rejects.toBeInstanceOf(DeckNotSavedError);
  });

  it("passes other API errors through", async () => {
    vi.stubGlobal("fetch", vi.fn(async () => new Response(JSON.stringify({ error: "deck_not_found", message: "No." }), { status: 404 })));
    await expect(loadDeckCards("friends")).rejects.toMatchObject({ status: 404 });
  });
});
