// Which decks a person may print, and each deck's cards as the device holds them. A deck goes into
// a PDF only whole: free decks, and premium decks the person owns or has through the pass. A
// premium deck that comes back as a preview is never printed, so a locked question cannot be.
import { t } from "@lingui/core/macro";
import type { DeckSummary, DeckWithCards, Entitlements } from "../../../shared/api-types";
import { isOnline } from "../../lib/offline-first";
import { DeckNotSavedError, loadDeckCards, saveDeckForOffline } from "../decks";
import { covers } from "../entitlements";
import type { PdfDeck } from "./layout";
import { PdfSourceError } from "./make-pdf";

/** The decks of the list this person may print in full, in the list's order. */
export function printableDeckIds(decks: DeckSummary[], entitlements: Entitlements): string[] {
  return decks.filter((deck) => !deck.isPremium || covers(entitlements, deck.deckId)).map((deck) => deck.deckId);
}

/** Whether this person may print this one deck (the viewer's 'Download PDF'). */
export function canPrintDeck(deck: Pick<DeckSummary, "deckId" | "isPremium">, entitlements: Entitlements | null): boolean {
  if (!entitlements) return false;
  return entitlements.pass !== null || (deck.isPremium && covers(entitlements, deck.deckId));
}

const toPdfDeck = ({ deckId, title, description, cards }: DeckWithCards): PdfDeck => ({
  deckId,
  title,
  description,
  cards: cards.map(({ question, followUp }) => ({ question, followUp })),
});

/**
 * One deck's cards for the PDF: from the device when it holds them, else from the network. A
 * premium deck the device holds only as its preview (kept from before it was bought) is fetched
 * again when online; offline, or when the server too sends only the preview, it is refused.
 */
export async function loadPrintableDeck(deckId: string, signal: AbortSignal): Promise<PdfDeck> {
  let deck: DeckWithCards;
  try {
    deck = await loadDeckCards(deckId, { signal });
    if (deck.preview && isOnline()) deck = await saveDeckForOffline(deckId);
  } catch (error) {
    if (error instanceof DeckNotSavedError) {
      throw new PdfSourceError(t`Some of these decks aren't saved on this device yet. Connect to the internet and try again.`);
    }
    throw error;
  }
  signal.throwIfAborted();
  if (deck.preview) {
    const title = deck.title;
    throw new PdfSourceError(t`Only the preview of ${title} is on this device. Connect to the internet and try again.`);
  }
  return toPdfDeck(deck);
}
