import { describe, expect, it } from "vitest";
import { makeDeck } from "../../../tests/support/render-page";
import { filterDecks, searchKey } from "./deck-filter";
import { kindFromAddress } from "./deck-kinds";

const longDistance = makeDeck("long-distance", true, {
  title: "Across the Miles",
  description: "For partners living apart, across time zones.",
  category: "relationships",
});
const decisions = makeDeck("big-decisions", true, { title: "Big Decisions", description: "Weighing a choice.", category: "self-discovery" });
const cafe = makeDeck("cafe", false, { title: "Café Crème", description: "Small talk, made à la carte.", category: "relationships" });
const kickoff = makeDeck("team-kickoff", false, { title: "Team Kick-off", description: "For new teams.", category: "teams" });
const decks = [cafe, kickoff, decisions, longDistance];
const titles = (list: { title: string }[]) => list.map((d) => d.title);

describe("kindFromAddress", () => {
  it("reads the three kinds, and anything else as All", () => {
    expect(kindFromAddress("relationships")).toBe("relationships");
    expect(kindFromAddress("teams")).toBe("teams");
    expect(kindFromAddress("self-discovery")).toBe("self-discovery");
    for (const value of [null, "", "all", "Teams", "team", "nonsense", "toString", "__proto__"]) expect(kindFromAddress(value)).toBe("all");
  });
});

describe("searchKey", () => {
  it("folds case and accents, and treats hyphens, dashes and runs of spaces alike", () => {
    expect(searchKey("  Café  CRÈME ")).toBe("cafe creme");
    expect(searchKey("Long-Distance")).toBe(searchKey("long distance"));
    expect(searchKey("long – distance")).toBe("long distance");
    expect(searchKey("Partner’s")).toBe("partner's");
  });
});

describe("filterDecks", () => {
  it("keeps only the decks of a kind, and every deck for All", () => {
    expect(titles(filterDecks(decks, "relationships", ""))).toEqual(["Café Crème", "Across the Miles"]);
    expect(titles(filterDecks(decks, "teams", ""))).toEqual(["Team Kick-off"]);
    expect(filterDecks(decks, "all", "")).toEqual(decks);
  });

  it("matches a word in a title whatever its case", () => {
    expect(titles(filterDecks(decks, "all", "decisions"))).toEqual(["Big Decisions"]);
    expect(titles(filterDecks(decks, "all", "DECISIONS"))).toEqual(["Big Decisions"]);
  });

  it("matches words in a description, and a word in the deck's name in its address", () => {
    expect(titles(filterDecks(decks, "all", "time zones"))).toEqual(["Across the Miles"]);
    expect(titles(filterDecks(decks, "all", "long distance"))).toEqual(["Across the Miles"]);
    expect(titles(filterDecks(decks, "all", "long-distance"))).toEqual(["Across the Miles"]);
    expect(titles(filterDecks(decks, "all", "Long–Distance"))).toEqual(["Across the Miles"]);
  });

  it("matches with or without accents, on either side", () => {
    expect(titles(filterDecks(decks, "all", "cafe creme"))).toEqual(["Café Crème"]);
    expect(titles(filterDecks(decks, "all", "a la carte"))).toEqual(["Café Crème"]);
    expect(titles(filterDecks(decks, "all", "ácross"))).toEqual(["Across the Miles"]);
    expect(titles(filterDecks(decks, "all", "kick off"))).toEqual(["Team Kick-off"]);
  });

  it("narrows within the chosen kind, keeps the order it was given, and matches nothing for a word nowhere", () => {
    expect(titles(filterDecks(decks, "teams", "across"))).toEqual([]);
    expect(titles(filterDecks(decks, "all", "for"))).toEqual(["Team Kick-off", "Across the Miles"]);
    expect(titles(filterDecks([...decks].reverse(), "all", "for"))).toEqual(["Across the Miles", "Team Kick-off"]);
    expect(filterDecks(decks, "all", "zebras")).toEqual([]);
  });

  it("takes blank words for no search", () => {
    expect(filterDecks(decks, "all", "   ")).toEqual(decks);
    expect(filterDecks(decks, "all", " - ")).toEqual(decks);
  });
});
