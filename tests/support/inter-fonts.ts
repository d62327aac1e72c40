// For tests in Node: the font files src/features/pdf/fonts.ts fetches in the page, from node_modules.
import { readFileSync } from "node:fs";
import { createRequire } from "node:module";
import type { InterFonts } from "../../src/features/pdf/fonts";

const require = createRequire(import.meta.url);

// A copy in a plain Uint8Array: pdf-lib does not take a Node Buffer for one under jsdom.
function readFile(specifier: string) {
  return new Uint8Array(readFileSync(require.resolve(specifier)));
}

export function readInterFonts(): InterFonts {
  return {
    regular: readFile("@fontsource/inter/files/inter-latin-400-normal.woff"),
    bold: readFile("@fontsource/inter/files/inter-latin-600-normal.woff"),
  };
}

