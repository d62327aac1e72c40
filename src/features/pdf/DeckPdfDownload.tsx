import { useEffect, useRef } from "react";
import type { DeckSummary, Entitlements } from "../../../shared/api-types";
import { canPrintDeck, loadPrintableDeck } from "./printable-decks";
import { usePdfDownload } from "./usePdfDownload";

interface DeckPdfDownloadProps {
  deck: Pick<DeckSummary, "deckId" | "isPremium">;
  /** Null for someone with none (a visitor); undefined while they are being read. */
  entitlements: Entitlements | null | undefined;
  /** This person may not have the deck's PDF: the caller offers the pass instead. */
  onRefused: () => void;
  /** The download ended (saved, cancelled or given up): the caller may unmount this. */
  onDone: () => void;
}

/**
 * One deck's PDF, started as soon as this mounts (the viewer mounts it, loaded on demand, when
 * 'Download PDF' is chosen), with the progress dialog while it is made.
 */
export function DeckPdfDownload({ deck, entitlements, onRefused, onDone }: DeckPdfDownloadProps) {
  const download = usePdfDownload();
  const { start } = download;
  const started = useRef(false);
  const known = entitlements !== undefined;
  const allowed = known && canPrintDeck(deck, entitlements);

  useEffect(() => {
    if (started.current || !known) return;
    started.current = true;
    if (!allowed) onRefused();
    else start({ fileName: `spark-decks-${deck.deckId}.pdf`, deckIds: [deck.deckId], loadDeck: loadPrintableDeck });
  }, [known, allowed, deck.deckId, onRefused, start]);

  // Done once the work that began has ended: saved, or back to idle after a cancel.
  const { status } = download.state;
  const working = useRef(false);
  useEffect(() => {
    if (status === "working" || status === "failed") working.current = true;
    else if (working.current) onDone();
  }, [status, onDone]);

  return download.dialog;
}
