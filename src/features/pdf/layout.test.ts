import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import { PDFDocument } from "pdf-lib";
import { beforeAll, describe, expect, it } from "vitest";
import { embedInter } from "./build-pdf";
import { ASCENT, CARD, CARDS_PER_PAGE, cardGrid, DESCENT, layoutDeck, QUESTION_SIZE, type FontMeasures, type PdfDeck, type PlacedCard, type PlanPage, type Rect, type TextLine } from "./layout";
import { defaultPaper, mm, PAPERS, type Paper } from "./paper";
import { readInterFonts } from "../../../tests/support/inter-fonts";
import { wrapText, type Measure } from "./wrap";

const PAPER_IDS: Paper[] = ["a4", "letter"];
const EPSILON = 1e-6;

/** A stand-in font: every character half the size wide, so widths are easy to reason about. */
const mono: Measure = (text, size) => Array.from(text).length * size * 0.5;
const monoMeasures: FontMeasures = { regular: mono, bold: mono };

// The tests run from the repository root.
const contentDir = path.resolve("server/content/decks");
const ourDecks: PdfDeck[] = readdirSync(contentDir)
  .filter((name) => name.endsWith(".json"))
  .sort()
  .map((name) => JSON.parse(readFileSync(path.join(contentDir, name), "utf8")) as PdfDeck);

let inter: FontMeasures;
beforeAll(async () => {
  // Text widths in the embedded fonts, exactly as build-pdf.ts measures them.
  inter = (await embedInter(await PDFDocument.create(), readInterFonts())).measures;
});

function words(text: string) {
  return text.split(/\s+/).filter(Boolean);
}

function makeDeck(deckId: string, count: number): PdfDeck {
  return {
    deckId,
    title: `Deck ${deckId}`,
    description: "A deck for the layout tests, long enough to wrap over more than one line of the title page.",
    cards: Array.from({ length: count }, (_, index) => ({ question: `Question ${index + 1} of ${deckId}?`, followUp: index % 2 ? `Follow-up ${index + 1}` : null })),
  };
}

function cardPages(pages: PlanPage[]) {
  return pages.filter((page): page is Extract<PlanPage, { kind: "cards" }> => page.kind === "cards");
}

/** The line's glyphs (advance width, ascender to descender) lie inside the box. */
function isInside(line: TextLine, box: Rect) {
  return (
    line.x >= box.x - EPSILON &&
    line.x + line.width <= box.x + box.width + EPSILON &&
    line.y - DESCENT * line.size >= box.y - EPSILON &&
    line.y + ASCENT * line.size <= box.y + box.height + EPSILON
  );
}

/** The card's question, then its follow-up, then the deck title: every word, in order, inside. */
function expectWholeCard(placed: PlacedCard, card: PdfDeck["cards"][number], deckTitle: string) {
  for (const line of placed.lines) expect(isInside(line, placed.textBox), `"${line.text}" leaves the card`).toBe(true);
  const expected = [...words(card.question), ...words(card.followUp ?? ""), ...words(deckTitle)];
  expect(words(placed.lines.map((line) => line.text).join(" "))).toEqual(expected);
  // No two lines overlap.
  const byHeight = [...placed.lines].sort((a, b) => b.y - a.y);
  for (let index = 1; index < byHeight.length; index++) {
    const above = byHeight[index - 1];
    const below = byHeight[index];
    expect(above.y - DESCENT * above.size).toBeGreaterThanOrEqual(below.y + ASCENT * below.size - EPSILON);
  }
}

describe("wrapText", () => {
  const text = "What are you afraid your team would say about you if they could be completely honest with no consequences?";

  it.each([
    ["the stand-in font", () => mono],
    ["Inter semi-bold", () => inter.bold],
  ])("keeps every line within the width and every word, in order (%s)", (_, measureOf) => {
    const measure = measureOf();
    const longestWord = Math.max(...words(text).map((word) => measure(word, 12)));
    for (const width of [longestWord, longestWord + 15, 144.6, 300]) {
      const lines = wrapText(text, width, 12, measure);
      for (const line of lines) expect(measure(line, 12)).toBeLessThanOrEqual(width + EPSILON);
      expect(lines.join(" ")).toBe(text);
      if (width < measure(text, 12)) expect(lines.length).toBeGreaterThan(1);
    }
  });

  it("fills each line before starting the next", () => {
    // 6 points a character at 12 points: 10 characters fit in 60.
    expect(wrapText("aaa bbb ccc ddd eeeeeeeeee f", 60, 12, mono)).toEqual(["aaa bbb", "ccc ddd", "eeeeeeeeee", "f"]);
  });

  it("splits a word longer than a line between characters instead of letting it run over", () => {
    const lines = wrapText("a supercalifragilisticexpialidocious word", 60, 12, mono);
    expect(lines).toEqual(["a", "supercalif", "ragilistic", "expialidoc", "ious word"]);
    for (const line of lines) expect(mono(line, 12)).toBeLessThanOrEqual(60);
  });

  it("treats any run of white space as one break and drops empty text", () => {
    expect(wrapText("  one\n\ttwo  three ", 1000, 12, mono)).toEqual(["one two three"]);
    expect(wrapText("   ", 100, 12, mono)).toEqual([]);
  });
});

describe("defaultPaper", () => {
  it.each([
    ["en-US", "letter"],
    ["en-GB", "a4"],
    ["de-DE", "a4"],
    ["fr-CA", "letter"],
    ["es-MX", "letter"],
    ["en-PH", "letter"],
    ["es-ES", "a4"],
    ["en-AU", "a4"],
    // No region: the most likely one ("en" is en-Latn-US, "fr" fr-Latn-FR).
    ["en", "letter"],
    ["fr", "a4"],
    ["not a language tag!", "a4"],
  ])("%s → %s", (locale, paper) => {
    expect(defaultPaper(locale)).toBe(paper);
  });
});

describe("pages", () => {
  it.each([0, 1, 8, 9, 10, 18, 40, 43])("%i cards: a title page, then nine cards to a page, in order", (count) => {
    const deck = makeDeck("d", count);
    const pages = layoutDeck(deck, "a4", monoMeasures);
    expect(pages[0].kind).toBe("title");
    const cards = cardPages(pages);
    expect(pages).toHaveLength(1 + Math.ceil(count / CARDS_PER_PAGE));
    expect(cards).toHaveLength(pages.length - 1);
    cards.forEach((page, index) => {
      const last = index === cards.length - 1;
      expect(page.cards).toHaveLength(last ? count - index * CARDS_PER_PAGE : CARDS_PER_PAGE);
    });
    const questions = cards.flatMap((page) => page.cards.map((card) => card.lines.filter((line) => line.weight === "bold").map((line) => line.text).join(" ")));
    expect(questions).toEqual(deck.cards.map((card) => card.question));
  });

  it("starts each deck on a page of its own, its title page first", () => {
    const decks = [makeDeck("one", 10), makeDeck("two", 9), makeDeck("three", 1)];
    const pages = decks.flatMap((deck) => layoutDeck(deck, "letter", monoMeasures));
    expect(pages.map((page) => `${page.deckId}:${page.kind}`)).toEqual([
      "one:title", "one:cards", "one:cards",
      "two:title", "two:cards",
      "three:title", "three:cards",
    ]);
  });

  it("puts the deck's title and description on its title page, inside the margins", () => {
    const deck = ourDecks.find((candidate) => candidate.deckId === "family") ?? ourDecks[0];
    for (const paper of PAPER_IDS) {
      const [title] = layoutDeck(deck, paper, inter);
      if (title.kind !== "title") throw new Error("no title page");
      const text = title.lines.map((line) => line.text).join(" ");
      expect(text).toContain(deck.title);
      expect(text).toContain(words(deck.description).join(" "));
      expect(text).toContain(`${deck.cards.length} cards on ${Math.ceil(deck.cards.length / 9)} sheets`);
      const page = PAPERS[paper];
      for (const line of title.lines) expect(isInside(line, { x: mm(20), y: mm(15), width: page.width - mm(40), height: page.height - mm(30) })).toBe(true);
    }
  });
});

describe("the sheet of cards", () => {
  it.each(PAPER_IDS)("fits the 3 × 3 grid of 63 × 88 mm cards on %s with margins to spare", (paper) => {
    const page = PAPERS[paper];
    const grid = cardGrid(paper);
    expect(grid.width).toBeCloseTo(mm(189), 6);
    expect(grid.height).toBeCloseTo(mm(264), 6);
    expect(grid.x).toBeGreaterThanOrEqual(mm(7));
    expect(grid.y).toBeGreaterThanOrEqual(mm(7));
    expect(grid.x + grid.width).toBeLessThanOrEqual(page.width - mm(7));
    expect(grid.y + grid.height).toBeLessThanOrEqual(page.height - mm(7));
    // Centred.
    expect(grid.x).toBeCloseTo(page.width - grid.x - grid.width, 6);
    expect(grid.y).toBeCloseTo(page.height - grid.y - grid.height, 6);

    const sheets = cardPages(layoutDeck(makeDeck("d", 9), paper, monoMeasures));
    expect(sheets).toHaveLength(1);
    const [only] = sheets;
    const outlines = only.cards.map((card) => card.outline);
    for (const outline of outlines) {
      expect(outline.width).toBeCloseTo(CARD.width, 6);
      expect(outline.height).toBeCloseTo(CARD.height, 6);
      expect(outline.width).toBeCloseTo(mm(63), 6);
      expect(outline.height).toBeCloseTo(mm(88), 6);
      expect(outline.x).toBeGreaterThanOrEqual(grid.x - EPSILON);
      expect(outline.y).toBeGreaterThanOrEqual(grid.y - EPSILON);
      expect(outline.x + outline.width).toBeLessThanOrEqual(grid.x + grid.width + EPSILON);
      expect(outline.y + outline.height).toBeLessThanOrEqual(grid.y + grid.height + EPSILON);
    }
    // Nine different places, reading order: left to right, then top to bottom.
    const corners = outlines.map((outline) => `${outline.x.toFixed(2)},${outline.y.toFixed(2)}`);
    expect(new Set(corners).size).toBe(9);
    expect(outlines[1].x).toBeGreaterThan(outlines[0].x);
    expect(outlines[3].y).toBeLessThan(outlines[0].y);
  });

  it.each(PAPER_IDS)("has a cut mark in the margin at both ends of every grid line (%s)", (paper) => {
    const page = PAPERS[paper];
    const grid = cardGrid(paper);
    const [sheet] = cardPages(layoutDeck(makeDeck("d", 3), paper, monoMeasures));
    const marks = sheet.cutMarks;
    const columns = [0, 1, 2, 3].map((index) => grid.x + index * CARD.width);
    const rows = [0, 1, 2, 3].map((index) => grid.y + index * CARD.height);
    expect(marks).toHaveLength(16);
    for (const mark of marks) {
      const length = Math.hypot(mark.x2 - mark.x1, mark.y2 - mark.y1);
      expect(length).toBeGreaterThanOrEqual(mm(3));
      for (const [x, y] of [[mark.x1, mark.y1], [mark.x2, mark.y2]]) {
        expect(x >= 0 && x <= page.width && y >= 0 && y <= page.height).toBe(true);
        const insideGrid = x > grid.x && x < grid.x + grid.width && y > grid.y && y < grid.y + grid.height;
        const onEdge = (x === grid.x || x === grid.x + grid.width) && y >= grid.y && y <= grid.y + grid.height;
        expect(insideGrid || onEdge).toBe(false);
      }
    }
    const vertical = marks.filter((mark) => mark.x1 === mark.x2);
    const horizontal = marks.filter((mark) => mark.y1 === mark.y2);
    for (const x of columns) {
      expect(vertical.filter((mark) => Math.abs(mark.x1 - x) < EPSILON && mark.y1 > grid.y + grid.height)).toHaveLength(1);
      expect(vertical.filter((mark) => Math.abs(mark.x1 - x) < EPSILON && mark.y1 < grid.y)).toHaveLength(1);
    }
    for (const y of rows) {
      expect(horizontal.filter((mark) => Math.abs(mark.y1 - y) < EPSILON && mark.x1 < grid.x)).toHaveLength(1);
      expect(horizontal.filter((mark) => Math.abs(mark.y1 - y) < EPSILON && mark.x1 > grid.x + grid.width)).toHaveLength(1);
    }
  });
});

describe("card text", () => {
  it("places every word of every card of our decks inside its card, on both papers", () => {
    expect(ourDecks.length).toBeGreaterThanOrEqual(12);
    for (const paper of PAPER_IDS) {
      for (const deck of ourDecks) {
        const placed = cardPages(layoutDeck(deck, paper, inter)).flatMap((page) => page.cards);
        expect(placed).toHaveLength(deck.cards.length);
        placed.forEach((card, index) => {
          expectWholeCard(card, deck.cards[index], deck.title);
          expect(card.questionSize).toBeGreaterThanOrEqual(QUESTION_SIZE.floor);
        });
      }
    }
  });

  it("fits our longest question and its follow-up without shrinking below the floor", () => {
    const cards = ourDecks.flatMap((deck) => deck.cards.map((card) => ({ card, deck })));
    const longest = cards.reduce((a, b) => (b.card.question.length + (b.card.followUp?.length ?? 0) > a.card.question.length + (a.card.followUp?.length ?? 0) ? b : a));
    expect(longest.card.question.length).toBeGreaterThan(90);
    const deck = { ...longest.deck, cards: [longest.card] };
    const [placed] = cardPages(layoutDeck(deck, "a4", inter))[0].cards;
    expectWholeCard(placed, longest.card, deck.title);
    expect(placed.questionSize).toBeGreaterThanOrEqual(QUESTION_SIZE.floor);
    // The follow-up is smaller than the question, and set in the regular weight.
    const followUp = placed.lines.filter((line) => line.weight === "regular" && line.size > 7);
    expect(followUp.length).toBeGreaterThan(0);
    expect(followUp[0].size).toBeLessThan(placed.questionSize);
  });

  it("shrinks a question too long for the starting size, down to no smaller than the floor for text at the content limits", () => {
    // 200 and 160 characters, the longest the content check allows, in long English words.
    const question = "Which extraordinarily uncomfortable conversations, conversations everybody understandably postpones, would considerably transform relationships throughout neighbourhoods?".padEnd(199, " x").slice(0, 199) + "?";
    const followUp = "Whatever circumstances prevented straightforward acknowledgement previously, whichever misunderstandings persisted, somebody eventually.".padEnd(160, " y").slice(0, 160);
    expect(question).toHaveLength(200);
    expect(followUp).toHaveLength(160);
    const card = { question, followUp };
    const [placed] = cardPages(layoutDeck({ ...makeDeck("long", 0), title: "Forty Character Deck Title For The Test", cards: [card] }, "letter", inter))[0].cards;
    expectWholeCard(placed, card, "Forty Character Deck Title For The Test");
    expect(placed.questionSize).toBeLessThan(QUESTION_SIZE.start);
    expect(placed.questionSize).toBeGreaterThanOrEqual(QUESTION_SIZE.floor);
  });

  it("goes below the floor rather than clip text past the content limits, and refuses text no card can hold", () => {
    const wide = { question: Array.from({ length: 40 }, () => "WWWWWW").join(" "), followUp: Array.from({ length: 40 }, () => "MMMM").join(" ") };
    const [placed] = cardPages(layoutDeck({ ...makeDeck("wide", 0), cards: [wide] }, "a4", inter))[0].cards;
    expectWholeCard(placed, wide, "Deck wide");
    expect(placed.questionSize).toBeLessThan(QUESTION_SIZE.floor);

    const endless = { question: "word ".repeat(3000), followUp: null };
    expect(() => layoutDeck({ ...makeDeck("endless", 0), cards: [endless] }, "a4", inter)).toThrow(RangeError);
  });
});
