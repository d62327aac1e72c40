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
 * Breaks text into lines no wider than `maxWidth`, at white space. A word wider than a whole line
 * is split between characters rather than left to run past the edge: a printed card cannot scroll.
 */
export function wrapText(text: string, maxWidth: number, size: number, measure: Measure): string[] {
  const space = measure(" ", size);
  const lines: string[] = [];
  let line = "";
  let lineWidth = 0;
  for (const word of text.split(/\s+/).filter(Boolean)) {
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
