import { describe, expect, it } from "vitest";
import { parseCardIndex } from "./card-index";

describe("card index in the address", () => {
  it("reads whole numbers and treats anything else as the first card", () => {
    expect(parseCardIndex("7")).toBe(7);
    expect(parseCardIndex(undefined)).toBe(0);
    expect(parseCardIndex("-2")).toBe(0);
    expect(parseCardIndex("2.5")).toBe(0);
    expect(parseCardIndex("abc")).toBe(0);
  });
});
