import { describe, expect, it } from "vitest";
import { tinyDeck } from "../../../tests/support/tiny-deck";
import { positionOf, restoredIndex } from "./viewer-place";

describe("the last card a device was on", () => {
  it("is remembered by the card's id and its position", () => {
    expect(positionOf(tinyDeck, 2)).toEqual({ index: 2, cardId: "card-2" });
  });

  it("is found again where an edit has moved it", () => {
    const reordered = tinyDeck.cards.toReversed().map((card, index) => ({ ...card, index }));
    expect(restoredIndex({ index: 2, cardId: "card-2" }, reordered)).toBe(1);
  });

  it("falls back to the position when the card is gone or was stored without an id", () => {
    expect(restoredIndex({ index: 3, cardId: "removed-card" }, tinyDeck.cards)).toBe(3);
    expect(restoredIndex({ index: 1, cardId: null }, tinyDeck.cards)).toBe(1);
    expect(restoredIndex(null, tinyDeck.cards)).toBeNull();
  });
});
