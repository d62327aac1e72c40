// The printable decks PDF. Nothing here imports pdf-lib: make-pdf.ts loads build-pdf.ts
// with a dynamic import, so the PDF library stays out of every page's bundle until it is used.
export { PdfDownloadButton } from "./PdfDownloadButton";
export { PaperSizeSelect } from "./PaperSizeSelect";
export { usePdfDownload } from "./usePdfDownload";
export { PdfSourceError } from "./make-pdf";
export type { PdfDeck } from "./layout";
export { PrintYourDecks } from "./PrintYourDecks";
export { DeckPdfDownload } from "./DeckPdfDownload";
