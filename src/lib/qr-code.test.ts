import { describe, expect, it } from "vitest";
import { qrCodeSvg } from "./qr-code";

const TABLE_URL = "https://sparkdecks.app/play/family?seed=k3v9q2&levels=light,deep&timer=60&players=Ann,Bob";

/** The SVG parsed as XML (so a malformed one fails), and its modules read back as a grid. */
function readSvg(svg: string) {
  const doc = new DOMParser().parseFromString(svg, "image/svg+xml");
  expect(doc.querySelector("parsererror")).toBeNull();
  const root = doc.documentElement;
  expect(root.localName).toBe("svg");
  expect(root.getAttribute("shape-rendering")).toBe("crispEdges");
  const [x, y, width, height] = (root.getAttribute("viewBox") ?? "").split(" ").map(Number);
  const rect = root.querySelector("rect");
  const path = root.querySelector("path");
  const d = path?.getAttribute("d") ?? "";
  const dark = Array.from({ length: height }, () => Array<boolean>(width).fill(false));
  let drawn = "";
  for (const run of d.matchAll(/M(\d+) (\d+)h(\d+)v1h-(\d+)z/g)) {
    const [, left, top, length] = run.slice(0, 4).map(Number);
    for (let col = left; col < left + length; col += 1) dark[top][col] = true;
    drawn += run[0];
  }
  expect(drawn).toBe(d); // nothing in the path that the grid above did not read
  return { x, y, width, height, background: rect?.getAttribute("fill"), ink: path?.getAttribute("fill"), rectSize: [rect?.getAttribute("width"), rect?.getAttribute("height")], dark };
}

// --- A small reader of QR codes, to prove the drawing decodes: error-free symbols at level M,
// byte mode only, following ISO/IEC 18004 (the same steps as Nayuki's reference generator).
const M_ECC_PER_BLOCK = [0, 10, 16, 26, 18, 24, 16, 18, 22, 22, 26, 30, 22, 22, 24, 24, 28, 28, 26, 26, 26, 26, 28, 28, 28, 28, 28, 28, 28, 28, 28, 28, 28, 28, 28, 28, 28, 28, 28, 28, 28];
const M_BLOCKS = [0, 1, 1, 1, 2, 2, 4, 4, 4, 5, 5, 5, 8, 9, 9, 10, 10, 11, 13, 14, 16, 17, 17, 18, 20, 21, 23, 25, 26, 28, 29, 31, 33, 35, 37, 38, 40, 43, 45, 47, 49];
const MASKS: ((row: number, col: number) => boolean)[] = [
  (r, c) => (r + c) % 2 === 0,
  (r) => r % 2 === 0,
  (_r, c) => c % 3 === 0,
  (r, c) => (r + c) % 3 === 0,
  (r, c) => (Math.floor(c / 3) + Math.floor(r / 2)) % 2 === 0,
  (r, c) => ((r * c) % 2) + ((r * c) % 3) === 0,
  (r, c) => (((r * c) % 2) + ((r * c) % 3)) % 2 === 0,
  (r, c) => (((r + c) % 2) + ((r * c) % 3)) % 2 === 0,
];

function formatBits(level: number, mask: number): number {
  const data = (level << 3) | mask;
  let rem = data;
  for (let i = 0; i < 10; i += 1) rem = (rem << 1) ^ ((rem >>> 9) * 0x537);
  return ((data << 10) | rem) ^ 0x5412;
}

function alignmentCentres(version: number, size: number): number[] {
  if (version === 1) return [];
  const count = Math.floor(version / 7) + 2;
  const step = Math.floor((version * 8 + count * 3 + 5) / (count * 4 - 4)) * 2;
  const centres = [6];
  for (let pos = size - 7; centres.length < count; pos -= step) centres.splice(1, 0, pos);
  return centres;
}

/** The text in a symbol's modules (no quiet zone), or an assertion failure saying what is wrong. */
function decode(modules: boolean[][]): string {
  const size = modules.length;
  const version = (size - 17) / 4;
  expect(Number.isInteger(version) && version >= 1 && version <= 40).toBe(true);
  // Format information, first copy: bit i of the 15 sits beside the top-left finder.
  let read = 0;
  const at = (i: number): [number, number] => (i < 6 ? [i, 8] : i < 8 ? [i + 1, 8] : i === 8 ? [8, 7] : [8, 14 - i]);
  for (let i = 0; i < 15; i += 1) {
    const [r, c] = at(i);
    if (modules[r][c]) read |= 1 << i;
  }
  const mask = [0, 1, 2, 3, 4, 5, 6, 7].find((m) => formatBits(0, m) === read); // level M is 0b00
  expect(mask, "format information says level M").toBeDefined();

  const isFunction = Array.from({ length: size }, () => Array<boolean>(size).fill(false));
  const mark = (top: number, left: number, h: number, w: number) => {
    for (let r = Math.max(0, top); r < Math.min(size, top + h); r += 1) for (let c = Math.max(0, left); c < Math.min(size, left + w); c += 1) isFunction[r][c] = true;
  };
  mark(0, 0, 9, 9);
  mark(0, size - 8, 9, 8);
  mark(size - 8, 0, 8, 9);
  mark(6, 0, 1, size);
  mark(0, 6, size, 1);
  const centres = alignmentCentres(version, size);
  const corner = (r: number, c: number) => (r === 6 && (c === 6 || c === size - 7)) || (r === size - 7 && c === 6);
  for (const r of centres) for (const c of centres) if (!corner(r, c)) mark(r - 2, c - 2, 5, 5);
  if (version >= 7) {
    mark(0, size - 11, 6, 3);
    mark(size - 11, 0, 3, 6);
  }
  const bits: number[] = [];
  for (let right = size - 1; right >= 1; right -= 2) {
    if (right === 6) right = 5;
    for (let vert = 0; vert < size; vert += 1) {
      for (let j = 0; j < 2; j += 1) {
        const c = right - j;
        const r = ((right + 1) & 2) === 0 ? size - 1 - vert : vert;
        if (!isFunction[r][c]) bits.push(Number(modules[r][c] !== MASKS[mask!](r, c)));
      }
    }
  }
  const codewords = Array.from({ length: Math.floor(bits.length / 8) }, (_, i) => bits.slice(i * 8, i * 8 + 8).reduce((b, bit) => (b << 1) | bit, 0));
  // Data codewords come first, taken from each block in turn; the later blocks are one longer.
  const blocks = M_BLOCKS[version];
  const shortData = Math.floor(codewords.length / blocks) - M_ECC_PER_BLOCK[version];
  const shortBlocks = blocks - (codewords.length % blocks);
  const data: number[][] = Array.from({ length: blocks }, () => []);
  let k = 0;
  for (let i = 0; i <= shortData; i += 1) for (let b = 0; b < blocks; b += 1) if (i < shortData || b >= shortBlocks) data[b].push(codewords[k++]);
  const stream = data.flat().flatMap((byte) => Array.from({ length: 8 }, (_, i) => (byte >> (7 - i)) & 1));
  let pos = 0;
  const take = (n: number) => stream.slice(pos, (pos += n)).reduce((v, bit) => (v << 1) | bit, 0);
  expect(take(4), "byte mode").toBe(0b0100);
  const length = take(version < 10 ? 8 : 16);
  const bytes = Uint8Array.from({ length }, () => take(8));
  if (stream.length - pos >= 4) expect(take(4), "terminator").toBe(0); // left out when the data fills the symbol
  return new TextDecoder("utf-8", { fatal: true }).decode(bytes);
}

function decodeSvg(svg: string): string {
  const { width, dark } = readSvg(svg);
  return decode(dark.slice(4, width - 4).map((row) => row.slice(4, width - 4)));
}

describe("qrCodeSvg", () => {
  it("draws a table's link as a square, crisp SVG, dark on white with a 4-module quiet zone", async () => {
    const svg = await qrCodeSvg(TABLE_URL);
    const { x, y, width, height, background, ink, rectSize, dark } = readSvg(svg);
    expect([x, y]).toEqual([0, 0]);
    expect(width).toBe(height);
    expect(background).toBe("#fff");
    expect(rectSize).toEqual([String(width), String(height)]);
    expect(ink).toBe("#000");
    const margin = [...dark.slice(0, 4), ...dark.slice(-4)].flat().concat(dark.flatMap((row) => [...row.slice(0, 4), ...row.slice(-4)]));
    expect(margin.every((isDark) => !isDark)).toBe(true);
    // The top-left finder's outer ring starts right inside the quiet zone.
    expect(dark[4].slice(4, 11)).toEqual(Array(7).fill(true));
    expect(dark[5].slice(4, 11)).toEqual([true, false, false, false, false, false, true]);
  });

  it("decodes to the link it was given, accents in a player's name included", async () => {
    expect(decodeSvg(await qrCodeSvg(TABLE_URL))).toBe(TABLE_URL);
    expect(decodeSvg(await qrCodeSvg("https://x.test/p?n=Zoë"))).toBe("https://x.test/p?n=Zoë");
    const medium = `${TABLE_URL}&more=${"abc".repeat(60)}`; // version 10 and up: a 16-bit length
    expect(decodeSvg(await qrCodeSvg(medium))).toBe(medium);
  });

  it("grows with the link and draws the same code every time", async () => {
    const short = readSvg(await qrCodeSvg("https://sparkdecks.app/play/x")).width;
    const long = readSvg(await qrCodeSvg(`${TABLE_URL}&note=${"x".repeat(200)}`)).width;
    expect(long).toBeGreaterThan(short);
    expect(await qrCodeSvg(TABLE_URL)).toBe(await qrCodeSvg(TABLE_URL));
  });

  it("still draws a 2,000-character link, and says plainly when a link is too long for any code", async () => {
    const url = `https://sparkdecks.app/play/family?players=${"a".repeat(2000 - 43)}`;
    expect(url).toHaveLength(2000);
    const started = performance.now();
    const svg = await qrCodeSvg(url);
    expect(performance.now() - started).toBeLessThan(5000);
    expect(decodeSvg(svg)).toBe(url);
    const tooLong = qrCodeSvg("a".repeat(3000));
    await expect(tooLong).rejects.toBeInstanceOf(Error);
    await expect(tooLong).rejects.toThrow(/^This link is too long for a QR code \(3000 characters\)/);
  });
});
