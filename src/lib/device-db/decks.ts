// The decks feature's stores in the device database: the deck list and each deck's cards, with the
// time they were fetched. In src/lib, not in features/decks, because src/lib/offline-first.ts
// applies their freshness and the entitlements feature cuts stored decks down to their preview.
import type { DeckSummary, DeckWithCards } from "../../../shared/api-types";
import { LANGUAGES, type Language } from "../../../shared/languages";
import { contentLanguage } from "../i18n";
import { deviceDb, type DeviceDb } from "./device-db";
import { recordChecks, uncheckedDeckFlag, type StoredDeck, type StoredDeckList } from "./schema";

/** Spec: a deck's cards are fresh for 24 hours (a freshness rule, not an expiry). */
export const FRESHNESS_MS = 86_400_000;

export function isFresh(fetchedAt: number, now: number): boolean {
  return now - fetchedAt < FRESHNESS_MS;
}

/**
 * The deck list and the decks are kept per page language (the language they were asked for), so a
 * deck opened in German and in English plays offline in both. `language` is the page's unless said.
 */
export interface DeckStore {
  readDeckList(language?: Language): Promise<StoredDeckList | null>;
  writeDeckList(decks: DeckSummary[], language?: Language): Promise<void>;
  readDeck(deckId: string, language?: Language): Promise<StoredDeck | null>;
  /** The deck in any language kept (the one asked for first): offline, better than none. */
  readDeckInAnyLanguage(deckId: string, language?: Language): Promise<StoredDeck | null>;
  /**
   * Throws DeviceDbQuotaError when the device is full, and DeviceDbWriteError when the
   * connection was lost and reopening did not help; other failures are swallowed.
   */
  writeDeck(deck: DeckWithCards, language?: Language): Promise<void>;
  /** The deck in every language kept. */
  removeDeck(deckId: string): Promise<void>;
  /** The decks kept in this language. */
  storedDeckIds(language?: Language): Promise<string[]>;
  /** The stored decks that hold only a premium deck's free preview (in any language). */
  storedPreviewIds(): Promise<string[]>;
}

/**
 * A corrupt record reads as missing (and goes), so callers fall back to the network; so does a
 * database that cannot be used (device-db.ts), or a check that cannot be loaded.
 */
export function createDeckStore({ withDatabase, writeWithDatabase }: DeviceDb = deviceDb, now: () => number = () => Date.now()): DeckStore {
  const readDeck = (deckId: string, language: Language = contentLanguage()) =>
    withDatabase(null, async (open) => {
      const record: unknown = await open.get("decks", [deckId, language]);
      if (record === undefined) return null;
      if ((await recordChecks()).isStoredDeck(record)) return record;
      await open.delete("decks", [deckId, language]);
      return null;
    });

  return {
    readDeckList: (language = contentLanguage()) =>
      withDatabase(null, async (open) => {
        const record: unknown = await open.get("deckList", language);
        if (record === undefined) return null;
        if ((await recordChecks()).isStoredDeckList(record)) return record;
        await open.delete("deckList", language);
        return null;
      }),

    writeDeckList: (decks, language = contentLanguage()) => writeWithDatabase((open) => open.put("deckList", { key: language, decks, fetchedAt: now() })),

    readDeck,

    async readDeckInAnyLanguage(deckId, language = contentLanguage()) {
      for (const each of [language, ...LANGUAGES.filter((other) => other !== language)]) {
        const record = await readDeck(deckId, each);
        if (record) return record;
      }
      return null;
    },

    writeDeck: (deck, language = contentLanguage()) => writeWithDatabase((open) => open.put("decks", { deckId: deck.deckId, language, deck, fetchedAt: now() })),

    removeDeck: (deckId) =>
      writeWithDatabase(async (open) => {
        const tx = open.transaction("decks", "readwrite");
        await Promise.all([...LANGUAGES.map((language) => tx.store.delete([deckId, language])), tx.done]);
      }).catch(() => undefined),

    storedDeckIds: (language = contentLanguage()) =>
      withDatabase([], async (open) => (await open.getAllKeys("decks")).filter(([, kept]) => kept === language).map(([deckId]) => deckId)),

    storedPreviewIds: () =>
      withDatabase([], async (open) => {
        // Only records that say they are a preview are checked (a free deck is not one).
        const decks = (await open.getAll("decks")).filter((record: unknown) => uncheckedDeckFlag(record, "preview") === true);
        if (decks.length === 0) return [];
        const { isStoredDeck } = await recordChecks();
        const ids = decks.filter((record): record is StoredDeck => isStoredDeck(record) && record.deck.preview).map((record) => record.deckId);
        return [...new Set(ids)];
      }),
  };
}

/** The page's decks, in the page's device database. */
export const deckStore = createDeckStore();
