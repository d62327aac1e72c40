import { t } from "@lingui/core/macro";
import { useCallback, useEffect, useRef, useState, type ReactNode } from "react";
import { makeDecksPdf, PdfSourceError, saveFile, type PdfRequest } from "./make-pdf";
import { PdfNeedsConnectionError } from "./needs-connection";
import { readPaperPreference } from "./paper-preference";
import { PdfProgressDialog } from "./PdfProgressDialog";

type PdfDownloadState =
  | { status: "idle" }
  /** `done` is null until the PDF library and fonts are in: the first step, shown from the click. */
  | { status: "working"; done: number | null; total: number }
  | { status: "failed"; message: string }
  | { status: "saved"; fileName: string };

interface PdfDownload {
  state: PdfDownloadState;
  /** Starts making the PDF (stopping one under way), on the paper the person last chose. */
  start: (request: PdfRequest) => void;
  cancel: () => void;
  /** The progress and error dialog: render it wherever the hook is used. */
  dialog: ReactNode;
}

/**
 * Makes a decks PDF and saves it, with a dialog that shows progress from the click on ("Getting
 * ready to make your PDF", then "Preparing deck 5 of 12") and a Cancel button, and on failure a
 * plain message with 'Try again'. For a button, or a menu
 * item whose menu closes while the PDF is made: the dialog belongs to the hook's owner.
 */
export function usePdfDownload(): PdfDownload {
  const [state, setState] = useState<PdfDownloadState>({ status: "idle" });
  const running = useRef<AbortController | null>(null);
  const lastRequest = useRef<PdfRequest | null>(null);

  const run = useCallback(async (request: PdfRequest) => {
    running.current?.abort();
    const controller = new AbortController();
    running.current = controller;
    lastRequest.current = request;
    const { signal } = controller;
    const total = request.deckIds.length;
    setState({ status: "working", done: null, total });
    try {
      const bytes = await makeDecksPdf(request, readPaperPreference(), signal, {
        onReady: () => {
          if (!signal.aborted) setState({ status: "working", done: 0, total });
        },
        onProgress: (done) => {
          if (!signal.aborted) setState({ status: "working", done, total });
        },
      });
      if (signal.aborted) return;
      saveFile(bytes, request.fileName);
      setState({ status: "saved", fileName: request.fileName });
    } catch (error) {
      if (signal.aborted) return;
      // Said as they are: a deck the device cannot get, and the maker itself offline before its first use.
      const plain = error instanceof PdfSourceError || error instanceof PdfNeedsConnectionError;
      setState({ status: "failed", message: plain ? error.message : t`Something went wrong while making the PDF.` });
    } finally {
      if (running.current === controller) running.current = null;
    }
  }, []);

  const cancel = useCallback(() => {
    running.current?.abort();
    running.current = null;
    setState({ status: "idle" });
  }, []);

  const start = useCallback((request: PdfRequest) => void run(request), [run]);

  const retry = useCallback(() => {
    if (lastRequest.current) start(lastRequest.current);
  }, [start]);

  // Leaving the page stops the work: nobody is left to see it or to save it.
  useEffect(() => () => running.current?.abort(), []);

  const dialog =
    state.status === "working" || state.status === "failed" ? (
      <PdfProgressDialog state={state} onCancel={cancel} onRetry={retry} />
    ) : null;

  return { state, start, cancel, dialog };
}
