/// <reference lib="webworker" />
import { matchPrecache } from "workbox-precaching";
import type { DeckWithCards } from "../shared/api-types";
import { DECKS_STORE, DEVICE_DB_NAME } from "../shared/device-db";
import { fillTableTemplate, TABLE_TEMPLATES_FILE, tablePaint, type TableTemplates } from "../shared/table-first-paint";

const TABLE_PATH = /^\/play\/([^/]+)\/?$/;

/**
 * The deck this device stored, read-only; null when there is none (or no database yet: then it is
 * not created here, which would get in the way of the page's own first opening).
 */
function storedDeck(deckId: string): Promise<DeckWithCards | null> {
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
        const get = db.transaction(DECKS_STORE, "readonly").objectStore(DECKS_STORE).get(deckId);
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

/**
 * A table link (/play/{deckId}?…) of a deck this device has stored, drawn from the build's
 * template (shared/table-first-paint.ts) with the card at the address's place and with its face (a
 * reload of a revealed card draws it revealed), so the card is painted as the app will show it
 * before any JavaScript runs, offline too. Null when it cannot be (no stored deck, a premium one, an
 * address the app deals afresh): the shell then answers, and the app draws the table itself.
 */
export async function tablePage(url: URL): Promise<Response | null> {
  const match = TABLE_PATH.exec(url.pathname);
  if (!match) return null;
  try {
    const deckId = decodeURIComponent(match[1]);
    const [deck, templatesFile, shell] = await Promise.all([storedDeck(deckId), matchPrecache(TABLE_TEMPLATES_FILE), matchPrecache("/index.html")]);
    const paint = deck && tablePaint(deck, url.search);
    if (!paint || !templatesFile || !shell) return null;
    const html = fillTableTemplate((await templatesFile.json()) as TableTemplates, paint);
    // The shell's headers (its content security policy among them), but for those of its body.
    const headers = new Headers(shell.headers);
    for (const name of ["content-length", "content-encoding", "etag", "last-modified"]) headers.delete(name);
    return new Response(html, { headers });
  } catch (error) {
    console.warn("The table's first paint could not be drawn; the app will draw it.", error);
    return null;
  }
}
