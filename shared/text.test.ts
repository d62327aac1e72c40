import { afterEach, describe, expect, it, vi } from "vitest";
import { checkText, textLength } from "./text";

// A name at a table: the rule at its strictest (one line, 1–40 characters).
const name = (value: unknown) => checkText(value, { label: "Your name", min: 1, max: 40 });
const lines = (value: unknown) => checkText(value, { label: "Question 3", min: 1, max: 280, lines: true });

const UNSHOWN = "Your name has characters that cannot be shown.";
const BLANK = "Your name needs at least one visible character.";

describe("the one text rule", () => {
  it.each([
    ["a ZWJ emoji", "👩‍💻 Dev"],
    ["a flag of emoji and a ZWJ", "🏳️‍🌈 Alex"],
    ["a heart on fire", "❤️‍🔥"],
    ["a regional-indicator flag", "🇩🇪 Lena"],
    ["a tag flag", "🏴󠁧󠁢󠁳󠁣󠁴󠁿 Ewan"],
    ["a skin tone", "👋🏽 Sam"],
    ["a keycap", "1️⃣ Team"],
    ["a kiss with two skin tones", "🧑🏻‍❤️‍💋‍🧑🏼"],
    ["Arabic", "محمد"],
    ["Hebrew", "שרה"],
    ["Devanagari", "अनुष्का"],
    ["Persian with a ZWNJ", "می\u200Cخواهم"],
    ["Devanagari with a ZWJ", "क्\u200Dष"],
    ["a right-to-left mark inside", "Sam \u200Fשרה"],
    ["Thai", "สมชาย"],
    ["Chinese", "李雷"],
    ["Korean", "김민준"],
    ["Cyrillic", "Ёжик"],
  ])("takes %s: %s, as it is", (_, value) => {
    expect(name(value)).toEqual({ ok: true, value });
  });

  it("counts characters as a person sees them: 40 emoji are 40 characters", () => {
    expect(name("😀".repeat(40))).toEqual({ ok: true, value: "😀".repeat(40) });
    expect(name("😀".repeat(41))).toEqual({ ok: false, message: "Your name can be at most 40 characters." });
    const families = "👨‍👩‍👧‍👦".repeat(25);
    expect(textLength(families)).toBe(25);
    expect(name(families)).toEqual({ ok: true, value: families });
    expect(textLength("🧑🏻‍❤️‍💋‍🧑🏼🇩🇪1️⃣")).toBe(3);
  });

  it.each([
    ["a Hangul filler", "\u3164"],
    ["the blank Braille pattern", "\u2800"],
    ["a Hangul choseong filler", "\u115F"],
    ["a soft hyphen", "\u00AD"],
    ["zero-width spaces", "\u200B\u200B"],
    ["tags only", "\u{E0041}\u{E0042}"],
    ["a combining mark with no base", " \u0301 "],
    ["a variation selector and a word joiner", "\uFE0F\u2060"],
  ])("refuses %s: nothing would show", (_, value) => {
    expect(name(value)).toEqual({ ok: false, message: BLANK });
  });

  it("asks for the text when only white space was typed, and takes nothing where nothing is needed", () => {
    expect(name("   ")).toEqual({ ok: false, message: "Your name is required." });
    expect(name("\u3000\u00A0\t")).toEqual({ ok: false, message: "Your name is required." });
    expect(checkText("  ", { label: "Description", min: 0, max: 300, lines: true })).toEqual({ ok: true, value: "" });
    expect(checkText("\u200B", { label: "Description", min: 0, max: 300 })).toEqual({ ok: false, message: "Description needs at least one visible character." });
  });

  it.each([
    ["a NUL", "A\u0000"],
    ["a right-to-left override", "A\u202EB"],
    ["a bell", "A\u0007"],
    ["a lone surrogate", "\uD800"],
    ["a line separator", "A\u2028B"],
    ["a C1 control", "A\u0085B"],
    ["DEL", "A\u007F"],
    ["an isolate", "A\u2067B\u2069"],
    ["a noncharacter", "A\uFFFF"],
    ["an interlinear annotation", "A\uFFF9B\uFFFB"],
  ])("refuses %s: it cannot be shown", (_, value) => {
    expect(name(value)).toEqual({ ok: false, message: UNSHOWN });
  });

  it("refuses a tower of combining marks, which spills over the lines around it", () => {
    expect(name(`e${"\u0301".repeat(30)}`)).toEqual({ ok: false, message: UNSHOWN });
    expect(name(`Zoe${"\u0301".repeat(3)}`)).toMatchObject({ ok: true });
  });

  it("makes every run of white space one space on one line, and keeps line breaks and tabs with lines", () => {
    expect(name("  Pia   M  ")).toEqual({ ok: true, value: "Pia M" });
    expect(name("Pia\t\r\nM\u3000\u00A0X")).toEqual({ ok: true, value: "Pia M X" });
    expect(name("Pia\u000BM")).toEqual({ ok: false, message: UNSHOWN });
    expect(lines("a\nb")).toEqual({ ok: true, value: "a\nb" });
    expect(lines(" a\r\n\tb\n\nc \n")).toEqual({ ok: true, value: "a\n\tb\n\nc" });
    expect(lines("a\u0000b")).toEqual({ ok: false, message: "Question 3 has characters that cannot be shown." });
    expect(lines("a\rb")).toEqual({ ok: false, message: "Question 3 has characters that cannot be shown." });
  });

  it("normalises to NFC and counts the composed character once", () => {
    expect(name("e\u0301")).toEqual({ ok: true, value: "é" });
    expect(textLength("e\u0301")).toBe(1);
    expect(checkText("e\u0301".repeat(3), { label: "Title", min: 1, max: 3 })).toEqual({ ok: true, value: "ééé" });
  });

  it("answers its messages with the label, in order", () => {
    expect(name(42)).toEqual({ ok: false, message: "Your name must be text." });
    expect(name(undefined)).toEqual({ ok: false, message: "Your name must be text." });
    expect(checkText("ab", { label: "Title", min: 3, max: 80 })).toEqual({ ok: false, message: "Title needs at least 3 characters." });
    expect(checkText("\u00A0ab\u2800", { label: "Title", min: 3, max: 80 })).toEqual({ ok: true, value: "ab\u2800" });
  });
});

describe("without Intl.Segmenter", () => {
  afterEach(() => vi.unstubAllGlobals());

  it("counts code points", async () => {
    vi.stubGlobal("Intl", Object.create(Intl, { Segmenter: { value: undefined } }));
    // A copy of the module of its own (the query makes it another module), made while the segmenter is missing.
    const copy = "./text?without-segmenter";
    const fallback = (await import(/* @vite-ignore */ copy)) as typeof import("./text");
    expect(fallback.textLength("👩‍💻")).toBe(3);
    expect(fallback.textLength("Ewan")).toBe(4);
    expect(fallback.checkText("😀".repeat(40), { label: "Your name", min: 1, max: 40 })).toMatchObject({ ok: true });
  });
});
