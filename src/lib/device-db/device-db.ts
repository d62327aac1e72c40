import { t } from "@lingui/core/macro";
// The connection to the device database, which each feature's store module works through
// (schema.ts says which module owns which store): it opens the database, reopens a connection the
// browser closed, rebuilds a damaged one and reports writes the device refused. And what clears
// several features' stores at once: the signed-in person's data on sign-out, or everything.
import { deleteDB, openDB, type IDBPDatabase } from "idb";
import { isEntitledContent } from "./preview";
import { DB_NAME, DB_VERSION, upgrade, type DeviceDbSchema, type StoredDeck } from "./schema";

/** The device has no room left: the data was not saved. The page says so; nothing crashes. */
export class DeviceDbQuotaError extends Error {
  constructor() {
    super(t`This device is out of storage space, so the deck could not be saved for offline use.`);
    this.name = "DeviceDbQuotaError";
  }
}

/**
 * A write that failed even after the database was reopened (site data cleared while the app was
 * open, say): reported, not silent.
 */
export class DeviceDbWriteError extends Error {
  constructor() {
    super(t`This device's storage was reset, so the deck could not be saved for offline use. Reload the page and try again.`);
    this.name = "DeviceDbWriteError";
  }
}

/** The open database, as the store modules see it. */
export type Database = IDBPDatabase<DeviceDbSchema>;

export interface DeviceDb {
  /**
   * `work` on the open database, where a failure reads as `fallback` and a damaged database is
   * rebuilt; a full device is rethrown as the browser's QuotaExceededError.
   */
  withDatabase<T>(fallback: T, work: (db: Database) => Promise<T>): Promise<T>;
  /**
   * A write: throws DeviceDbQuotaError when the device is full, and DeviceDbWriteError when the
   * connection was lost and reopening did not help (listeners hear both); other failures are
   * swallowed.
   */
  writeWithDatabase(work: (db: Database) => Promise<unknown>): Promise<void>;
  /**
   * Removes every full premium deck, the entitlements, the saved cards and the person's own decks
   * (what only that user may read, and what they saved or made): for sign-out.
   */
  clearEntitledContent(): Promise<void>;
  clearAll(): Promise<void>;
  /** Listens for writes that failed: refused for lack of space, or lost with the connection. */
  onWriteError(listener: (error: DeviceDbQuotaError | DeviceDbWriteError) => void): () => void;
}

const isQuotaError = (error: unknown) =>
  error instanceof DOMException && (error.name === "QuotaExceededError" || error.code === 22);

/** The connection was closed under us (site data cleared, the browser dropped it). */
const isClosedConnection = (error: unknown) =>
  (error instanceof DOMException && error.name === "InvalidStateError") ||
  (error instanceof Error && /connection is clos/i.test(error.message));

/**
 * The one owner of the page's IndexedDB connection. The database is a cache that can be lost
 * (Safari drops it): a failed open or a missing store reads as "nothing stored", so callers fall
 * back to the network, and the damaged database is rebuilt on the next open.
 */
export function createDeviceDb({ name = DB_NAME }: { name?: string } = {}): DeviceDb {
  let opening: Promise<Database | null> | null = null;
  const writeListeners = new Set<(error: DeviceDbQuotaError | DeviceDbWriteError) => void>();

  function open(): Promise<Database | null> {
    if (opening) return opening;
    if (typeof indexedDB === "undefined" || indexedDB === null) return Promise.resolve(null);
    // openDB can throw synchronously (a refused open): start it inside the promise chain.
    opening = Promise.resolve().then(() => openDB<DeviceDbSchema>(name, DB_VERSION, {
      upgrade,
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
      console.warn("The device database is unavailable", error);
      opening = null;
      return null;
    });
    return opening;
  }

  /** A database that has lost its tables is rebuilt from scratch on the next open. */
  async function rebuild(db: Database) {
    db.close();
    opening = null;
    try {
      await deleteDB(name);
    } catch (error) {
      console.warn("Could not reset the device database", error);
    }
  }

  /** Forgets a connection that has closed, so that open() makes a new one. */
  async function forget(db: Database) {
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
  async function safely<T>(fallback: T, work: (db: Database) => Promise<T>, lost: () => T = () => fallback): Promise<T> {
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
          console.warn("The device database's connection was lost and could not be reopened", error);
          return lost();
        }
        if (error instanceof DOMException && error.name === "NotFoundError") await rebuild(db);
        else console.warn("Device database operation failed", error);
        return fallback;
      }
    }
  }

  async function write(work: (db: Database) => Promise<unknown>): Promise<void> {
    let failure: DeviceDbQuotaError | DeviceDbWriteError | null = null;
    try {
      await safely(
        undefined,
        async (db) => {
          await work(db);
        },
        () => {
          failure = new DeviceDbWriteError();
        },
      );
    } catch (error) {
      if (!isQuotaError(error)) throw error;
      failure = new DeviceDbQuotaError();
    }
    if (failure) {
      const reported = failure;
      writeListeners.forEach((listener) => listener(reported));
      throw reported;
    }
  }

  return {
    withDatabase: safely,
    writeWithDatabase: write,

    clearEntitledContent: () =>
      safely(undefined, async (db) => {
        const tx = db.transaction(["decks", "entitlements", "savedCards", "ownDecks"], "readwrite");
        await tx.objectStore("entitlements").clear();
        await tx.objectStore("savedCards").clear();
        await tx.objectStore("ownDecks").clear();
        for await (const cursor of tx.objectStore("decks")) {
          const deck = (cursor.value as StoredDeck).deck;
          if (!deck || isEntitledContent(deck)) await cursor.delete();
        }
        await tx.done;
      }),

    clearAll: () =>
      safely(undefined, async (db) => {
        await Promise.all([...db.objectStoreNames].map((store) => db.clear(store)));
      }),

    onWriteError(listener) {
      writeListeners.add(listener);
      return () => writeListeners.delete(listener);
    },
  };
}

/** The page's device database. */
export const deviceDb = createDeviceDb();
