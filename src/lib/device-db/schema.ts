// The device database: the one IndexedDB database of the page, its version, and what each of its
// stores holds. The name, version, store names and record shapes are people's offline data: an
// app update opens the database they already have, so a change here needs a new version and an
// upgrade step that keeps what is stored.
//
// Each store belongs to one feature, whose module alone reads and writes it:
//
// | store          | feature       | module                                            |
// | -------------- | ------------- | ------------------------------------------------- |
// | `decks`        | decks         | src/lib/device-db/decks.ts                        |
// | `deckList`     | decks         | src/lib/device-db/decks.ts                        |
// | `lastCard`     | viewer        | src/features/viewer/last-card-store.ts            |
// | `entitlements` | entitlements  | src/features/entitlements/entitlement-store.ts    |
// | `savedCards`   | saved-cards   | src/lib/device-db/saved-cards.ts                  |
// | `events`       | analytics     | src/features/analytics/event-queue.ts             |
// | `ownDecks`     | own-decks     | src/features/own-decks/own-deck-store.ts          |
//
// The decks' stores stay in src/lib because src/lib/offline-first.ts and the entitlements feature
// use them; the saved cards' because the entitlements feature strips their text while the
// saved-cards feature imports the entitlements feature. The saved cards and the own decks are both
// collections of the device-first sync (src/lib/device-sync/). Every store's records are declared
// as schemas in shared/schemas/device-records.ts (their types inferred there), against which the
// owning module checks what it reads back. The connection itself, and what clears several
// features' stores at once (sign-out), is src/lib/device-db/device-db.ts.
import type { DBSchema, IDBPDatabase, IDBPTransaction, StoreNames } from "idb";
import { DEVICE_DB_NAME } from "../../../shared/device-db";
import type { Language } from "../../../shared/languages";
import type {
  OwnDeckRecord,
  SavedCardRecord,
  StoredDeck,
  StoredDeckList,
  StoredEntitlements,
  StoredEvent,
  StoredLastCard,
} from "../../../shared/schemas/device-records";

export const DB_NAME = DEVICE_DB_NAME;
export const DB_VERSION = 8;

export type { StoredDeck, StoredDeckList, StoredEntitlements, StoredEvent };

/**
 * The records' checks (shared/schemas/device-records.ts), for the store modules to check what they
 * read back. Loaded on the first read of a record, not with the page: the schema library stays out
 * of every page's first load (the deck page's above all, which reads its stored deck before it is
 * usable), and a device with nothing stored never fetches it. After a first visit the service
 * worker holds it, as it holds the rest of the page's code, so a stored deck waits for it only as
 * long as a read from the worker's cache.
 */
export const recordChecks = () => import("../../../shared/schemas/device-records");

/**
 * A stored deck record's `deck.isPremium` or `deck.preview` as it is, unchecked: for a sweep to
 * tell without the checks that no record concerns it (a first visit stores only free decks). A
 * record without a deck answers undefined, which a sweep takes as one to check.
 */
export function uncheckedDeckFlag(record: unknown, flag: "isPremium" | "preview"): unknown {
  const deck: unknown = typeof record === "object" && record !== null ? (record as { deck?: unknown }).deck : undefined;
  return typeof deck === "object" && deck !== null ? (deck as Record<string, unknown>)[flag] : undefined;
}

/**
 * The device database's schema. Version 1 held only `decks` (a deck's cards with the time they
 * were fetched); version 2 adds the deck list and the last card index per deck; version 3 the
 * signed-in person's entitlements; version 4 the analytics events waiting to be sent; version 5
 * the saved cards; version 6 the person's own decks; version 7 keeps a saved card's `changedAt` as
 * ISO text, like an own deck's (shared/schemas/device-records.ts says why); version 8 keeps the
 * decks and the deck list per page language (each language opened plays offline). Upgrades keep data.
 */
export interface DeviceDbSchema extends DBSchema {
  /** Keyed by [deck id, page language]. */
  decks: { key: [string, Language]; value: StoredDeck };
  /** Keyed by page language. */
  deckList: { key: Language; value: StoredDeckList };
  lastCard: { key: string; value: StoredLastCard };
  entitlements: { key: "mine"; value: StoredEntitlements };
  events: { key: number; value: StoredEvent };
  /** The saved cards, keyed by card id. */
  savedCards: { key: string; value: SavedCardRecord };
  /** The own decks, keyed by deck id. */
  ownDecks: { key: string; value: OwnDeckRecord };
}

type UpgradeTransaction = IDBPTransaction<DeviceDbSchema, StoreNames<DeviceDbSchema>[], "versionchange">;

/** Epoch milliseconds as the device's time text; null for a number no Date can hold. */
const timeText = (ms: number) => (Number.isFinite(ms) && Math.abs(ms) <= 8.64e15 ? new Date(ms).toISOString() : null);

/**
 * Version 7: every saved card's `changedAt`, epoch milliseconds until now, as ISO text (the same
 * instant, so a change waiting to be sent still wins or loses as it would have). It never throws:
 * an upgrade that fails leaves the page without its database, and a record it cannot convert is
 * dropped when read back, as any damaged record is.
 */
async function savedCardTimesAsText(tx: UpgradeTransaction) {
  try {
    let cursor = await tx.objectStore("savedCards").openCursor();
    while (cursor) {
      const record: unknown = cursor.value;
      const at = (record as { changedAt?: unknown } | null)?.changedAt;
      const text = typeof at === "number" ? timeText(at) : null;
      // The rest of the record is as it was; it is checked against its schema when read back.
      if (text) await cursor.update({ ...(record as SavedCardRecord), changedAt: text });
      cursor = await cursor.continue();
    }
  } catch (error) {
    console.warn("Could not convert the saved cards' times", error);
  }
}

/**
 * Version 8: the decks keyed by deck id and page language, the deck list by page language. What
 * was stored is English (the only language before): the `decks` store is made again with the new
 * key and its records copied in as English; the deck list's one record ("all") becomes English's.
 * Never throws: a record left behind is fetched again, as a missing one is.
 */
async function decksPerLanguage(db: IDBPDatabase<DeviceDbSchema>, tx: UpgradeTransaction, oldVersion: number) {
  let decks: unknown[] = [];
  let list: unknown;
  try {
    if (oldVersion >= 1) decks = await tx.objectStore("decks").getAll();
    if (oldVersion >= 2) list = await tx.objectStore("deckList").get("all" as Language);
  } catch (error) {
    console.warn("Could not read the stored decks to keep them per language", error);
  }
  if (oldVersion >= 1) db.deleteObjectStore("decks");
  const store = db.createObjectStore("decks", { keyPath: ["deckId", "language"] });
  try {
    for (const record of decks) {
      if (typeof record === "object" && record !== null && typeof (record as { deckId?: unknown }).deckId === "string") {
        await store.put({ ...(record as StoredDeck), language: "en" });
      }
    }
    if (list && typeof list === "object") {
      await tx.objectStore("deckList").put({ ...(list as StoredDeckList), key: "en" });
      await tx.objectStore("deckList").delete("all" as Language);
    }
  } catch (error) {
    console.warn("Could not keep the stored decks per language", error);
  }
}

/** Brings a database of any older version up to DB_VERSION, keeping what it holds. */
export function upgrade(db: IDBPDatabase<DeviceDbSchema>, oldVersion: number, _newVersion: number | null, tx: UpgradeTransaction) {
  // The decks' store is made with its key of version 8 (decksPerLanguage, below).
  if (oldVersion < 2) {
    db.createObjectStore("deckList", { keyPath: "key" });
    db.createObjectStore("lastCard", { keyPath: "deckId" });
  }
  if (oldVersion < 3) db.createObjectStore("entitlements", { keyPath: "key" });
  if (oldVersion < 4) db.createObjectStore("events", { keyPath: "id", autoIncrement: true });
  if (oldVersion < 5) db.createObjectStore("savedCards", { keyPath: "cardId" });
  if (oldVersion < 6) db.createObjectStore("ownDecks", { keyPath: "deckId" });
  // With no saved cards before version 5, there is nothing to convert.
  if (oldVersion >= 5 && oldVersion < 7) void savedCardTimesAsText(tx);
  if (oldVersion < 8) void decksPerLanguage(db, tx, oldVersion);
}
