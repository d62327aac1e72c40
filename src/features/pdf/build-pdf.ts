// The only module that imports pdf-lib. index.ts reaches it through a dynamic import, so the PDF
// library (over 500 KB gzipped with fontkit) loads only when someone asks for a PDF.
import { t } from "@lingui/core/macro";
import fontkit from "@pdf-lib/fontkit";
import { PDFDocument, rgb, type PDFFont, type PDFPage } from "pdf-lib";
import { nextTask, throwIfAborted } from "./abort";
import { fetchInterFonts, type InterFonts } from "./fonts";
import { layoutDeck, type FontMeasures, type PdfDeck, type PlanPage, type Weight } from "./layout";
import { PAPERS, type Paper } from "./paper";

interface WriterOptions {
  paper: Paper;
  signal?: AbortSignal;
  /** The font files; fetched from the built assets when not given (tests read them from disk). */
  fonts?: InterFonts;
}

export interface DecksPdfOptions extends WriterOptions {
  /** The PDF library and the fonts are in: the decks come next. */
  onReady?: () => void;
  /** After each deck is drawn: decks done, decks in all. */
  onProgress?: (done: number, total: number) => void;
}

interface DecksPdfWriter {
  addDeck(deck: PdfDeck): void;
  save(): Promise<Uint8Array>;
}

const OUTLINE = rgb(0.72, 0.74, 0.78);
const CUT_MARK = rgb(0, 0, 0);

function drawPage(page: PDFPage, plan: PlanPage, fonts: Record<Weight, PDFFont>) {
  if (plan.kind === "cards") {
    // Hairline outlines: a guide for scissors that need no marks, light enough to vanish in the cut.
    for (const card of plan.cards) page.drawRectangle({ ...card.outline, borderColor: OUTLINE, borderWidth: 0.5 });
    for (const mark of plan.cutMarks) {
      page.drawLine({ start: { x: mark.x1, y: mark.y1 }, end: { x: mark.x2, y: mark.y2 }, thickness: 0.5, color: CUT_MARK });
    }
  }
  const lines = plan.kind === "title" ? plan.lines : plan.cards.flatMap((card) => card.lines);
  for (const line of lines) {
    page.drawText(line.text, { x: line.x, y: line.y, size: line.size, font: fonts[line.weight], color: rgb(...line.color) });
  }
}

/** Inter in the document, and how wide text set in it is. */
export async function embedInter(doc: PDFDocument, files: InterFonts) {
  doc.registerFontkit(fontkit);
  // Subset: only the glyphs used go in, each with its ToUnicode entry, so the text stays selectable.
  // pdf-lib draws no kerning, so shaping for it only costs time: with kerning and contextual
  // alternates off, measuring and drawing a line is some ten times faster (0.08 ms, not 1.3 ms).
  const options = { subset: true, features: { kern: false, calt: false } };
  const fonts: Record<Weight, PDFFont> = {
    regular: await doc.embedFont(files.regular, options),
    bold: await doc.embedFont(files.bold, options),
  };
  const measures: FontMeasures = {
    regular: (text, size) => fonts.regular.widthOfTextAtSize(text, size),
    bold: (text, size) => fonts.bold.widthOfTextAtSize(text, size),
  };
  return { fonts, measures };
}

async function createDecksPdf({ paper, signal, fonts }: WriterOptions): Promise<DecksPdfWriter> {
  const files = fonts ?? (await fetchInterFonts(signal));
  throwIfAborted(signal);
  const doc = await PDFDocument.create();
  const { fonts: embedded, measures } = await embedInter(doc, files);
  const { width, height } = PAPERS[paper];
  const titles: string[] = [];
  return {
    addDeck(deck) {
      for (const plan of layoutDeck(deck, paper, measures)) drawPage(doc.addPage([width, height]), plan, embedded);
      titles.push(deck.title);
    },
    save() {
      doc.setTitle("Spark Decks", { showInWindowTitleBar: true });
      const decks = titles.join(", ");
      doc.setSubject(t`Printable question cards: ${decks}`);
      doc.setAuthor("Spark Decks");
      doc.setCreator("Spark Decks");
      // The cards' language (the content's), not the page's: they are most of the document's text.
      doc.setLanguage("en");
      return doc.save();
    },
  };
}

/**
 * A PDF of `count` decks, in order, each from a new page: `deckAt` hands over each deck when it is
 * its turn, so a caller can load one deck's cards while the decks before it are already drawn.
 * Rejects with an AbortError DOMException once the signal aborts.
 */
export async function writeDecksPdf(
  count: number,
  deckAt: (index: number, signal: AbortSignal | undefined) => Promise<PdfDeck> | PdfDeck,
  options: DecksPdfOptions,
): Promise<Uint8Array> {
  const { signal, onReady, onProgress } = options;
  throwIfAborted(signal);
  const writer = await createDecksPdf(options);
  throwIfAborted(signal);
  onReady?.();
  // Lets the page show that the decks are next before the first one is laid out (a long task).
  await nextTask();
  throwIfAborted(signal);
  for (let index = 0; index < count; index++) {
    const deck = await deckAt(index, signal);
    throwIfAborted(signal);
    writer.addDeck(deck);
    onProgress?.(index + 1, count);
    await nextTask();
    throwIfAborted(signal);
  }
  const bytes = await writer.save();
  throwIfAborted(signal);
  return bytes;
}

/** Every deck in one PDF, in order, each from a new page. */
export function buildDecksPdf(decks: readonly PdfDeck[], options: DecksPdfOptions): Promise<Uint8Array> {
  return writeDecksPdf(decks.length, (index) => decks[index], options);
}
