import { act, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { receiveEvents, type TrackedEvent } from "../../lib/analytics";
import { renderPage } from "../../../tests/support/render-page";
import { tinyDeck } from "../../../tests/support/tiny-deck";
import { DeckViewer } from "./DeckViewer";
import { deckPlace } from "./viewer-place";
import { trackDeckPlays } from "./play-analytics";
import { createPlayTracker, deckPlayTracker } from "./play-record";

let tracked: TrackedEvent[] = [];
beforeEach(() => {
  tracked = [];
  receiveEvents((event) => tracked.push(event));
});
afterEach(() => receiveEvents(() => {}));

describe("end_play", () => {
  it("is sent when the page is hidden for good, before the analytics feature's own pagehide beacon", () => {
    let clock = 10_000;
    const tracker = createPlayTracker(() => clock);
    const undo = trackDeckPlays(tracker);
    // The feature loads later, when idle: its listener comes after.
    const seenByBeacon: string[] = [];
    const beacon = () => seenByBeacon.push(...tracked.map((event) => event.name));
    window.addEventListener("pagehide", beacon);

    tracker.start({ deckId: "couples", title: "Us Two", cardCount: 40 });
    ["a", "b", "b", "c"].forEach((cardId) => tracker.viewed(cardId));
    clock += 7_900;
    window.dispatchEvent(new Event("pagehide"));

    expect(tracked.map((event) => event.params)).toEqual([
      { deck_id: "couples", deck_name: "Us Two", total_cards: 40, cards_viewed: 3, time_spent: 7 },
    ]);
    expect(seenByBeacon).toEqual(["end_play"]);
    expect(tracker.current()).toBeNull();
    window.removeEventListener("pagehide", beacon);
    undo();
  });
});

describe("deck events", () => {
  const deck = tinyDeck;
  const deckEvents = () => tracked.filter((event) => event.name === "deck_event").map((event) => event.params);

  it("records opening the deck once, a shuffle, and a shared link (category Deck)", async () => {
    localStorage.setItem("sparkDecks.onboardingSeen", "true");
    Object.assign(navigator, { clipboard: { writeText: vi.fn(async () => undefined) } });
    renderPage(<DeckViewer deck={deck} place={deckPlace(deck)} startIndex={0} addressIndex={null} />, { path: "/deck/tiny" });
    await userEvent.click(await screen.findByRole("button", { name: "Shuffle" }));
    (await screen.findByRole("button", { name: "Share card" })).focus();
    await userEvent.keyboard("{Enter}");
    await userEvent.click(await screen.findByRole("button", { name: "Copy" }));
    expect(deckEvents()).toEqual([
      { category: "Deck", action: "open", label: "Tiny Deck", deck_id: "tiny" },
      { category: "Deck", action: "shuffle", label: "Tiny Deck", deck_id: "tiny" },
      { category: "Deck", action: "share", label: "Tiny Deck", deck_id: "tiny", card_id: expect.stringMatching(/^card-[1-3]$/) },
    ]);
    act(() => deckPlayTracker.pathChanged("/decks"));
  });
});
