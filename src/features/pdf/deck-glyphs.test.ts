// The PDF prints every deck in the page's language with the app's own font (Inter's Latin files,
// fonts.ts). pdf-lib draws a character the font lacks as an empty box without a word of warning,
// so every character of every deck's text, in every language shipped, is checked against both
// faces here: a translation that brings a letter the font does not have fails this test.
import fontkit from "@pdf-lib/fontkit";
import { readdirSync, readFileSync, statSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { readInterFonts } from "../../../tests/support/inter-fonts";
import { printableText, wrapText } from "./wrap";

const DECKS = path.resolve(__dirname, "../../../server/content/decks");

/** Every content file: the English decks and each language's folder. */
function contentFiles(dir = DECKS): string[] {
  return readdirSync(dir).flatMap((name) => {
    const file = path.join(dir, name);
    if (statSync(file).isDirectory()) return contentFiles(file);
    return name.endsWith(".json") ? [file] : [];
  });
}

/** The text a PDF prints of a deck: its title, description, questions and follow-ups. */
function printedText(file: string): string {
  const deck = JSON.parse(readFileSync(file, "utf8")) as { title: string; description: string; cards: { question: string; followUp?: string }[] };
  return [deck.title, deck.description, ...deck.cards.flatMap((card) => [card.question, card.followUp ?? ""])].join("\n");
}

describe("the PDF's fonts", () => {
  const faces = Object.entries(readInterFonts()).map(([weight, bytes]) => ({ weight, font: fontkit.create(bytes as Uint8Array) }));

  it("have a glyph for every character of every deck in every language", () => {
    const files = contentFiles();
    const languages = new Set(files.map((file) => path.relative(DECKS, path.dirname(file)) || "en"));
    expect([...languages].sort()).toEqual(["de", "en", "es", "fr"]);
    const characters = new Set([...printableText(files.map(printedText).join(""))].filter((char) => char !== "\n"));
    const missing = faces.flatMap(({ weight, font }) =>
      [...characters].filter((char) => !font.hasGlyphForCodePoint(char.codePointAt(0)!)).map((char) => `${weight}: ${char} U+${char.codePointAt(0)!.toString(16).toUpperCase()}`),
    );
    expect(missing).toEqual([]);
    // The letters the translations brought are among those checked.
    for (const char of "äöüßéèêçàœñ¿«»„“’\u00a0") expect(characters.has(char), char).toBe(true);
  });
});

describe("lines of French text", () => {
  // Every character one unit wide: a line holds 14 of them.
  const measure = (text: string, size: number) => [...text].length * size;

  it("never break at a no-break space: the question mark stays with its word", () => {
    const lines = wrapText("Qu’en penses-tu\u202f? Et «\u00a0pourquoi\u00a0»\u202f?", 14, 1, measure);
    expect(lines).toEqual(["Qu’en", "penses-tu\u00a0? Et", "«\u00a0pourquoi\u00a0»\u00a0?"]);
  });
});
