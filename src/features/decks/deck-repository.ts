import { t } from "@lingui/core/macro";
import type { DeckSummary, DeckWithCards } from "../../../shared/api-types";
import { sessionStored } from "../../lib/auth-token";
import { deckStore, isEntitledContent } from "../../lib/device-db";
import { isOnline, loadOfflineFirst, withTimeout, type LoadOptions, type OfflineFirstSource } from "../../lib/offline-first";
import { fetchDeckCards, fetchDecks } from "../../lib/deck-api";
import { registerServiceWorkerNow } from "../../lib/sw-updates";

/** Offline, and this deck was never stored on the device. */
export class DeckNotSavedError extends Error {
  constructor() {
    // Shown to the person (the viewer and the table say it).
    super(t`This deck isn't saved on this device yet. Connect to the internet to open it, or pick a deck marked 'Available offline'.`);
    this.name = "DeckNotSavedError";
  }
}

const isNetworkFailure = (error: unknown) => error instanceof TypeError || (error instanceof DOMException && error.name === "TimeoutError");

const deckListSource: OfflineFirstSource<DeckSummary[]> = {
  name: "the deck list",
  async read() {
    const stored = await deckStore.readDeckList();
    return stored && { value: stored.decks, fetchedAt: stored.fetchedAt };
  },
  fetch: fetchDecks,
  write: (decks) => deckStore.writeDeckList(decks),
};

function deckCardsSource(deckId: string): OfflineFirstSource<DeckWithCards> {
  return {
    name: `the cards of deck ${deckId}`,
    async read() {
      const kept = await deckStore.readDeck(deckId);
      // Paid text left from a session that has ended is not served (sign-out also clears it).
      if (!kept || (isEntitledContent(kept.deck) && !sessionStored())) return null;
      return { value: kept.deck, fetchedAt: kept.fetchedAt };
    },
    fetch: (signal) => fetchDeckCards(deckId, signal),
    async write(deck) {
      // An answer that lands after a sign-out must not put the paid text back.
      if (isEntitledContent(deck) && !sessionStored()) return;
      await deckStore.writeDeck(deck);
    },
    // A stored premium deck is asked for again whenever we are online, however fresh: a preview
    // because the person may have just signed in or bought it, and should not wait a day for the
    // cards they paid for; a full deck because its entitlement may have ended (a refund, a pass
    // that ran out), and the server's preview then replaces the full text on this device.
    refreshWhenOnline: (deck) => deck.isPremium || deck.preview,
  };
}

export function loadDecks(options: LoadOptions<DeckSummary[]> = {}): Promise<DeckSummary[]> {
  return loadOfflineFirst(deckListSource, options);
}

/**
 * A deck's cards in the page's language. Offline with that language not stored, the deck in
 * another language kept on the device (it plays, if not in the page's words); with none, a
 * DeckNotSavedError.
 */
export async function loadDeckCards(deckId: string, options: LoadOptions<DeckWithCards> = {}): Promise<DeckWithCards> {
  try {
    return await loadOfflineFirst(deckCardsSource(deckId), options);
  } catch (error) {
    if (options.signal?.aborted) throw error;
    if (!isOnline() || isNetworkFailure(error)) {
      const other = await deckStore.readDeckInAnyLanguage(deckId);
      if (other && !(isEntitledContent(other.deck) && !sessionStored())) return other.deck;
      throw new DeckNotSavedError();
    }
    throw error;
  }
}

/**
 * 'Save for offline' (and a purchase just made): fetch the cards now and keep them. Rejects when
 * that cannot be done.
 */
export async function saveDeckForOffline(deckId: string): Promise<DeckWithCards> {
  const deck = await fetchDeckCards(deckId, withTimeout());
  await deckStore.writeDeck(deck);
  // The cards are here; the app shell must be too, or the deck cannot open offline.
  registerServiceWorkerNow();
  return deck;
}

export const removeOfflineDeck = (deckId: string) => deckStore.removeDeck(deckId);
export const storedDeckIds = () => deckStore.storedDeckIds();
export const storedPreviewIds = () => deckStore.storedPreviewIds();
