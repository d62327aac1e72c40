// The saved-cards feature's store in the device database: what the signed-in person saved and
// unsaved, with the changes the server has not had yet. In src/lib, not in features/saved-cards,
// because the entitlements feature strips the text of cards the person may no longer read, and the
// saved-cards feature imports the entitlements feature. A module of its own, imported by path, so
// that only the code that deals with saved cards loads it.
import { deviceDb, type DeviceDb } from "./device-db";
import type { StoredSavedCard } from "./schema";

export type SavedCardRecord = StoredSavedCard;

export interface SavedCardStore {
  /** This person's records, tombstones included. Damaged records and anyone else's are dropped. */
  readAll(userId: string): Promise<SavedCardRecord[]>;
  /**
   * Hands this person's records to `change` and keeps what it returns (a record it leaves out is
   * deleted, one it returns as it was is not written again), in one transaction: a tap landing
   * while a sync merges is never lost. `change` runs synchronously. Resolves with the records kept;
   * rejects with a DeviceDbQuotaError when the device is full.
   */
  update(userId: string, change: (records: SavedCardRecord[]) => SavedCardRecord[]): Promise<SavedCardRecord[]>;
  /**
   * Drops the text of every saved card `readable` says the person may no longer read (their pass
   * ended, a deck was refunded): the card stays saved, its question leaves the device.
   */
  stripText(readable: (deckId: string, index: number) => boolean): Promise<void>;
}

const isText = (value: unknown) => typeof value === "string";

function isValidSavedCard(value: unknown): value is SavedCardRecord {
  const record = value as SavedCardRecord | undefined;
  const card = record?.card;
  const content = card?.content;
  return (
    isText(record?.cardId) &&
    isText(record?.userId) &&
    typeof record?.saved === "boolean" &&
    Number.isFinite(record.changedAt) &&
    typeof record.pending === "boolean" &&
    !!card &&
    isText(card.deckId) &&
    isText(card.deckTitle) &&
    isText(card.coverColor) &&
    Number.isInteger(card.index) &&
    card.index >= 0 &&
    (content === null ||
      (!!content && isText(content.question) && (content.followUp === null || isText(content.followUp)) && [1, 2, 3].includes(content.intensity)))
  );
}

/** What `withDatabase` answers when there is no database to work on. */
const UNAVAILABLE = Symbol("unavailable");

function applyChange(mine: SavedCardRecord[], change: (records: SavedCardRecord[]) => SavedCardRecord[]) {
  const kept = change(mine);
  const keptIds = new Set(kept.map((record) => record.cardId));
  const unchanged = new Set(mine);
  return {
    kept,
    removed: mine.filter((record) => !keptIds.has(record.cardId)).map((record) => record.cardId),
    written: kept.filter((record) => !unchanged.has(record)),
  };
}

const withoutText = (record: SavedCardRecord): SavedCardRecord => ({ ...record, card: { ...record.card, content: null } });

export function createSavedCardStore(store: DeviceDb = deviceDb): SavedCardStore {
  // Where IndexedDB is missing (or refuses an operation) the records live in memory for the life of
  // the page, so a tap still shows and still reaches the server; a reload starts from the server.
  const memory = new Map<string, SavedCardRecord>();

  function updateInMemory(userId: string, change: (records: SavedCardRecord[]) => SavedCardRecord[]) {
    for (const [cardId, record] of memory) if (record.userId !== userId) memory.delete(cardId);
    const { kept, removed } = applyChange([...memory.values()], change);
    removed.forEach((cardId) => memory.delete(cardId));
    kept.forEach((record) => memory.set(record.cardId, record));
    return kept;
  }

  async function update(userId: string, change: (records: SavedCardRecord[]) => SavedCardRecord[]) {
    let kept: SavedCardRecord[] | typeof UNAVAILABLE = UNAVAILABLE;
    await store.writeWithDatabase(async (db) => {
      const tx = db.transaction("savedCards", "readwrite");
      const mine: SavedCardRecord[] = [];
      for await (const cursor of tx.store) {
        const record: unknown = cursor.value;
        // One person's saved cards at a time: a record of anyone else's (left by a sign-out that
        // could not clear it) goes, like a damaged one.
        if (isValidSavedCard(record) && record.userId === userId) mine.push(record);
        else await cursor.delete();
      }
      const result = applyChange(mine, change);
      await Promise.all([
        ...result.removed.map((cardId) => tx.store.delete(cardId)),
        ...result.written.map((record) => tx.store.put(record)),
        tx.done,
      ]);
      kept = result.kept;
    });
    return kept === UNAVAILABLE ? updateInMemory(userId, change) : kept;
  }

  return {
    readAll: (userId) => update(userId, (records) => records).catch(() => []),

    update,

    async stripText(readable) {
      const locked = (record: SavedCardRecord) => record.card.content !== null && !readable(record.card.deckId, record.card.index);
      const done = await store.withDatabase<boolean | typeof UNAVAILABLE>(UNAVAILABLE, async (db) => {
        const tx = db.transaction("savedCards", "readwrite");
        for await (const cursor of tx.store) {
          const record: unknown = cursor.value;
          if (!isValidSavedCard(record)) await cursor.delete();
          else if (locked(record)) await cursor.update(withoutText(record));
        }
        await tx.done;
        return true;
      });
      if (done === UNAVAILABLE) {
        for (const record of memory.values()) if (locked(record)) memory.set(record.cardId, withoutText(record));
      }
    },
  };
}

/** The page's saved cards, in the page's device database. */
export const savedCardStore = createSavedCardStore();
