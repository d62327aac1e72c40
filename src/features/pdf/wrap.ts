/**
 * The width of `text` set at `size` points, in points. Widths must add up: a line is as wide as its
 * words and spaces together, and twice the size is twice as wide. Both hold for glyph advance
 * widths, which is how pdf-lib measures text and also how it draws it (it applies no kerning).
 */
export type Measure = (text: string, size: number) => number;

/** Remembers each word's width per point, so trying one text at many sizes measures it once. */
export function rememberWidths(measure: Measure): Measure {
  const perPoint = new Map<string, number>();
  return (text, size) => {
    let width = perPoint.get(text);
    if (width === undefined) {
      width = measure(text, 1);
      perPoint.set(text, width);
    }
    return width * size;
  };
}

/** A line's width from its words' (which `rememberWidths` has mostly seen before) and spaces. */
export function lineWidth(line: string, size: number, measure: Measure): number {
  const words = line.split(" ");
  return words.reduce((sum, word) => sum + measure(word, size), (words.length - 1) * measure(" ", size));
}

/**
 * White space a line may break at: every kind but the no-break spaces (U+00A0, U+2007, U+202F),
 * which hold their neighbours together, as French puts one before "?", "!", ":" and inside « ».
 */
const BREAKABLE_SPACE = /[\t\n\v\f\r \u1680\u2000-\u2006\u2008-\u200a\u2028\u2029\u205f\u3000\ufeff]+/;

/**
 * Text as the PDF prints it: the narrow no-break space (French typography's, before "?" and "!"),
 * which the PDF's font (Inter's Latin file) has no glyph for, as a no-break space.
 */
export function printableText(text: string): string {
  return text.replaceAll("\u202f", "\u00a0");
}

/**
 * Breaks text into lines no wider than `maxWidth`, at white space that may break. A word wider
 * than a whole line is split between characters rather than left to run past the edge: a printed
 * card cannot scroll.
 */
export function wrapText(text: string, maxWidth: number, size: number, measure: Measure): string[] {
  const space = measure(" ", size);
  const lines: string[] = [];
  let line = "";
  let lineWidth = 0;
  for (const word of printableText(text).split(BREAKABLE_SPACE).filter(Boolean)) {
    const wordWidth = measure(word, size);
    if (line !== "" && lineWidth + space + wordWidth <= maxWidth) {
      line += ` ${word}`;
      lineWidth += space + wordWidth;
      continue;
    }
    if (line !== "") lines.push(line);
    line = word;
    lineWidth = wordWidth;
    if (wordWidth <= maxWidth) continue;
    line = "";
    for (const char of Array.from(word)) {
      if (line !== "" && measure(line + char, size) > maxWidth) {
        lines.push(line);
        line = "";
      }
      line += char;
    }
    lineWidth = measure(line, size);
  }
  if (line !== "") lines.push(line);
  return lines;
}
