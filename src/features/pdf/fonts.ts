// Only build-pdf.ts imports this, so the font files are fetched only when someone makes a PDF.
// They are WOFF, not WOFF2: fontkit cannot subset WOFF2 (it throws in TTFSubset).
import regularUrl from "@fontsource/inter/files/inter-latin-400-normal.woff?url";
import semiBoldUrl from "@fontsource/inter/files/inter-latin-600-normal.woff?url";
import { isUnreachable, PdfNeedsConnectionError } from "./needs-connection";

/** Inter's font files: regular for the follow-ups and notes, semi-bold for questions and titles. */
export interface InterFonts {
  regular: ArrayBuffer | Uint8Array;
  bold: ArrayBuffer | Uint8Array;
}

async function fetchFont(url: string, signal: AbortSignal | undefined): Promise<ArrayBuffer> {
  const response = await fetch(url, { signal }).catch((error: unknown) => {
    // Offline, and the worker has not kept the font yet (it is fetched with the maker, on first use).
    if (isUnreachable(error)) throw new PdfNeedsConnectionError({ cause: error });
    throw error;
  });
  if (!response.ok) throw new Error(`Could not load the font ${url} (HTTP ${response.status})`);
  return response.arrayBuffer();
}

/** From the built assets; the service worker keeps them once fetched, so this works offline after the first PDF. */
export async function fetchInterFonts(signal?: AbortSignal): Promise<InterFonts> {
  const [regular, bold] = await Promise.all([fetchFont(regularUrl, signal), fetchFont(semiBoldUrl, signal)]);
  return { regular, bold };
}
