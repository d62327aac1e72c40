import type { DeckSummary, DeckWithCards } from "../../../shared/api-types";
import { sessionStored } from "../../lib/auth-token";
import { deckStore, isFresh } from "../../lib/deck-store";
import { fetchDeckCards, fetchDecks } from "./deck-api";

export type ReadPlan = "network" | "store" | "store-then-refresh";

/**
 * Spec: 24 hours of freshness. Stored data is served at once; when it is stale and we are online
 * it is refreshed in the background; offline it is served whatever its age.
 */
export function planRead(stored: { fetchedAt: number } | null, now: number, online: boolean): ReadPlan {
  if (!stored) return "network";
  if (isFresh(stored.fetchedAt, now)) return "store";
  return online ? "store-then-refresh" : "store";
}

/** Offline, and this deck was never stored on the device. */
export class DeckNotSavedError extends Error {
  constructor() {
    super("This deck isn't saved on this device yet. Connect to the internet to open it, or pick a deck marked 'Available offline'.");
    this.name = "DeckNotSavedError";
  }
}

const isOnline = () => typeof navigator === "undefined" || navigator.onLine !== false;
const isNetworkFailure = (error: unknown) => error instanceof TypeError || (error instanceof DOMException && error.name === "TimeoutError");

/** A slow network must not leave a spinner forever. */
const REQUEST_TIMEOUT_MS = 15_000;
function withTimeout(signal?: AbortSignal): AbortSignal {
  const timeout = AbortSignal.timeout(REQUEST_TIMEOUT_MS);
  return signal ? AbortSignal.any([signal, timeout]) : timeout;
}

/** A premium deck's full text: it belongs in this browser only while someone is signed in. */
const isEntitledContent = (deck: DeckWithCards) => deck.isPremium && !deck.preview;

function remember(write: () => Promise<void>) {
  // The deck shows either way; a refused write (a full device) is reported by the store's listeners.
  write().catch(() => undefined);
}

function rememberDeck(deck: DeckWithCards) {
  // An answer that lands after a sign-out must not put the paid text back.
  if (isEntitledContent(deck) && !sessionStored()) return;
  remember(() => deckStore.writeDeck(deck));
}

interface LoadOptions<T> {
  signal?: AbortSignal;
  /** Called with newer data when a background refresh brings it. */
  onRefresh?: (fresh: T) => void;
}

export async function loadDeckCards(deckId: string, { signal, onRefresh }: LoadOptions<DeckWithCards> = {}) {
  const kept = await deckStore.readDeck(deckId);
  // Paid text left from a session that has ended is not served (sign-out also clears it).
  const stored = kept && isEntitledContent(kept.deck) && !sessionStored() ? null : kept;
  // A stored preview is asked for again whenever we are online: the person may have just signed
  // in or bought the deck, and should not wait a day for the cards they paid for.
  const plan = planRead(stored?.deck.preview ? { fetchedAt: 0 } : stored, Date.now(), isOnline());
  if (plan !== "network" && stored) {
    if (plan === "store-then-refresh") {
      fetchDeckCards(deckId, withTimeout(signal))
        .then((fresh) => {
          rememberDeck(fresh);
          onRefresh?.(fresh);
        })
        .catch(() => undefined);
    }
    return stored.deck;
  }
  try {
    const deck = await fetchDeckCards(deckId, withTimeout(signal));
    rememberDeck(deck);
    return deck;
  } catch (error) {
    if (signal?.aborted) throw error;
    if (!isOnline() || isNetworkFailure(error)) throw new DeckNotSavedError();
    throw error;
  }
}

export async function loadDecks({ signal, onRefresh }: LoadOptions<DeckSummary[]> = {}) {
  const stored = await deckStore.readDeckList();
  const plan = planRead(stored, Date.now(), isOnline());
  if (plan !== "network" && stored) {
    if (plan === "store-then-refresh") {
      fetchDecks(withTimeout(signal))
        .then((fresh) => {
          remember(() => deckStore.writeDeckList(fresh));
          onRefresh?.(fresh);
        })
        .catch(() => undefined);
    }
    return stored.decks;
  }
  const decks = await fetchDecks(withTimeout(signal));
  remember(() => deckStore.writeDeckList(decks));
  return decks;
}

/** 'Save for offline': fetch the cards now and keep them. Rejects when that cannot be done. */
export async function saveDeckForOffline(deckId: string): Promise<DeckWithCards> {
  const deck = await fetchDeckCards(deckId, withTimeout());
  await deckStore.writeDeck(deck);
  return deck;
}

export const removeOfflineDeck = (deckId: string) => deckStore.removeDeck(deckId);
export const storedDeckIds = () => deckStore.storedDeckIds();
