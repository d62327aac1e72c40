import { describe, expect, it } from "vitest";
import { cardPath, parseCardIndex } from "./card-index";

describe("card index in the address", () => {
  it("reads whole numbers and treats anything else as the first card", () => {
    expect(parseCardIndex("7")).toBe(7);
    expect(parseCardIndex(undefined)).toBe(0);
    expect(parseCardIndex("-2")).toBe(0);
    expect(parseCardIndex("2.5")).toBe(0);
    expect(parseCardIndex("abc")).toBe(0);
  });

  it("builds the card address", () => {
    expect(cardPath("first-dates", 2)).toBe("/decks/first-dates/cards/2");
  });
});
