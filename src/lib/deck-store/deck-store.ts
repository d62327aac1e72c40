import { deleteDB, openDB, type IDBPDatabase } from "idb";
import type { DeckSummary, DeckWithCards, Entitlements } from "../../../shared/api-types";
import { isEntitledContent, previewOf } from "./preview";
import {
  DB_NAME,
  DB_VERSION,
  type DeckStoreSchema,
  type StoredDeck,
  type StoredDeckList,
  type StoredEntitlements,
} from "./schema";

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

type DB = IDBPDatabase<DeckStoreSchema>;

export interface DeckStore {
  readDeckList(): Promise<StoredDeckList | null>;
  writeDeckList(decks: DeckSummary[]): Promise<void>;
  readDeck(deckId: string): Promise<StoredDeck | null>;
  /** Throws DeckStoreQuotaError when the device is full; other failures are swallowed. */
  writeDeck(deck: DeckWithCards): Promise<void>;
  removeDeck(deckId: string): Promise<void>;
  storedDeckIds(): Promise<string[]>;
  readLastCard(deckId: string): Promise<number | null>;
  writeLastCard(deckId: string, index: number): Promise<void>;
  /** The entitlements kept for this person; null when none are (or they are someone else's). */
  readEntitlements(userId: string): Promise<StoredEntitlements | null>;
  writeEntitlements(userId: string, entitlements: Entitlements): Promise<void>;
  /**
   * Cuts every stored full premium deck that `covered` says no entitlement covers any more down to
   * its free preview, in one transaction. Resolves with the ids it cut.
   */
  cutToPreview(covered: (deckId: string) => boolean): Promise<string[]>;
  /** The stored premium decks that hold only their preview. */
  previewDeckIds(): Promise<string[]>;
  /** Removes every full premium deck and the entitlements (what only that user may read): for sign-out. */
  clearEntitledContent(): Promise<void>;
  clearAll(): Promise<void>;
  /** Listens for writes refused for lack of space. */
  onQuotaError(listener: (error: DeckStoreQuotaError) => void): () => void;
}

function isValidDeck(value: unknown): value is StoredDeck {
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

function isValidEntitlements(value: unknown): value is StoredEntitlements {
  const record = value as StoredEntitlements | undefined;
  const entitlements = record?.entitlements;
  return (
    typeof record?.userId === "string" &&
    typeof record.fetchedAt === "number" &&
    !!entitlements &&
    Array.isArray(entitlements.decks) &&
    entitlements.decks.every((d) => typeof d?.deckId === "string" && typeof d?.title === "string") &&
    (entitlements.pass === null || typeof entitlements.pass === "object")
  );
}

const isQuotaError = (error: unknown) =>
  error instanceof DOMException && (error.name === "QuotaExceededError" || error.code === 22);

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
  const quotaListeners = new Set<(error: DeckStoreQuotaError) => void>();

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

  async function safely<T>(fallback: T, work: (db: DB) => Promise<T>): Promise<T> {
    const db = await open();
    if (!db) return fallback;
    try {
      return await work(db);
    } catch (error) {
      if (isQuotaError(error)) throw error;
      if (error instanceof DOMException && error.name === "NotFoundError") await rebuild(db);
      else console.warn("Deck store operation failed", error);
      return fallback;
    }
  }

  async function write(work: (db: DB) => Promise<unknown>): Promise<void> {
    try {
      await safely(undefined, async (db) => {
        await work(db);
      });
    } catch (error) {
      if (!isQuotaError(error)) throw error;
      const quota = new DeckStoreQuotaError();
      quotaListeners.forEach((listener) => listener(quota));
      throw quota;
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

    readLastCard: (deckId) =>
      safely(null, async (db) => {
        const record = await db.get("lastCard", deckId);
        return record && Number.isInteger(record.index) && record.index >= 0 ? record.index : null;
      }),

    writeLastCard: (deckId, index) => write((db) => db.put("lastCard", { deckId, index })).catch(() => undefined),

    readEntitlements: (userId) =>
      safely(null, async (db) => {
        const record: unknown = await db.get("entitlements", "mine");
        if (record === undefined) return null;
        if (!isValidEntitlements(record)) {
          await db.delete("entitlements", "mine");
          return null;
        }
        return record.userId === userId ? record : null;
      }),

    writeEntitlements: (userId, entitlements) =>
      write((db) => db.put("entitlements", { key: "mine", userId, entitlements, fetchedAt: now() })),

    cutToPreview: (covered) =>
      safely([], async (db) => {
        const cut: string[] = [];
        const tx = db.transaction("decks", "readwrite");
        for await (const cursor of tx.store) {
          const record = cursor.value as StoredDeck;
          if (!isValidDeck(record)) await cursor.delete();
          else if (isEntitledContent(record.deck) && !covered(record.deckId)) {
            await cursor.update({ ...record, deck: previewOf(record.deck) });
            cut.push(record.deckId);
          }
        }
        await tx.done;
        return cut;
      }),

    previewDeckIds: () =>
      safely([], async (db) => {
        const records: unknown[] = await db.getAll("decks");
        return records.filter((r): r is StoredDeck => isValidDeck(r) && r.deck.isPremium && r.deck.preview).map((r) => r.deckId);
      }),

    clearEntitledContent: () =>
      safely(undefined, async (db) => {
        const tx = db.transaction(["decks", "entitlements"], "readwrite");
        await tx.objectStore("entitlements").clear();
        for await (const cursor of tx.objectStore("decks")) {
          const deck = (cursor.value as StoredDeck).deck;
          if (!deck || isEntitledContent(deck)) await cursor.delete();
        }
        await tx.done;
      }),

    clearAll: () =>
      safely(undefined, async (db) => {
        await Promise.all([db.clear("decks"), db.clear("deckList"), db.clear("lastCard"), db.clear("entitlements")]);
      }),

    onQuotaError(listener) {
      quotaListeners.add(listener);
      return () => quotaListeners.delete(listener);
    },
  };
}

/** The page's deck store. */
export const deckStore = createDeckStore();
