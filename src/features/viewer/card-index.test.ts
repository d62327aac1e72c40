import { describe, expect, it } from "vitest";
import { cardPath, clampCardIndex, parseCardIndex } from "./card-index";

describe("card index in the address", () => {
  it("reads whole numbers and treats anything else as the first card", () => {
    expect(parseCardIndex("7")).toBe(7);
    expect(parseCardIndex(undefined)).toBe(0);
    expect(parseCardIndex("-2")).toBe(0);
    expect(parseCardIndex("2.5")).toBe(0);
    expect(parseCardIndex("abc")).toBe(0);
  });

  it("clamps out-of-range indexes into the deck", () => {
    expect(clampCardIndex(99, 40)).toBe(39);
    expect(clampCardIndex(-1, 40)).toBe(0);
    expect(clampCardIndex(5, 40)).toBe(5);
    expect(clampCardIndex(3, 0)).toBe(0);
  });

  it("builds the card address", () => {
    expect(cardPath("first-dates", 2)).toBe("/decks/first-dates/cards/2");
  });
});
