import { describe, expect, it, vi } from "vitest";
import { createPlayTracker, isDeckPlayPath } from "./play-record";

const deck = { deckId: "couples", title: "Us Two", cardCount: 41 };

describe("deck play record", () => {
  it("reports deck, total, distinct cards seen and whole seconds when the path leaves the deck", () => {
    let clock = 1_000;
    const tracker = createPlayTracker(() => clock);
    const ended = vi.fn();
    tracker.onEnd(ended);
    tracker.start(deck);
    tracker.viewed("card-0");
    tracker.viewed("card-3");
    tracker.viewed("card-3");
    clock += 12_700;
    tracker.pathChanged("/decks/couples/cards/3");
    expect(ended).not.toHaveBeenCalled();
    tracker.pathChanged("/decks");
    expect(ended).toHaveBeenCalledWith({
      deck_id: "couples",
      deck_name: "Us Two",
      total_cards: 41,
      cards_viewed: 2,
      time_spent: 12,
    });
    expect(tracker.current()).toBeNull();
  });

  it("drops a play of one second or less", () => {
    let clock = 0;
    const tracker = createPlayTracker(() => clock);
    const ended = vi.fn();
    tracker.onEnd(ended);
    tracker.start(deck);
    clock = 1000;
    tracker.pathChanged("/");
    expect(ended).not.toHaveBeenCalled();
    expect(tracker.current()).toBeNull();
  });

  it("keeps one play across re-renders and ends it when another deck starts", () => {
    let clock = 0;
    const tracker = createPlayTracker(() => clock);
    const ended = vi.fn();
    tracker.onEnd(ended);
    tracker.start(deck);
    tracker.viewed("card-1");
    clock = 5_000;
    tracker.start(deck);
    expect(tracker.current()?.viewed.has("card-1")).toBe(true);
    tracker.start({ deckId: "friends", title: "Good Company", cardCount: 40 });
    expect(ended).toHaveBeenCalledWith(expect.objectContaining({ deck_id: "couples", time_spent: 5 }));
  });

  it("treats both viewer addresses as the deck", () => {
    expect(isDeckPlayPath("/deck/couples")).toBe(true);
    expect(isDeckPlayPath("/decks/couples/cards/4")).toBe(true);
    expect(isDeckPlayPath("/decks")).toBe(false);
    expect(isDeckPlayPath("/pricing")).toBe(false);
  });
});
