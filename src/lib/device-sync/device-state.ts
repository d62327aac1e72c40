// A person's records as every part of the page sees them: one store outside React, read with
// useSyncExternalStore, so that a change shows everywhere at once. It reads the device when a
// component first shows the records (or another person signs in), syncs then, and again when the
// browser comes back online (and, if asked, when the page is shown again); a change is kept on the
// device (./collection.ts) and shown at once. A feature adds what it derives from the records and
// what it does with them.
import type { DeviceCollection } from "./collection";

/** What every snapshot holds: whose records, whether they have been read, and the records. */
export interface PersonSnapshot<R> {
  /** Whose records these are; null for a visitor. */
  userId: string | null;
  /** False until the device's records for this person have been read. */
  loaded: boolean;
  records: R[];
}

interface StateOptions<R, S extends PersonSnapshot<R>, Result> {
  collection: DeviceCollection<R>;
  /** Nobody's snapshot: a visitor's, and what shows before a component attaches. */
  empty: S;
  /** The snapshot with what the feature derives from its records (they have just changed). */
  derive?: (snapshot: S) => S;
  /** Runs a sync for this person. */
  sync: (userId: string) => Promise<Result>;
  /** The snapshot once a sync for its person has ended (how it ended, say). */
  synced?: (snapshot: S, result: Result) => S;
  /** Whether to sync when the page is shown again too, and not while it is hidden. */
  syncWhenShown?: boolean;
  /** Another person is attached, or nobody any more: forget what was known of the last one. */
  onSwitch?: () => void;
}

export function createDeviceState<R, S extends PersonSnapshot<R>, Result>({
  collection,
  empty,
  derive = (snapshot) => snapshot,
  sync,
  synced,
  syncWhenShown = false,
  onSwitch,
}: StateOptions<R, S, Result>) {
  let snapshot = empty;
  const listeners = new Set<() => void>();
  // Reads and writes are numbered as they start: an older read that lands late never hides a change.
  let started = 0;
  let shown = 0;
  let attached = 0;

  function publish(next: S) {
    snapshot = next;
    listeners.forEach((listener) => listener());
  }

  function show(userId: string, records: R[], order: number) {
    if (snapshot.userId !== userId || order < shown) return;
    shown = order;
    publish(derive({ ...snapshot, loaded: true, records }));
  }

  async function reload(userId: string) {
    const order = ++started;
    show(userId, await collection.readAll(userId), order);
  }

  async function syncNow(userId: string): Promise<Result> {
    const result = await sync(userId);
    if (snapshot.userId === userId) {
      if (synced) publish(synced(snapshot, result));
      await reload(userId);
    }
    return result;
  }

  const hidden = () => syncWhenShown && typeof document !== "undefined" && document.visibilityState === "hidden";

  /** Syncs the person shown, if any (back online, the page shown again, 'Try again'). */
  const syncCurrent = () => {
    if (snapshot.userId && !hidden()) void syncNow(snapshot.userId);
  };

  function listen(on: boolean) {
    if (on) {
      window.addEventListener("online", syncCurrent);
      if (syncWhenShown) document.addEventListener("visibilitychange", syncCurrent);
    } else {
      window.removeEventListener("online", syncCurrent);
      if (syncWhenShown) document.removeEventListener("visibilitychange", syncCurrent);
    }
  }

  return {
    subscribe(listener: () => void) {
      listeners.add(listener);
      return () => {
        listeners.delete(listener);
      };
    },

    getSnapshot: () => snapshot,

    getServerSnapshot: () => empty,

    /** A component showing the records of this person (null: a visitor); returns its detach. */
    attach(userId: string | null): () => void {
      const switched = userId !== snapshot.userId;
      if (switched) {
        onSwitch?.();
        publish({ ...empty, userId, loaded: userId === null });
        if (userId) void reload(userId);
      }
      const first = ++attached === 1;
      if (first) listen(true);
      // A person just signed in, or the records are shown at last: bring the other devices' changes.
      if (userId && (switched || first)) void syncNow(userId);
      return () => {
        if (--attached > 0) return;
        // Nothing shows the records any more: the next look reads the device afresh (another tab
        // may have changed it meanwhile).
        listen(false);
        onSwitch?.();
        publish(empty);
      };
    },

    /** Changes this person's records on the device and shows them (without syncing); resolves with the records kept. */
    async update(userId: string, change: (records: R[]) => R[]): Promise<R[]> {
      const order = ++started;
      const records = await collection.update(userId, change);
      show(userId, records, order);
      return records;
    },

    /** A snapshot changed by the feature (a notice, say), published as it is. */
    publish,

    syncNow,

    syncCurrent,
  };
}
