import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import type { DeckWithCards, Entitlements } from "../../shared/api-types";
import { mockApi, setOnline } from "../../tests/support/api-mock";
import { makeDeck, renderPage } from "../../tests/support/render-page";
import { storeSignIn } from "../../tests/support/signed-in";
import { deckStore, deviceDb } from "../lib/device-db";
import { EntitlementsCheck, RECHECK_AFTER_MS } from "./EntitlementsCheck";

const fullPremium: DeckWithCards = {
  ...makeDeck("future", true, { cardCount: 6 }),
  cards: Array.from({ length: 6 }, (_, index) => ({ id: `card-${index}`, index, question: `Question ${index}?`, followUp: null, intensity: 1 as const })),
  preview: false,
  lockedCardCount: 0,
};
const ended = { decks: [], pass: null };

beforeEach(() => deviceDb.clearAll());
afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

describe("the entitlements check on start", () => {
  it("leaves only the preview of a deck whose entitlement has ended", async () => {
    storeSignIn();
    await deckStore.writeDeck(fullPremium);
    const api = mockApi({ "GET /api/me/entitlements": ended });
    renderPage(<EntitlementsCheck />);
    await vi.waitFor(async () => expect((await deckStore.readDeck("future"))?.deck.preview).toBe(true));
    expect(JSON.stringify(await deckStore.readDeck("future"))).not.toContain("Question 5?");
    expect(api.calls("GET /api/me/entitlements")).toHaveLength(1);
  });

  it("waits for a connection, and checks when it comes back", async () => {
    storeSignIn();
    await deckStore.writeDeck(fullPremium);
    const api = mockApi({ "GET /api/me/entitlements": ended });
    setOnline(false);
    renderPage(<EntitlementsCheck />);
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(api.calls("GET /api/me/entitlements")).toHaveLength(0);
    expect((await deckStore.readDeck("future"))?.deck.preview).toBe(false);
    setOnline(true);
    await vi.waitFor(async () => expect((await deckStore.readDeck("future"))?.deck.preview).toBe(true));
  });

  it("checks again when an app left open is shown after a while, not on every glance", async () => {
    storeSignIn();
    await deckStore.writeDeck(fullPremium);
    let answer: Entitlements = { decks: [{ deckId: "future", title: "Future", source: "purchase" }], pass: null };
    const api = mockApi({ "GET /api/me/entitlements": () => answer });
    const now = vi.spyOn(Date, "now");
    const start = Date.parse("2026-11-24T10:00:00Z");
    now.mockReturnValue(start);
    renderPage(<EntitlementsCheck />);
    await vi.waitFor(() => expect(api.calls("GET /api/me/entitlements")).toHaveLength(1));
    const shown = () => document.dispatchEvent(new Event("visibilitychange"));
    now.mockReturnValue(start + 60_000);
    shown();
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(api.calls("GET /api/me/entitlements")).toHaveLength(1);
    // The pass ended while the phone was in a pocket: shown again later, the app finds out.
    answer = ended;
    now.mockReturnValue(start + RECHECK_AFTER_MS + 60_000);
    shown();
    await vi.waitFor(async () => expect((await deckStore.readDeck("future"))?.deck.preview).toBe(true));
    expect(api.calls("GET /api/me/entitlements")).toHaveLength(2);
  });

  it("asks nothing for a visitor", async () => {
    const api = mockApi({});
    renderPage(<EntitlementsCheck />);
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(api.calls("GET /api/me/entitlements")).toHaveLength(0);
  });
});
