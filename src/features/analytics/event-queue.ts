// The analytics feature's store in the device database: the events waiting to be sent. Events
// recorded at a table with no signal survive a closed tab and are sent later, oldest first, with
// the time they happened. Where IndexedDB cannot be used they wait in memory instead, for as long
// as the page lives.
//
// Each event read back is checked against its schema (shared/schemas/device-records.ts), imported
// here as it is: this feature loads only once the page is idle (src/app/page-analytics.ts), so the
// schema library it brings is never part of a page's first load.
import { isStoredEvent } from "../../../shared/schemas/device-records";
import type { DeviceDb, Database } from "../../lib/device-db";
import type { StoredEvent } from "../../lib/device-db/schema";

/** At most this many events wait; beyond it the oldest are dropped (and counted). */
const MAX_QUEUED_EVENTS = 1000;

export type NewEvent = Omit<StoredEvent, "id">;

export interface EventQueue {
  /** Appends events in order; resolves with their ids and how many old events were dropped to stay in bounds. */
  add(events: NewEvent[]): Promise<{ ids: number[]; dropped: number }>;
  /** Up to `count` events, oldest first. */
  oldest(count: number): Promise<StoredEvent[]>;
  remove(ids: number[]): Promise<void>;
  clear(): Promise<void>;
}

const UNAVAILABLE: unique symbol = Symbol("unavailable");

export function createEventQueue(store: DeviceDb, limit = MAX_QUEUED_EVENTS): EventQueue {
  // Used only while the database cannot be: ids below zero, so they never meet the database's.
  let memory: StoredEvent[] = [];
  let nextMemoryId = -1;

  // A full device (which withDatabase rethrows) is one more reason to keep events in memory.
  const inDatabase = <T>(work: (db: Database) => Promise<T>) =>
    store.withDatabase<T | typeof UNAVAILABLE>(UNAVAILABLE, work).catch((): typeof UNAVAILABLE => UNAVAILABLE);

  function addToMemory(events: NewEvent[]) {
    const added = events.map((event) => ({ ...event, id: nextMemoryId-- }));
    memory.push(...added);
    const dropped = Math.max(0, memory.length - limit);
    memory = memory.slice(dropped);
    return { ids: added.map((event) => event.id), dropped };
  }

  return {
    async add(events) {
      const stored = await inDatabase(async (db) => {
        const tx = db.transaction("events", "readwrite");
        const ids: number[] = [];
        // The key is given by the store (autoIncrement): insertion order is the queue's order.
        for (const event of events) ids.push(await tx.store.add(event as StoredEvent));
        const dropped = Math.max(0, (await tx.store.count()) - limit);
        let left = dropped;
        for await (const cursor of tx.store) {
          if (left-- <= 0) break;
          await cursor.delete();
        }
        await tx.done;
        return { ids, dropped };
      });
      return stored === UNAVAILABLE ? addToMemory(events) : stored;
    },

    async oldest(count) {
      const stored = await inDatabase(async (db) => {
        const found: StoredEvent[] = [];
        const tx = db.transaction("events", "readwrite");
        for await (const cursor of tx.store) {
          // A damaged record could never be sent: it goes, so it does not hold up the rest.
          if (!isStoredEvent(cursor.value)) await cursor.delete();
          else if (found.push(cursor.value) >= count) break;
        }
        await tx.done;
        return found;
      });
      const fromDatabase = stored === UNAVAILABLE ? [] : stored;
      if (memory.length === 0) return fromDatabase;
      return [...fromDatabase, ...memory].sort((a, b) => a.time - b.time).slice(0, count);
    },

    async remove(ids) {
      memory = memory.filter((event) => !ids.includes(event.id));
      const kept = ids.filter((id) => id >= 0);
      if (kept.length === 0) return;
      await inDatabase(async (db) => {
        const tx = db.transaction("events", "readwrite");
        await Promise.all([...kept.map((id) => tx.store.delete(id)), tx.done]);
      });
    },

    async clear() {
      memory = [];
      await inDatabase((db) => db.clear("events"));
    },
  };
}
