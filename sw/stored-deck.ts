/// <reference lib="webworker" />
import type { DeckWithCards } from "../shared/api-types";
import { DECKS_STORE, DEVICE_DB_NAME } from "../shared/device-db";
import type { Language } from "../shared/languages";

/**
 * The deck this device stored for a page in `language`, read-only; null when there is none (or no
 * database yet: then it is not created here, which would get in the way of the page's own first
 * opening; or one older than version 8, whose decks were keyed by deck id alone).
 */
export function storedDeck(deckId: string, language: Language = "en"): Promise<DeckWithCards | null> {
  return new Promise((resolve) => {
    let request: IDBOpenDBRequest;
    try {
      request = indexedDB.open(DEVICE_DB_NAME);
    } catch {
      resolve(null);
      return;
    }
    request.onupgradeneeded = () => request.transaction?.abort();
    request.onerror = () => resolve(null);
    request.onblocked = () => resolve(null);
    request.onsuccess = () => {
      const db = request.result;
      // The page may be opening a newer version: make way at once.
      db.onversionchange = () => db.close();
      const done = (deck: DeckWithCards | null) => {
        db.close();
        resolve(deck);
      };
      try {
        const get = db.transaction(DECKS_STORE, "readonly").objectStore(DECKS_STORE).get([deckId, language]);
        get.onsuccess = () => {
          const deck = (get.result as { deck?: DeckWithCards } | undefined)?.deck;
          done(deck && deck.deckId === deckId && Array.isArray(deck.cards) ? deck : null);
        };
        get.onerror = () => done(null);
      } catch {
        done(null); // no such store
      }
    };
  });
}
