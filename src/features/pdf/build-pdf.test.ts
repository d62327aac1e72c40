import { getDocument } from "pdfjs-dist/legacy/build/pdf.mjs";
import { beforeAll, describe, expect, it } from "vitest";
import { extractPdfText } from "../../../tests/support/pdf-text";
import { buildDecksPdf } from "./build-pdf";
import type { PdfDeck } from "./layout";
import { mm } from "./paper";
import { readInterFonts } from "../../../tests/support/inter-fonts";

const collapse = (text: string) => text.replace(/\s+/g, " ").trim();

const decks: PdfDeck[] = [
  {
    deckId: "cafe",
    title: "Café Talk",
    description: "Questions for a slow afternoon at a café, with “curly quotes” and an en dash – like the content uses.",
    cards: Array.from({ length: 11 }, (_, index) => ({
      question: `Which crème brûlée ${index + 1} would you order in a café where nobody’s in a hurry, and why that one?`,
      followUp: index % 3 === 0 ? null : `Would you share it — über-politely — with the table? (${index + 1})`,
    })),
  },
  {
    deckId: "team",
    title: "Team Kick-off",
    description: "Getting a new team talking about how it wants to work together, from day one onwards.",
    cards: [
      { question: "What are you afraid your team would say about you if they could be completely honest with no consequences?", followUp: "Which part of that could you ask them about directly?" },
      { question: "What does a great first week look like for you?", followUp: null },
    ],
  },
];

const fonts = readInterFonts();
let bytes: Uint8Array;
let progress: Array<[number, number]>;

beforeAll(async () => {
  progress = [];
  bytes = await buildDecksPdf(decks, { paper: "a4", fonts, onProgress: (done, total) => progress.push([done, total]) });
});

describe("buildDecksPdf", () => {
  it("writes a PDF whose text holds every deck's title, description, question and follow-up", async () => {
    expect(new TextDecoder().decode(bytes.slice(0, 5))).toBe("%PDF-");
    const text = await extractPdfText(bytes);
    for (const deck of decks) {
      expect(text).toContain(deck.title);
      expect(text).toContain(collapse(deck.description));
      for (const card of deck.cards) {
        expect(text).toContain(collapse(card.question));
        if (card.followUp) expect(text).toContain(collapse(card.followUp));
      }
    }
  });

  it("gives each deck a title page and its cards nine to a page, on the paper asked for", async () => {
    const pdf = await getDocument({ data: new Uint8Array(bytes), isEvalSupported: false }).promise;
    try {
      // cafe: 1 + ceil(11 / 9) = 3; team: 1 + 1 = 2.
      expect(pdf.numPages).toBe(5);
      const page = await pdf.getPage(1);
      const [, , width, height] = page.view;
      expect(width).toBeCloseTo(mm(210), 1);
      expect(height).toBeCloseTo(mm(297), 1);
      const { info } = (await pdf.getMetadata()) as { info: { Title?: string } };
      expect(info.Title).toBe("Spark Decks");
      const pageText = async (number: number) => collapse((await (await pdf.getPage(number)).getTextContent()).items.map((item) => ("str" in item ? item.str : "")).join(" "));
      expect(await pageText(1)).toContain("Café Talk");
      expect(await pageText(3)).toContain("Which crème brûlée 11 would");
      expect(await pageText(3)).not.toContain("Which crème brûlée 9 would");
      expect(await pageText(4)).toContain("Team Kick-off");
      expect(await pageText(4)).not.toContain("What does a great first week");
    } finally {
      await pdf.destroy();
    }
  });

  it("makes US Letter pages when asked", async () => {
    const letter = await buildDecksPdf(decks.slice(1), { paper: "letter", fonts });
    const pdf = await getDocument({ data: new Uint8Array(letter), isEvalSupported: false }).promise;
    try {
      expect((await pdf.getPage(1)).view.slice(2)).toEqual([612, 792]);
    } finally {
      await pdf.destroy();
    }
  });

  it("reports progress after each deck", () => {
    expect(progress).toEqual([
      [1, 2],
      [2, 2],
    ]);
  });

  it("rejects with an AbortError, drawing no further deck, once the signal aborts", async () => {
    const controller = new AbortController();
    const seen: number[] = [];
    const result = buildDecksPdf(decks, {
      paper: "a4",
      fonts,
      signal: controller.signal,
      onProgress: (done) => {
        seen.push(done);
        controller.abort();
      },
    });
    await expect(result).rejects.toMatchObject({ name: "AbortError" });
    await expect(result).rejects.toBeInstanceOf(DOMException);
    expect(seen).toEqual([1]);
  });

  it("does not start on an aborted signal", async () => {
    const controller = new AbortController();
    controller.abort();
    await expect(buildDecksPdf(decks, { paper: "a4", fonts, signal: controller.signal })).rejects.toMatchObject({ name: "AbortError" });
  });
});
