// The one rule for text a person types (a name at a table, a deck's title, a question), checked
// alike by the page before it saves or sends and by the server. It counts what a person sees:
// grapheme clusters, so an emoji made of several code points (👩‍💻, 🇩🇪, 👋🏽, 1️⃣) is one character
// and is taken whole, joiners and variation selectors included. It refuses what cannot be shown
// (control characters, direction overrides, broken UTF-16) and text in which nothing shows at all
// (a name of only U+3164 or U+2800 would be a blank place at the table).

export type Checked<T> = { ok: true; value: T } | { ok: false; message: string };

// Node 20 and every browser the app supports have it; without it, code points are the next best count.
// Made on first use, not when the module loads: making one loads the break rules, which took
// 50–140 ms of a phone's start (4x CPU) on pages that check no text at all.
let graphemes: Intl.Segmenter | null | undefined;
const segmenter = (): Intl.Segmenter | null =>
  (graphemes ??= typeof Intl === "object" && typeof Intl.Segmenter === "function" ? new Intl.Segmenter(undefined, { granularity: "grapheme" }) : null);

/** The text's grapheme clusters (Intl.Segmenter's, made once); code points where there is none. */
export const clusters = (text: string): string[] => {
  const segments = segmenter();
  return segments ? Array.from(segments.segment(text), (part) => part.segment) : Array.from(text);
};

/** Characters as a person sees them: grapheme clusters (Intl.Segmenter). */
export function textLength(text: string): number {
  return clusters(text).length;
}

// C0 and C1 control characters and DEL. One line: tab, line feed and carriage return (what a
// pasted name or title may carry) are white space, made one space with the rest; lines: only tab
// and line feed stay (a carriage return before a line feed is dropped first).
// eslint-disable-next-line no-control-regex
const CONTROL_ONE_LINE = /[\u0000-\u0008\u000b\u000c\u000e-\u001f\u007f-\u009f]/;
// eslint-disable-next-line no-control-regex
const CONTROL_LINES = /[\u0000-\u0008\u000b-\u001f\u007f-\u009f]/;
// Line and paragraph separators, bidi embeddings, overrides and isolates (they reorder the text
// around them, a name included), interlinear annotations, noncharacters, lone surrogates.
const UNSHOWABLE = /[\u2028\u2029\u202a-\u202e\u2066-\u2069\ufff9-\ufffb\p{Noncharacter_Code_Point}\p{Cs}]/u;
// What draws nothing: white space, default-ignorable characters (zero-width ones, Hangul fillers,
// the soft hyphen, variation selectors, tags), the blank Braille pattern, and combining marks with
// nothing to sit on.
const INVISIBLE = /^[\p{White_Space}\p{Default_Ignorable_Code_Point}\u2800\p{M}]+$/u;
// A character is at most this many code points: the longest emoji sequences are 10, and a tower
// of stacked combining marks ("zalgo") spills over the lines around it.
const MAX_CLUSTER = 16;

const refuse = (message: string): Checked<string> => ({ ok: false, message });

/**
 * Text a person typed, checked by the one rule of the page and the server: NFC-normalised, trimmed;
 * `lines: false` (default) also turns every run of white space into one space; `lines: true` keeps
 * single line breaks (\n; \r\n becomes \n) and tabs and collapses nothing else.
 */
export function checkText(value: unknown, options: { label: string; min: number; max: number; lines?: boolean }): Checked<string> {
  const { label, min, max, lines = false } = options;
  if (typeof value !== "string") return refuse(`${label} must be text.`);
  const unified = lines ? value.replace(/\r\n/g, "\n") : value;
  if ((lines ? CONTROL_LINES : CONTROL_ONE_LINE).test(unified) || UNSHOWABLE.test(unified)) return refuse(`${label} has characters that cannot be shown.`);
  const normal = unified.normalize("NFC");
  const text = (lines ? normal : normal.replace(/\p{White_Space}+/gu, " ")).trim();
  if (text === "") return min > 0 ? refuse(`${label} is required.`) : { ok: true, value: "" };
  if (INVISIBLE.test(text)) return refuse(`${label} needs at least one visible character.`);
  const characters = clusters(text);
  if (characters.length > max) return refuse(`${label} can be at most ${max} characters.`);
  if (characters.some((character) => Array.from(character).length > MAX_CLUSTER)) return refuse(`${label} has characters that cannot be shown.`);
  if (characters.length < min) return refuse(`${label} needs at least ${min} characters.`);
  return { ok: true, value: text };
}
