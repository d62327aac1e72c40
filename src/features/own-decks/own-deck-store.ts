// The own-decks feature's store in the device database (`ownDecks`, src/lib/device-db/schema.ts):
// the signed-in person's decks as this device last saved or synced them, with the changes the
// server has not had yet. Every save lands here first, so nothing made offline is lost.
import { deviceDb, type DeviceDb } from "../../lib/device-db";
import type { StoredOwnDeck } from "../../lib/device-db/schema";

export type OwnDeckRecord = StoredOwnDeck;

export interface OwnDeckStore {
  /** This person's records, tombstones included. Damaged records and anyone else's are dropped. */
  readAll(userId: string): Promise<OwnDeckRecord[]>;
  /**
   * Hands this person's records to `change` and keeps what it returns (a record it leaves out is
   * deleted, one it returns as it was is not written again), in one transaction: a save landing
   * while a sync merges is never lost. `change` runs synchronously. Resolves with the records kept;
   * rejects with a DeviceDbQuotaError when the device is full.
   */
  update(userId: string, change: (records: OwnDeckRecord[]) => OwnDeckRecord[]): Promise<OwnDeckRecord[]>;
}

const isText = (value: unknown): value is string => typeof value === "string";

function isValidDeck(deck: unknown): boolean {
  if (deck === null) return true;
  const value = deck as StoredOwnDeck["deck"];
  return (
    !!value &&
    isText(value.title) &&
    isText(value.description) &&
    (value.shareId === null || isText(value.shareId)) &&
    Array.isArray(value.cards) &&
    value.cards.every((card) => !!card && isText(card.id) && (card.kind === "question" ? isText(card.question) : card.kind === "card" && isText(card.cardId)))
  );
}

function isValidRecord(value: unknown): value is OwnDeckRecord {
  const record = value as OwnDeckRecord | undefined;
  return (
    isText(record?.deckId) &&
    isText(record?.userId) &&
    isText(record?.changedAt) &&
    !Number.isNaN(Date.parse(record.changedAt)) &&
    typeof record.pending === "boolean" &&
    (record.refusal === null || isText(record.refusal)) &&
    isValidDeck(record.deck)
  );
}

/** What `withDatabase` answers when there is no database to work on. */
const UNAVAILABLE = Symbol("unavailable");

function applyChange(mine: OwnDeckRecord[], change: (records: OwnDeckRecord[]) => OwnDeckRecord[]) {
  const kept = change(mine);
  const keptIds = new Set(kept.map((record) => record.deckId));
  const unchanged = new Set(mine);
  return {
    kept,
    removed: mine.filter((record) => !keptIds.has(record.deckId)).map((record) => record.deckId),
    written: kept.filter((record) => !unchanged.has(record)),
  };
}

export function createOwnDeckStore(store: DeviceDb = deviceDb): OwnDeckStore {
  // Where IndexedDB is missing (or refuses an operation) the records live in memory for the life of
  // the page, so a save still shows and still reaches the server; a reload starts from the server.
  const memory = new Map<string, OwnDeckRecord>();

  function updateInMemory(userId: string, change: (records: OwnDeckRecord[]) => OwnDeckRecord[]) {
    for (const [deckId, record] of memory) if (record.userId !== userId) memory.delete(deckId);
    const { kept, removed } = applyChange([...memory.values()], change);
    removed.forEach((deckId) => memory.delete(deckId));
    kept.forEach((record) => memory.set(record.deckId, record));
    return kept;
  }

  async function update(userId: string, change: (records: OwnDeckRecord[]) => OwnDeckRecord[]) {
    let kept: OwnDeckRecord[] | typeof UNAVAILABLE = UNAVAILABLE;
    await store.writeWithDatabase(async (db) => {
      const tx = db.transaction("ownDecks", "readwrite");
      const mine: OwnDeckRecord[] = [];
      for await (const cursor of tx.store) {
        const record: unknown = cursor.value;
        // One person's decks at a time: a record of anyone else's (left by a sign-out that could
        // not clear it) goes, like a damaged one.
        if (isValidRecord(record) && record.userId === userId) mine.push(record);
        else await cursor.delete();
      }
      const result = applyChange(mine, change);
      await Promise.all([...result.removed.map((deckId) => tx.store.delete(deckId)), ...result.written.map((record) => tx.store.put(record)), tx.done]);
      kept = result.kept;
    });
    return kept === UNAVAILABLE ? updateInMemory(userId, change) : kept;
  }

  return {
    readAll: (userId) => update(userId, (records) => records).catch(() => []),
    update,
  };
}

/** The page's own decks, in the page's device database. */
export const ownDeckStore = createOwnDeckStore();
