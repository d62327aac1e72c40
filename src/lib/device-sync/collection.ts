// One person's records in a store of the device database (the saved cards, the own decks): what
// the device-first sync (./sync.ts) reads and changes. Every record names whose it is; the store
// holds one person's at a time (another person's, left by a sign-out that could not clear them, go
// like damaged ones). Each record read back is checked against its schema (shared/device-records.ts):
// a record that does not match is deleted and comes back from the account on the next sync.
import { deviceDb, type DeviceDb } from "../device-db/device-db";
import type { DeviceDbSchema } from "../device-db/schema";

/** The stores that hold one person's records, each with the time of its last change and whether the server has it. */
type PersonalStore = "savedCards" | "ownDecks";

type RecordOf<S extends PersonalStore> = DeviceDbSchema[S]["value"];

export interface DeviceCollection<R> {
  /** This person's records, tombstones included. Damaged records and anyone else's are dropped. */
  readAll(userId: string): Promise<R[]>;
  /**
   * Hands this person's records to `change` and keeps what it returns (a record it leaves out is
   * deleted, one it returns as it was is not written again), in one transaction: a change landing
   * while a sync merges is never lost. `change` runs synchronously. Resolves with the records kept;
   * rejects with a DeviceDbQuotaError when the device is full.
   */
  update(userId: string, change: (records: R[]) => R[]): Promise<R[]>;
  /**
   * Hands every record on the device, whoever's, to `change` and keeps what it returns for each (the
   * same object: left as it is). For what concerns the device rather than a person (the
   * entitlements take the text of cards no longer readable off it).
   */
  mapEvery(change: (record: R) => R): Promise<void>;
}

interface CollectionOptions<S extends PersonalStore> {
  db?: DeviceDb;
  store: S;
  /** The record's key in its store (the store's keyPath). */
  keyOf: (record: RecordOf<S>) => string;
  /**
   * The record's check (its schema in shared/schemas/device-records.ts), loaded when the store is
   * first read: the schema library stays out of the first load of a page that shows saved cards.
   */
  loadCheck: () => Promise<(value: unknown) => boolean>;
}

/** What `withDatabase` answers when there is no database to work on. */
const UNAVAILABLE = Symbol("unavailable");

export function createDeviceCollection<S extends PersonalStore>({ db = deviceDb, store, keyOf, loadCheck }: CollectionOptions<S>): DeviceCollection<RecordOf<S>> {
  type R = RecordOf<S>;
  let check: Promise<(value: unknown) => boolean> | null = null;
  /** The record check, loaded once (before a transaction: awaiting inside one would end it). */
  const recordCheck = async () => {
    check ??= loadCheck().catch((error: unknown) => {
      check = null;
      throw error;
    });
    const isValid = await check;
    return (value: unknown): value is R => isValid(value);
  };
  // Where IndexedDB is missing (or refuses an operation) the records live in memory for the life of
  // the page, so a change still shows and still reaches the server; a reload starts from the server.
  const memory = new Map<string, R>();

  function applyChange(mine: R[], change: (records: R[]) => R[]) {
    const kept = change(mine);
    const keptKeys = new Set(kept.map(keyOf));
    const unchanged = new Set(mine);
    return {
      kept,
      removed: mine.filter((record) => !keptKeys.has(keyOf(record))).map(keyOf),
      written: kept.filter((record) => !unchanged.has(record)),
    };
  }

  function updateInMemory(userId: string, change: (records: R[]) => R[]) {
    for (const [key, record] of memory) if (record.userId !== userId) memory.delete(key);
    const { kept, removed } = applyChange([...memory.values()], change);
    removed.forEach((key) => memory.delete(key));
    kept.forEach((record) => memory.set(keyOf(record), record));
    return kept;
  }

  async function update(userId: string, change: (records: R[]) => R[]): Promise<R[]> {
    let kept: R[] | typeof UNAVAILABLE = UNAVAILABLE;
    const isRecord = await recordCheck();
    await db.writeWithDatabase(async (open) => {
      const tx = open.transaction(store, "readwrite");
      const mine: R[] = [];
      for await (const cursor of tx.store) {
        const record: unknown = cursor.value;
        if (isRecord(record) && record.userId === userId) mine.push(record);
        else await cursor.delete();
      }
      const result = applyChange(mine, change);
      await Promise.all([...result.removed.map((key) => tx.store.delete(key)), ...result.written.map((record) => tx.store.put(record)), tx.done]);
      kept = result.kept;
    });
    return kept === UNAVAILABLE ? updateInMemory(userId, change) : kept;
  }

  return {
    readAll: (userId) => update(userId, (records) => records).catch(() => []),

    update,

    async mapEvery(change) {
      const isRecord = await recordCheck();
      const done = await db.withDatabase<boolean | typeof UNAVAILABLE>(UNAVAILABLE, async (open) => {
        const tx = open.transaction(store, "readwrite");
        for await (const cursor of tx.store) {
          const record: unknown = cursor.value;
          if (!isRecord(record)) await cursor.delete();
          else {
            const next = change(record);
            if (next !== record) await cursor.update(next);
          }
        }
        await tx.done;
        return true;
      });
      if (done === UNAVAILABLE) {
        for (const [key, record] of memory) memory.set(key, change(record));
      }
    },
  };
}
