// Where everything in the printable deck goes, in PDF points (origin bottom left, y up), with no
// PDF library: build-pdf.ts only draws this plan, and the tests check it without making a PDF.
import { plural, t } from "@lingui/core/macro";
import { themeColors } from "../../theme/colors";
import { mm, PAPERS, type Paper } from "./paper";
import { lineWidth, rememberWidths, wrapText, type Measure } from "./wrap";

interface PdfCard {
  question: string;
  followUp?: string | null;
}

/** A deck as it goes into the PDF: only the cards the person may read. */
export interface PdfDeck {
  deckId: string;
  title: string;
  description: string;
  cards: readonly PdfCard[];
}

export type Weight = "regular" | "bold";
export type FontMeasures = Record<Weight, Measure>;
type Rgb = readonly [number, number, number];

/** (x, y) is the bottom left corner. */
export interface Rect {
  x: number;
  y: number;
  width: number;
  height: number;
}

interface Segment {
  x1: number;
  y1: number;
  x2: number;
  y2: number;
}

/** One line of text; y is its baseline, width its measured width. */
export interface TextLine {
  text: string;
  x: number;
  y: number;
  size: number;
  weight: Weight;
  color: Rgb;
  width: number;
}

export interface PlacedCard {
  outline: Rect;
  /** The card less its padding: every line's glyphs lie inside it. */
  textBox: Rect;
  lines: TextLine[];
  questionSize: number;
}

export type PlanPage =
  | { kind: "title"; deckId: string; lines: TextLine[] }
  | { kind: "cards"; deckId: string; cards: PlacedCard[]; cutMarks: Segment[] };

/** Poker-card size, the size of most printed conversation decks. */
export const CARD = { width: mm(63), height: mm(88) };
const COLUMNS = 3;
const ROWS = 3;
export const CARDS_PER_PAGE = COLUMNS * ROWS;
const CARD_PADDING = mm(6);

/**
 * Inter's ascender and descender in em (hhea 1984 and -494 of 2048, rounded out). Lines are set in
 * boxes at least this tall with the baseline placed between them, so a line box inside an area
 * means the line's glyphs are inside it.
 */
export const ASCENT = 0.97;
export const DESCENT = 0.25;

/**
 * The question starts at `start` points and shrinks by `step` until question and follow-up fit.
 * Text within the content limits (200 + 160 characters) fits by `floor`; only text past them goes
 * on shrinking, to `last`, because a printed card can neither scroll nor be clipped.
 */
export const QUESTION_SIZE = { start: 14, floor: 9, step: 0.5, last: 5 } as const;
const FOLLOW_UP_RATIO = 0.8;
const CARD_FOOTER_SIZE = 7;

function hexColor(hex: string): Rgb {
  const value = Number.parseInt(hex.slice(1), 16);
  return [((value >> 16) & 255) / 255, ((value >> 8) & 255) / 255, (value & 255) / 255];
}

const INK = { title: hexColor(themeColors.primary), text: hexColor(themeColors.text), muted: hexColor(themeColors.textMuted), brand: hexColor(themeColors.secondary) };

/** Lines set in one style, one under the other. */
interface Block {
  lines: string[];
  size: number;
  weight: Weight;
  color: Rgb;
  /** Line height as a multiple of the size; at least ASCENT + DESCENT. */
  leading: number;
  /** Space above the block when something comes before it. */
  gapBefore?: number;
}

function blocksHeight(blocks: Block[]): number {
  let height = 0;
  let first = true;
  for (const block of blocks) {
    if (block.lines.length === 0) continue;
    if (!first) height += block.gapBefore ?? 0;
    first = false;
    height += block.lines.length * block.size * block.leading;
  }
  return height;
}

function placeBlocks(blocks: Block[], left: number, top: number, measures: FontMeasures): TextLine[] {
  const placed: TextLine[] = [];
  let cursor = top;
  let first = true;
  for (const block of blocks) {
    if (block.lines.length === 0) continue;
    if (!first) cursor -= block.gapBefore ?? 0;
    first = false;
    const lineHeight = block.size * block.leading;
    const baselineDrop = (lineHeight - (ASCENT + DESCENT) * block.size) / 2 + ASCENT * block.size;
    for (const text of block.lines) {
      placed.push({
        text,
        x: left,
        y: cursor - baselineDrop,
        size: block.size,
        weight: block.weight,
        color: block.color,
        width: lineWidth(text, block.size, measures[block.weight]),
      });
      cursor -= lineHeight;
    }
  }
  return placed;
}

function cardTextBlocks(card: PdfCard, width: number, size: number, measures: FontMeasures): Block[] {
  const followUpSize = size * FOLLOW_UP_RATIO;
  return [
    { lines: wrapText(card.question, width, size, measures.bold), size, weight: "bold", color: INK.title, leading: 1.25 },
    {
      lines: card.followUp ? wrapText(card.followUp, width, followUpSize, measures.regular) : [],
      size: followUpSize,
      weight: "regular",
      color: INK.muted,
      leading: 1.3,
      gapBefore: size * 0.8,
    },
  ];
}

function layoutCard(card: PdfCard, deckTitle: string, outline: Rect, measures: FontMeasures): PlacedCard {
  const textBox = {
    x: outline.x + CARD_PADDING,
    y: outline.y + CARD_PADDING,
    width: outline.width - 2 * CARD_PADDING,
    height: outline.height - 2 * CARD_PADDING,
  };
  const footer: Block[] = [
    { lines: wrapText(deckTitle, textBox.width, CARD_FOOTER_SIZE, measures.regular), size: CARD_FOOTER_SIZE, weight: "regular", color: INK.brand, leading: 1.3 },
  ];
  const footerHeight = blocksHeight(footer);
  const bodyHeight = textBox.height - footerHeight - mm(3);
  const top = textBox.y + textBox.height;
  for (let step = 0; ; step++) {
    const size = QUESTION_SIZE.start - step * QUESTION_SIZE.step;
    if (size < QUESTION_SIZE.last) {
      throw new RangeError(`This card's text is too long to print on a card: "${card.question.slice(0, 60)}…"`);
    }
    const body = cardTextBlocks(card, textBox.width, size, measures);
    if (blocksHeight(body) <= bodyHeight) {
      const lines = [...placeBlocks(body, textBox.x, top, measures), ...placeBlocks(footer, textBox.x, textBox.y + footerHeight, measures)];
      return { outline, textBox, lines, questionSize: size };
    }
  }
}

/** The 3 × 3 block of cards, centred on the page. */
export function cardGrid(paper: Paper): Rect {
  const page = PAPERS[paper];
  const width = COLUMNS * CARD.width;
  const height = ROWS * CARD.height;
  return { x: (page.width - width) / 2, y: (page.height - height) / 2, width, height };
}

function slotOutline(grid: Rect, slot: number): Rect {
  const column = slot % COLUMNS;
  const row = Math.floor(slot / COLUMNS);
  return {
    x: grid.x + column * CARD.width,
    y: grid.y + grid.height - (row + 1) * CARD.height,
    width: CARD.width,
    height: CARD.height,
  };
}

const CUT_MARK_GAP = mm(1.5);

/** Short ticks in the margins, in line with every grid line, that stay visible once a sheet is cut. */
function cutMarks(paper: Paper): Segment[] {
  const grid = cardGrid(paper);
  const right = grid.x + grid.width;
  const top = grid.y + grid.height;
  const tick = (margin: number) => Math.min(mm(5), margin - CUT_MARK_GAP - mm(1));
  const vertical = tick(grid.y);
  const horizontal = tick(grid.x);
  const marks: Segment[] = [];
  for (let column = 0; column <= COLUMNS; column++) {
    const x = grid.x + column * CARD.width;
    marks.push({ x1: x, y1: top + CUT_MARK_GAP, x2: x, y2: top + CUT_MARK_GAP + vertical });
    marks.push({ x1: x, y1: grid.y - CUT_MARK_GAP, x2: x, y2: grid.y - CUT_MARK_GAP - vertical });
  }
  for (let row = 0; row <= ROWS; row++) {
    const y = grid.y + row * CARD.height;
    marks.push({ x1: grid.x - CUT_MARK_GAP, y1: y, x2: grid.x - CUT_MARK_GAP - horizontal, y2: y });
    marks.push({ x1: right + CUT_MARK_GAP, y1: y, x2: right + CUT_MARK_GAP + horizontal, y2: y });
  }
  return marks;
}

const TITLE_PAGE_MARGIN = mm(25);

function titlePageLines(deck: PdfDeck, paper: Paper, measures: FontMeasures): TextLine[] {
  const page = PAPERS[paper];
  const width = page.width - 2 * TITLE_PAGE_MARGIN;
  const sheets = Math.ceil(deck.cards.length / CARDS_PER_PAGE);
  const cardCount = deck.cards.length;
  const cards = plural(cardCount, { one: "# card", other: "# cards" });
  const pages = plural(sheets, { one: "# sheet", other: "# sheets" });
  const count = t({ message: `${cards} on ${pages}`, comment: "How many cards a deck's PDF holds, and on how many sheets of paper: \"12 cards on 2 sheets\"." });
  const note = t`Print at actual size (100%), then cut along the marks: each card is 63 × 88 mm.`;
  const head: Block[] = [
    { lines: ["Spark Decks"], size: 11, weight: "bold", color: INK.brand, leading: 1.4 },
    { lines: wrapText(deck.title, width, 30, measures.bold), size: 30, weight: "bold", color: INK.title, leading: 1.25, gapBefore: mm(5) },
    { lines: wrapText(deck.description, Math.min(width, mm(130)), 13, measures.regular), size: 13, weight: "regular", color: INK.text, leading: 1.45, gapBefore: mm(6) },
    { lines: [count], size: 11, weight: "regular", color: INK.muted, leading: 1.4, gapBefore: mm(8) },
  ];
  const foot: Block[] = [{ lines: wrapText(note, width, 9, measures.regular), size: 9, weight: "regular", color: INK.muted, leading: 1.4 }];
  return [
    ...placeBlocks(head, TITLE_PAGE_MARGIN, page.height - mm(60), measures),
    ...placeBlocks(foot, TITLE_PAGE_MARGIN, mm(20) + blocksHeight(foot), measures),
  ];
}

/** A deck's pages: its title page, then its cards nine to a sheet. Decks never share a page. */
export function layoutDeck(deck: PdfDeck, paper: Paper, fontMeasures: FontMeasures): PlanPage[] {
  const measures = { regular: rememberWidths(fontMeasures.regular), bold: rememberWidths(fontMeasures.bold) };
  const pages: PlanPage[] = [{ kind: "title", deckId: deck.deckId, lines: titlePageLines(deck, paper, measures) }];
  const grid = cardGrid(paper);
  const marks = cutMarks(paper);
  for (let start = 0; start < deck.cards.length; start += CARDS_PER_PAGE) {
    pages.push({
      kind: "cards",
      deckId: deck.deckId,
      cutMarks: marks,
      cards: deck.cards
        .slice(start, start + CARDS_PER_PAGE)
        .map((card, slot) => layoutCard(card, deck.title, slotOutline(grid, slot), measures)),
    });
  }
  return pages;
}
