// The decks feature's stores in the device database: the deck list and each deck's cards, with the
// time they were fetched. In src/lib, not in features/decks, because src/lib/offline-first.ts
// applies their freshness and the entitlements feature cuts stored decks down to their preview.
import type { DeckSummary, DeckWithCards } from "../../../shared/api-types";
import { deviceDb, type DeviceDb } from "./device-db";
import { recordChecks, uncheckedDeckFlag, type StoredDeck, type StoredDeckList } from "./schema";

/** Spec: a deck's cards are fresh for 24 hours (a freshness rule, not an expiry). */
export const FRESHNESS_MS = 86_400_000;

export function isFresh(fetchedAt: number, now: number): boolean {
  return now - fetchedAt < FRESHNESS_MS;
}

export interface DeckStore {
  readDeckList(): Promise<StoredDeckList | null>;
  writeDeckList(decks: DeckSummary[]): Promise<void>;
  readDeck(deckId: string): Promise<StoredDeck | null>;
  /**
   * Throws DeviceDbQuotaError when the device is full, and DeviceDbWriteError when the
   * connection was lost and reopening did not help; other failures are swallowed.
   */
  writeDeck(deck: DeckWithCards): Promise<void>;
  removeDeck(deckId: string): Promise<void>;
  storedDeckIds(): Promise<string[]>;
  /** The stored decks that hold only a premium deck's free preview. */
  storedPreviewIds(): Promise<string[]>;
}

/**
 * A corrupt record reads as missing (and goes), so callers fall back to the network; so does a
 * database that cannot be used (device-db.ts), or a check that cannot be loaded.
 */
export function createDeckStore({ withDatabase, writeWithDatabase }: DeviceDb = deviceDb, now: () => number = () => Date.now()): DeckStore {
  return {
    readDeckList: () =>
      withDatabase(null, async (open) => {
        const record: unknown = await open.get("deckList", "all");
        if (record === undefined) return null;
        if ((await recordChecks()).isStoredDeckList(record)) return record;
        await open.delete("deckList", "all");
        return null;
      }),

    writeDeckList: (decks) => writeWithDatabase((open) => open.put("deckList", { key: "all", decks, fetchedAt: now() })),

    readDeck: (deckId) =>
      withDatabase(null, async (open) => {
        const record: unknown = await open.get("decks", deckId);
        if (record === undefined) return null;
        if ((await recordChecks()).isStoredDeck(record)) return record;
        await open.delete("decks", deckId);
        return null;
      }),

    writeDeck: (deck) => writeWithDatabase((open) => open.put("decks", { deckId: deck.deckId, deck, fetchedAt: now() })),

    removeDeck: (deckId) => writeWithDatabase((open) => open.delete("decks", deckId)).catch(() => undefined),

    storedDeckIds: () => withDatabase([], (open) => open.getAllKeys("decks")),

    storedPreviewIds: () =>
      withDatabase([], async (open) => {
        // Only records that say they are a preview are checked (a free deck is not one).
        const decks = (await open.getAll("decks")).filter((record: unknown) => uncheckedDeckFlag(record, "preview") === true);
        if (decks.length === 0) return [];
        const { isStoredDeck } = await recordChecks();
        return decks.filter((record): record is StoredDeck => isStoredDeck(record) && record.deck.preview).map((record) => record.deckId);
      }),
  };
}

/** The page's decks, in the page's device database. */
export const deckStore = createDeckStore();
