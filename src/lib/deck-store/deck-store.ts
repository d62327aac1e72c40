import { deleteDB, openDB, type IDBPDatabase } from "idb";
import type { DeckSummary, DeckWithCards } from "../../../shared/api-types";
import { isEntitledContent } from "./preview";
import { DB_NAME, DB_VERSION, type DeckStoreSchema, type LastCardPosition, type StoredDeck, type StoredDeckList } from "./schema";

/** Spec: a deck's cards are fresh for 24 hours (a freshness rule, not an expiry). */
export const FRESHNESS_MS = 86_400_000;

export function isFresh(fetchedAt: number, now: number): boolean {
  return now - fetchedAt < FRESHNESS_MS;
}

/** The device has no room left: the data was not saved. The page says so; nothing crashes. */
export class DeckStoreQuotaError extends Error {
  constructor() {
    super("This device is out of storage space, so the deck could not be saved for offline use.");
    this.name = "DeckStoreQuotaError";
  }
}

/**
 * A write that failed even after the database was reopened (site data cleared while the app was
 * open, say): reported, not silent.
 */
export class DeckStoreWriteError extends Error {
  constructor() {
    super("This device's storage was reset, so the deck could not be saved for offline use. Reload the page and try again.");
    this.name = "DeckStoreWriteError";
  }
}

type DB = IDBPDatabase<DeckStoreSchema>;

export interface DeckStore {
  readDeckList(): Promise<StoredDeckList | null>;
  writeDeckList(decks: DeckSummary[]): Promise<void>;
  readDeck(deckId: string): Promise<StoredDeck | null>;
  /**
   * Throws DeckStoreQuotaError when the device is full, and DeckStoreWriteError when the
   * connection was lost and reopening did not help; other failures are swallowed.
   */
  writeDeck(deck: DeckWithCards): Promise<void>;
  removeDeck(deckId: string): Promise<void>;
  storedDeckIds(): Promise<string[]>;
  /** The stored decks that hold only a premium deck's free preview. */
  storedPreviewIds(): Promise<string[]>;
  readLastCard(deckId: string): Promise<LastCardPosition | null>;
  writeLastCard(deckId: string, position: LastCardPosition): Promise<void>;
  /**
   * Removes every full premium deck, the entitlements and the saved cards (what only that user may
   * read, and whose cards they saved): for sign-out.
   */
  clearEntitledContent(): Promise<void>;
  clearAll(): Promise<void>;
  /** Listens for writes that failed: refused for lack of space, or lost with the connection. */
  onWriteError(listener: (error: DeckStoreQuotaError | DeckStoreWriteError) => void): () => void;
  /**
   * For the store's other modules (entitlement-store.ts, loaded only with the pages that need it):
   * work on the open database, where a failure reads as `fallback` and a damaged store is rebuilt;
   * and a write, where a full device is a DeckStoreQuotaError.
   */
  withDatabase<T>(fallback: T, work: (db: DB) => Promise<T>): Promise<T>;
  writeWithDatabase(work: (db: DB) => Promise<unknown>): Promise<void>;
}

export function isValidDeck(value: unknown): value is StoredDeck {
  const record = value as StoredDeck | undefined;
  const deck = record?.deck;
  return (
    typeof record?.deckId === "string" &&
    typeof record.fetchedAt === "number" &&
    !!deck &&
    deck.deckId === record.deckId &&
    typeof deck.title === "string" &&
    typeof deck.cardCount === "number" &&
    typeof deck.isPremium === "boolean" &&
    typeof deck.preview === "boolean" &&
    Array.isArray(deck.cards) &&
    deck.cards.every((c) => typeof c?.question === "string" && Number.isInteger(c?.index))
  );
}

function isValidDeckList(value: unknown): value is StoredDeckList {
  const record = value as StoredDeckList | undefined;
  return (
    typeof record?.fetchedAt === "number" &&
    Array.isArray(record.decks) &&
    record.decks.every((d) => typeof d?.deckId === "string" && typeof d?.title === "string")
  );
}

const isQuotaError = (error: unknown) =>
  error instanceof DOMException && (error.name === "QuotaExceededError" || error.code === 22);

/** The connection was closed under us (site data cleared, the browser dropped it). */
const isClosedConnection = (error: unknown) =>
  (error instanceof DOMException && error.name === "InvalidStateError") ||
  (error instanceof Error && /connection is clos/i.test(error.message));

interface Options {
  name?: string;
  now?: () => number;
}

/**
 * The one owner of the page's IndexedDB. It is a cache that can be lost (Safari drops it): a
 * failed open, a missing store or a corrupt record reads as "nothing stored", so callers fall
 * back to the network, and the damaged database is rebuilt on the next open.
 */
export function createDeckStore({ name = DB_NAME, now = () => Date.now() }: Options = {}): DeckStore {
  let opening: Promise<DB | null> | null = null;
  const writeListeners = new Set<(error: DeckStoreQuotaError | DeckStoreWriteError) => void>();

  function open(): Promise<DB | null> {
    if (opening) return opening;
    if (typeof indexedDB === "undefined" || indexedDB === null) return Promise.resolve(null);
    // openDB can throw synchronously (a refused open): start it inside the promise chain.
    opening = Promise.resolve().then(() => openDB<DeckStoreSchema>(name, DB_VERSION, {
      upgrade(db, oldVersion) {
        if (oldVersion < 1) db.createObjectStore("decks", { keyPath: "deckId" });
        if (oldVersion < 2) {
          db.createObjectStore("deckList", { keyPath: "key" });
          db.createObjectStore("lastCard", { keyPath: "deckId" });
        }
        if (oldVersion < 3) db.createObjectStore("entitlements", { keyPath: "key" });
        if (oldVersion < 4) db.createObjectStore("events", { keyPath: "id", autoIncrement: true });
        if (oldVersion < 5) db.createObjectStore("savedCards", { keyPath: "cardId" });
      },
      terminated() {
        // The browser closed the connection (site data cleared): the next call opens a new one.
        opening = null;
      },
      blocking() {
        // A newer version of the app wants to upgrade: step aside.
        void opening?.then((db) => db?.close());
        opening = null;
      },
    })).catch((error: unknown) => {
      console.warn("The deck store is unavailable", error);
      opening = null;
      return null;
    });
    return opening;
  }

  /** A store that has lost its tables is rebuilt from scratch on the next open. */
  async function rebuild(db: DB) {
    db.close();
    opening = null;
    try {
      await deleteDB(name);
    } catch (error) {
      console.warn("Could not reset the deck store", error);
    }
  }

  /** Forgets a connection that has closed, so that open() makes a new one. */
  async function forget(db: DB) {
    if (opening && (await opening) === db) opening = null;
    try {
      db.close();
    } catch {
      // already closed
    }
  }

  /**
   * `work` on the open database. A connection found closed is reopened and the work retried once;
   * when that fails too, `lost` says what to do (writes report it, reads fall back).
   */
  async function safely<T>(fallback: T, work: (db: DB) => Promise<T>, lost: () => T = () => fallback): Promise<T> {
    let db = await open();
    if (!db) return fallback;
    for (let attempt = 1; ; attempt++) {
      try {
        return await work(db);
      } catch (error) {
        if (isQuotaError(error)) throw error;
        if (isClosedConnection(error)) {
          await forget(db);
          const reopened = attempt === 1 ? await open() : null;
          if (reopened) {
            db = reopened;
            continue;
          }
          console.warn("The deck store's connection was lost and could not be reopened", error);
          return lost();
        }
        if (error instanceof DOMException && error.name === "NotFoundError") await rebuild(db);
        else console.warn("Deck store operation failed", error);
        return fallback;
      }
    }
  }

  async function write(work: (db: DB) => Promise<unknown>): Promise<void> {
    let failure: DeckStoreQuotaError | DeckStoreWriteError | null = null;
    try {
      await safely(
        undefined,
        async (db) => {
          await work(db);
        },
        () => {
          failure = new DeckStoreWriteError();
        },
      );
    } catch (error) {
      if (!isQuotaError(error)) throw error;
      failure = new DeckStoreQuotaError();
    }
    if (failure) {
      const reported = failure;
      writeListeners.forEach((listener) => listener(reported));
      throw reported;
    }
  }

  return {
    readDeckList: () =>
      safely(null, async (db) => {
        const record = await db.get("deckList", "all");
        if (record === undefined) return null;
        if (isValidDeckList(record)) return record;
        await db.delete("deckList", "all");
        return null;
      }),

    writeDeckList: (decks) => write((db) => db.put("deckList", { key: "all", decks, fetchedAt: now() })),

    readDeck: (deckId) =>
      safely(null, async (db) => {
        const record: unknown = await db.get("decks", deckId);
        if (record === undefined) return null;
        if (isValidDeck(record)) return record;
        await db.delete("decks", deckId);
        return null;
      }),

    writeDeck: (deck) => write((db) => db.put("decks", { deckId: deck.deckId, deck, fetchedAt: now() })),

    removeDeck: (deckId) => write((db) => db.delete("decks", deckId)).catch(() => undefined),

    storedDeckIds: () => safely([], (db) => db.getAllKeys("decks")),

    storedPreviewIds: () =>
      safely([], async (db) => {
        const decks: unknown[] = await db.getAll("decks");
        return decks.filter((record) => isValidDeck(record) && record.deck.preview).map((record) => (record as StoredDeck).deckId);
      }),

    readLastCard: (deckId) =>
      safely(null, async (db) => {
        const record = await db.get("lastCard", deckId);
        if (!record || !Number.isInteger(record.index) || record.index < 0) return null;
        return { index: record.index, cardId: typeof record.cardId === "string" ? record.cardId : null };
      }),

    writeLastCard: (deckId, { index, cardId }) =>
      write((db) => db.put("lastCard", cardId === null ? { deckId, index } : { deckId, index, cardId })).catch(() => undefined),

    clearEntitledContent: () =>
      safely(undefined, async (db) => {
        const tx = db.transaction(["decks", "entitlements", "savedCards"], "readwrite");
        await tx.objectStore("entitlements").clear();
        await tx.objectStore("savedCards").clear();
        for await (const cursor of tx.objectStore("decks")) {
          const deck = (cursor.value as StoredDeck).deck;
          if (!deck || isEntitledContent(deck)) await cursor.delete();
        }
        await tx.done;
      }),

    clearAll: () =>
      safely(undefined, async (db) => {
        await Promise.all([db.clear("decks"), db.clear("deckList"), db.clear("lastCard"), db.clear("entitlements"), db.clear("events"), db.clear("savedCards")]);
      }),

    onWriteError(listener) {
      writeListeners.add(listener);
      return () => writeListeners.delete(listener);
    },

    withDatabase: safely,
    writeWithDatabase: write,
  };
}

/** The page's deck store. */
export const deckStore = createDeckStore();
