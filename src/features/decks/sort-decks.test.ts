import { describe, expect, it } from "vitest";
import { sortDecks } from "./sort-decks";

describe("sortDecks", () => {
  it("puts free decks first, then sorts each group by title", () => {
    const decks = [
      { title: "Zeta", isPremium: true },
      { title: "beta", isPremium: false },
      { title: "Alpha", isPremium: true },
      { title: "Gamma", isPremium: false },
      { title: "alpha two", isPremium: false },
    ];
    expect(sortDecks(decks).map((d) => d.title)).toEqual(["alpha two", "beta", "Gamma", "Alpha", "Zeta"]);
  });

  it("does not change the list it was given", () => {
    const decks = [
      { title: "B", isPremium: false },
      { title: "A", isPremium: false },
    ];
    sortDecks(decks);
    expect(decks.map((d) => d.title)).toEqual(["B", "A"]);
  });
});

describe("sortDecks titles", () => {
  it("ignores accents and case when ordering titles", () => {
    const decks = [
      { title: "Zoo", isPremium: false },
      { title: "Éclair", isPremium: false },
      { title: "dinner", isPremium: false },
    ];
    expect(sortDecks(decks).map((d) => d.title)).toEqual(["dinner", "Éclair", "Zoo"]);
  });
});
