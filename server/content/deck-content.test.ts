import { mkdtempSync, writeFileSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { ContentError, contrastRatio, loadDeckContent, normalizeQuestion, validateDeck, type DeckContent } from "./deck-content";

const decks = loadDeckContent();

const STOP_WORDS = new Set(
  "a an the and or but of to in on at for with from by about as is are was were be been you your yours youre that this these those it its what which who whom how when where why do did does have has had would could should will can one some any most more than into out up".split(
    " ",
  ),
);

function contentWords(question: string): Set<string> {
  return new Set(normalizeQuestion(question).split(" ").filter((w) => w.length > 2 && !STOP_WORDS.has(w)));
}

function jaccard(a: Set<string>, b: Set<string>): number {
  let shared = 0;
  for (const w of a) if (b.has(w)) shared += 1;
  return shared / (a.size + b.size - shared || 1);
}

function validDeck(overrides: Partial<DeckContent> = {}): DeckContent {
  const deckId = overrides.deckId ?? "test-deck";
  return {
    deckId,
    title: "Test Deck",
    description: "A deck used only by the content tests, long enough to pass.",
    category: "teams",
    isPremium: false,
    coverColor: "#14213D",
    cards: Array.from({ length: 40 }, (_, i) => ({ id: `${deckId}-c${i}`, question: `What is the story behind number ${i}?`, intensity: ((i % 3) + 1) as 1 | 2 | 3 })),
    ...overrides,
  };
}

describe("deck content", () => {
  it("has at least 20 decks and 800 cards across all three categories, 6 decks for teams, at least half free", () => {
    expect(decks.length).toBeGreaterThanOrEqual(20);
    expect(decks.reduce((sum, deck) => sum + deck.cards.length, 0)).toBeGreaterThanOrEqual(800);
    expect(new Set(decks.map((d) => d.category))).toEqual(new Set(["relationships", "teams", "self-discovery"]));
    expect(decks.filter((d) => d.category === "teams").length).toBeGreaterThanOrEqual(6);
    expect(decks.filter((d) => d.isPremium).length).toBeGreaterThanOrEqual(4);
    expect(decks.filter((d) => !d.isPremium).length * 2).toBeGreaterThanOrEqual(decks.length);
  });

  it("gives every deck 40-60 cards, at least 5 at each level, so a table of one level still has a game", () => {
    for (const deck of decks) {
      expect(deck.cards.length, deck.deckId).toBeGreaterThanOrEqual(40);
      expect(deck.cards.length, deck.deckId).toBeLessThanOrEqual(60);
      for (const level of [1, 2, 3]) expect(deck.cards.filter((c) => c.intensity === level).length, `${deck.deckId} at level ${level}`).toBeGreaterThanOrEqual(5);
    }
  });

  it("never makes a follow-up a rephrasing of its own question", () => {
    const echoes = decks.flatMap((d) => d.cards.filter((c) => c.followUp && jaccard(contentWords(c.question), contentWords(c.followUp)) >= 0.5).map((c) => `${d.deckId}: ${c.question} / ${c.followUp}`));
    expect(echoes).toEqual([]);
  });

  it("asks open questions that end with a question mark", () => {
    for (const deck of decks) for (const card of deck.cards) expect(card.question, deck.deckId).toMatch(/\?$/);
  });

  it("has no near-duplicate questions within or across decks", () => {
    const all = decks.flatMap((d) => d.cards.map((c) => ({ deck: d.deckId, q: c.question, words: contentWords(c.question) })));
    const close: string[] = [];
    for (let i = 0; i < all.length; i++) {
      for (let j = i + 1; j < all.length; j++) {
        if (jaccard(all[i].words, all[j].words) >= 0.6) close.push(`${all[i].deck}: ${all[i].q}\n  ~ ${all[j].deck}: ${all[j].q}`);
      }
    }
    expect(close).toEqual([]);
  });

  it("gives every card an id of its own, across all decks", () => {
    const ids = decks.flatMap((d) => d.cards.map((c) => c.id));
    expect(ids.every((id) => /^[a-z0-9]+(?:-[a-z0-9]+)*$/.test(id))).toBe(true);
    expect(new Set(ids).size).toBe(ids.length);
  });

  it("keeps white text on every cover at WCAG AA contrast", () => {
    for (const deck of decks) expect(contrastRatio(deck.coverColor, "#ffffff"), deck.deckId).toBeGreaterThanOrEqual(4.5);
  });
});

describe("validateDeck", () => {
  it("accepts a valid deck", () => {
    expect(validateDeck(validDeck(), "test-deck.json")).toEqual([]);
  });

  it.each([
    ["a duplicate question", { cards: [...validDeck().cards, { id: "test-deck-x1", question: "What is the story behind NUMBER 3?", intensity: 2 as const }] }, /repeats card 4/],
    ["an empty question", { cards: [...validDeck().cards.slice(1), { id: "test-deck-x1", question: "", intensity: 1 as const }] }, /question must be 15-200 characters/],
    ["an overlong question", { cards: [...validDeck().cards.slice(1), { id: "test-deck-x1", question: `${"Why ".repeat(60)}?`, intensity: 1 as const }] }, /question must be 15-200/],
    ["too few cards", { cards: validDeck().cards.slice(0, 10) }, /needs 40-60 cards/],
    ["too few cards at one level", { cards: validDeck().cards.map((card) => (card.intensity === 3 ? { ...card, intensity: 2 as const } : card)) }, /needs at least 5 cards at level 3 \(has 0\)/],
    ["a bad category", { category: "dating" as never }, /category must be one of/],
    ["a bad id", { deckId: "Bad Id" }, /deckId must be/],
    ["a short description", { description: "Too short." }, /description must be 40-160/],
    ["a pale cover", { coverColor: "#FFE9A8" }, /contrast/],
    ["a bad intensity", { cards: [...validDeck().cards.slice(1), { id: "test-deck-x1", question: "What would you change first?", intensity: 5 as never }] }, /intensity must be 1, 2 or 3/],
    ["a card without an id", { cards: [...validDeck().cards.slice(1), { question: "What would you change first?", intensity: 1 as const } as never] }, /card 40: id must be/],
    ["a card id with spaces", { cards: [...validDeck().cards.slice(1), { id: "Card One", question: "What would you change first?", intensity: 1 as const }] }, /card 40: id must be/],
    ["a repeated card id", { cards: [...validDeck().cards.slice(1), { id: "test-deck-c1", question: "What would you change first?", intensity: 1 as const }] }, /card 40: id "test-deck-c1" repeats card 1's/],
  ])("rejects %s", (_label, overrides, problem) => {
    const deck = validDeck(overrides);
    const problems = validateDeck(deck, `${deck.deckId}.json`);
    expect(problems.join("\n")).toMatch(problem);
  });

  it("rejects unknown keys and a file named differently from its deck", () => {
    const problems = validateDeck({ ...validDeck(), extra: 1 }, "other.json");
    expect(problems).toContain('other.json: unknown key "extra"');
    expect(problems).toContain("other.json: file name must be test-deck.json");
  });

  it("refuses to load a folder with a question shared by two decks", () => {
    const dir = mkdtempSync(path.join(os.tmpdir(), "spark-content-"));
    const a = validDeck({ deckId: "deck-a" });
    const b = validDeck({ deckId: "deck-b", cards: [...validDeck().cards.slice(1), a.cards[0]] });
    writeFileSync(path.join(dir, "deck-a.json"), JSON.stringify(a));
    writeFileSync(path.join(dir, "deck-b.json"), JSON.stringify(b));
    expect(() => loadDeckContent(dir)).toThrow(ContentError);
    expect(() => loadDeckContent(dir)).toThrow(/is also in deck-a/);
  });

  it("refuses to load a folder with a card id used in two decks", () => {
    const dir = mkdtempSync(path.join(os.tmpdir(), "spark-content-"));
    const a = validDeck({ deckId: "deck-a" });
    const b = validDeck({ deckId: "deck-b" });
    b.cards[3] = { ...b.cards[3], id: a.cards[7].id };
    writeFileSync(path.join(dir, "deck-a.json"), JSON.stringify(a));
    writeFileSync(path.join(dir, "deck-b.json"), JSON.stringify(b));
    expect(() => loadDeckContent(dir)).toThrow(/deck-b.json: card id "deck-a-c7" is also used in deck-a/);
  });
});
