import { describe, expect, it } from "vitest";
import { turnOf } from "./table-turns";

describe("whose turn it is", () => {
  it("goes round the names one card each, and back with the previous card", () => {
    const players = ["Ana", "Ben", "Chloé"];
    expect([0, 1, 2, 3, 4, 5, 6].map((position) => turnOf(players, position))).toEqual(["Ana", "Ben", "Chloé", "Ana", "Ben", "Chloé", "Ana"]);
    expect(turnOf(players, 3)).toBe("Ana");
    expect(turnOf(players, 2)).toBe("Chloé");
  });
  it("is nobody's without names", () => {
    expect(turnOf([], 0)).toBeNull();
  });
  it("is the one player's every time with one name", () => {
    expect(turnOf(["Solo"], 9)).toBe("Solo");
  });
});
