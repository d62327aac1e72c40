import { t } from "@lingui/core/macro";
import { throwIfAborted } from "./abort";
import type { PdfDeck } from "./layout";
import { importPdfMaker } from "./maker-import";
import { isUnreachable, PdfNeedsConnectionError } from "./needs-connection";
import type { Paper } from "./paper";

/** What to put in a PDF, and where the cards come from. */
export interface PdfRequest {
  /** The saved file's name, e.g. "spark-decks-all.pdf" or "spark-decks-family.pdf". */
  fileName: string;
  /** The decks, in the order they are printed. Their number is the progress bar's total. */
  deckIds: readonly string[];
  /**
   * One deck's cards, only those the person may read (a locked question must never enter the
   * PDF). Called once per deck, in order, while the earlier decks are drawn. Reject with a
   * PdfSourceError to show the person its message.
   */
  loadDeck: (deckId: string, signal: AbortSignal) => Promise<PdfDeck>;
}

/** A failure to get a deck's cards that the person can act on; its message is shown as it is. */
export class PdfSourceError extends Error {
  override name = "PdfSourceError";
}

/** What making a PDF tells as it goes. */
export interface PdfProgressHandlers {
  /** The PDF library and its fonts are loaded (the first seconds on a slow phone): decks next. */
  onReady: () => void;
  /** After each deck is drawn: decks done, decks in all. */
  onProgress: (done: number, total: number) => void;
}

/** The PDF maker's code: fetched the first time (the worker keeps it then), so offline before that it cannot load. */
async function loadPdfMaker() {
  try {
    return await importPdfMaker();
  } catch (error) {
    if (isUnreachable(error)) throw new PdfNeedsConnectionError({ cause: error });
    throw error;
  }
}

/**
 * Loads and draws the decks one after the other. pdf-lib and the font arrive through a dynamic
 * import here, so none of them weighs on a page until someone asks for a PDF; nor on the install:
 * offline before the first PDF, this rejects with a PdfNeedsConnectionError.
 */
export async function makeDecksPdf(request: PdfRequest, paper: Paper, signal: AbortSignal, { onReady, onProgress }: PdfProgressHandlers): Promise<Uint8Array> {
  const { deckIds, loadDeck } = request;
  if (deckIds.length === 0) throw new PdfSourceError(t`There are no decks to put in a PDF.`);
  const { writeDecksPdf } = await loadPdfMaker();
  throwIfAborted(signal);
  return writeDecksPdf(deckIds.length, (index) => loadDeck(deckIds[index], signal), { paper, signal, onReady, onProgress });
}

/** Hands the file to the browser's downloads, as a link with `download` would. */
export function saveFile(bytes: Uint8Array, fileName: string) {
  const url = URL.createObjectURL(new Blob([bytes.slice()], { type: "application/pdf" }));
  const link = document.createElement("a");
  link.href = url;
  link.download = fileName;
  link.hidden = true;
  document.body.append(link);
  link.click();
  link.remove();
  // Revoking at once can cut the download short in some browsers; a minute is plenty to start it.
  window.setTimeout(() => URL.revokeObjectURL(url), 60_000);
}
