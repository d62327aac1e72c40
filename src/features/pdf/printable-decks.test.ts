import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import type { DeckSummary, Entitlements } from "../../../shared/api-types";
import { testDeck } from "../../../tests/support/device-db-fixtures";
import { deckStore, deviceDb } from "../../lib/device-db";
import { PdfSourceError } from "./make-pdf";
import { canPrintDeck, loadPrintableDeck, printableDeckIds } from "./printable-decks";

const summary = (deckId: string, isPremium: boolean) => ({ deckId, isPremium }) as DeckSummary;
const list = [summary("free-a", false), summary("gold", true), summary("free-b", false), summary("silver", true)];
const owner: Entitlements = { decks: [{ deckId: "gold", title: "Gold", source: "purchase" }], pass: null };
const holder: Entitlements = { decks: [], pass: { plan: "monthly", status: "active", currentPeriodEnd: null, cancelAtPeriodEnd: false } };
const nobody: Entitlements = { decks: [], pass: null };
const signal = () => new AbortController().signal;
const premiumPreview = testDeck("silver", { title: "Silver", isPremium: true, preview: true, cardCount: 8, lockedCardCount: 6 });

beforeEach(() => deviceDb.clearAll());
afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

describe("which decks a person may print", () => {
  it("is every deck with the pass; the free decks and the ones bought without it", () => {
    expect(printableDeckIds(list, holder)).toEqual(["free-a", "gold", "free-b", "silver"]);
    expect(printableDeckIds(list, owner)).toEqual(["free-a", "gold", "free-b"]);
    expect(printableDeckIds(list, nobody)).toEqual(["free-a", "free-b"]);
  });

  it("offers one deck's PDF to a pass holder, and to its buyer", () => {
    expect(canPrintDeck(summary("silver", true), holder)).toBe(true);
    expect(canPrintDeck(summary("free-a", false), holder)).toBe(true);
    expect(canPrintDeck(summary("gold", true), owner)).toBe(true);
    expect(canPrintDeck(summary("silver", true), owner)).toBe(false);
    expect(canPrintDeck(summary("free-a", false), nobody)).toBe(false);
    expect(canPrintDeck(summary("free-a", false), null)).toBe(false);
  });
});

describe("loadPrintableDeck", () => {
  it("reads a deck from the device, offline too", async () => {
    await deckStore.writeDeck(testDeck("free-a", { title: "Free A" }));
    vi.spyOn(navigator, "onLine", "get").mockReturnValue(false);
    expect(await loadPrintableDeck("free-a", signal())).toEqual({
      deckId: "free-a",
      title: "Free A",
      description: "d",
      cards: [
        { question: "First?", followUp: null },
        { question: "Second?", followUp: null },
      ],
    });
  });

  it("never prints a preview: offline it is refused, online the whole deck is fetched", async () => {
    await deckStore.writeDeck(premiumPreview);
    vi.spyOn(navigator, "onLine", "get").mockReturnValue(false);
    await expect(loadPrintableDeck("silver", signal())).rejects.toThrow(
      new PdfSourceError("Only the preview of Silver is on this device. Connect to the internet and try again."),
    );

    vi.spyOn(navigator, "onLine", "get").mockReturnValue(true);
    const whole = testDeck("silver", { title: "Silver", isPremium: true, cardCount: 2 });
    vi.stubGlobal("fetch", vi.fn(async () => new Response(JSON.stringify(whole), { status: 200 })));
    expect((await loadPrintableDeck("silver", signal())).cards).toHaveLength(2);
  });

  it("says so when a deck is neither on the device nor reachable", async () => {
    vi.spyOn(navigator, "onLine", "get").mockReturnValue(false);
    await expect(loadPrintableDeck("free-b", signal())).rejects.toBeInstanceOf(PdfSourceError);
  });
});
