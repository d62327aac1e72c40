// The device-first sync of a person's records with their account (the saved cards, the own decks).
// Every change lands on the device first (./collection.ts), marked pending; a sync then sends each
// pending change, oldest first, and merges the server's list in by the feature's rule. Offline, or
// when the server cannot be reached, the changes wait on the device for the next sync. One sync runs
// at a time; asking during one runs one more after it, so a change made mid-sync is never left
// behind. A feature gives only its API calls and its merge rule.
import { sessionStored } from "../auth-token";
import { ApiError } from "../http";
import { isOnline, withTimeout } from "../offline-first";
import { oneRunAtATime, waitAtMost } from "../one-run-at-a-time";
import type { DeviceCollection } from "./collection";

/** What the sync needs of a record: whose it is, when its last change was made, whether the server has it. */
interface SyncedRecord {
  userId: string;
  /** ISO 8601 (shared/device-records.ts). */
  changedAt: string;
  pending: boolean;
}

export interface SyncRules<R extends SyncedRecord, Answer, List> {
  /** What the records are called in a warning: "saved cards". */
  name: string;
  collection: DeviceCollection<R>;
  /** The record's key (its card's or deck's id). */
  keyOf(record: R): string;
  /** Whether a pending change is sent by itself (own decks: not while the server's refusal stands). */
  sendable?(record: R): boolean;
  /** Sends one change; resolves with the server's answer. */
  send(record: R, signal: AbortSignal): Promise<Answer>;
  /** The records once the server has answered the change `sent` (a record changed again meanwhile stays pending). */
  answered(records: R[], sent: R, answer: Answer, userId: string): R[];
  /** The server refused the change for good (a 400, 403, 404…: not one to retry later): what becomes of it. */
  refused(userId: string, sent: R, error: ApiError): Promise<unknown>;
  /** The server's list of the person's records. */
  list(signal: AbortSignal): Promise<List>;
  /** The device's records merged with the server's list. */
  merge(records: R[], list: List, userId: string): R[];
  online?: () => boolean;
  /** False once the person has signed out: an answer arriving then is not kept. */
  signedIn?: () => boolean;
}

/**
 * How a sync ended: "synced" (everything sent that the server would take, the list merged, `list`
 * its answer), "offline" (nothing tried), "failed" (the server could not be reached or refused the
 * caller: changes wait; `error` says why).
 */
type SyncRun<List> = { outcome: "synced"; list: List } | { outcome: "offline" } | { outcome: "failed"; error: unknown };

export interface DeviceSync<R, List> {
  /** Runs a sync for this person (or one more after the one running); resolves when it has run. */
  request(userId: string): Promise<SyncRun<List>>;
  /** Runs a sync only if the device holds a change to send (the app's start, whatever page is open). */
  sendWaiting(userId: string): Promise<void>;
  /**
   * Before a sign-out takes the records off the device: one sync, so that changes made here are not
   * lost, given at most `timeoutMs` (a sign-out must not hang on a bad connection). Resolves with
   * how it ended and the changes still not sent.
   */
  flush(userId: string, timeoutMs: number): Promise<{ run: SyncRun<List> | "timeout"; unsent: R[] }>;
}

/**
 * When a record's next change is made: now, and strictly after its last change (`previous`), so
 * that two changes made within one millisecond never tie: the one made last is later.
 */
export const nextChangeTime = (previous: string | undefined, now: number): string =>
  new Date(Math.max(now, previous === undefined ? 0 : Date.parse(previous) + 1)).toISOString();

/** A change that stays pending and is sent again next time (the caller must sign in again, the server failed). */
const retryLater = (error: unknown) =>
  !(error instanceof ApiError) || error.status === 401 || error.status === 408 || error.status === 429 || error.status >= 500;

/**
 * How many times one sync sends what the last round left: an answer or a merge can make a new change
 * (an own deck's change that lost is kept as a copy, itself sent in the same sync).
 */
const PUSH_ROUNDS = 3;
const LIST_ROUNDS = 2;

const signedOut = () => new Error("Signed out");

export function createDeviceSync<R extends SyncedRecord, Answer, List>(rules: SyncRules<R, Answer, List>): DeviceSync<R, List> {
  const { collection, keyOf, online = isOnline, signedIn = sessionStored } = rules;
  const sendable = rules.sendable ?? (() => true);
  /** One change of one record: a record changed again is a new change. */
  const changeKey = (record: R) => `${keyOf(record)}|${record.changedAt}`;

  /** The changes to send, oldest first. */
  const outbox = (records: R[]) =>
    records.filter((record) => record.pending && sendable(record)).sort((a, b) => Date.parse(a.changedAt) - Date.parse(b.changedAt));

  /** Keeps `change`'s records; resolves with whether it added a pending change (one more to send). */
  async function updateAndSee(userId: string, change: (records: R[]) => R[]): Promise<boolean> {
    let added = false;
    await collection.update(userId, (records) => {
      const before = new Set(records.map(keyOf));
      const after = change(records);
      added = after.some((record) => record.pending && !before.has(keyOf(record)));
      return after;
    });
    return added;
  }

  /** Sends the pending changes; resolves with the error that stopped it, or null. */
  async function push(userId: string): Promise<unknown> {
    const tried = new Set<string>();
    let more = true;
    for (let round = 0; round < PUSH_ROUNDS && more; round++) {
      more = false;
      const waiting = outbox(await collection.readAll(userId)).filter((record) => !tried.has(changeKey(record)));
      for (const sent of waiting) {
        tried.add(changeKey(sent));
        try {
          const answer = await rules.send(sent, withTimeout());
          if (!signedIn()) return signedOut();
          if (await updateAndSee(userId, (records) => rules.answered(records, sent, answer, userId))) more = true;
        } catch (error) {
          if (retryLater(error) || !signedIn()) return error;
          await rules.refused(userId, sent, error as ApiError);
        }
      }
    }
    return null;
  }

  async function run(userId: string): Promise<SyncRun<List>> {
    if (!online()) return { outcome: "offline" };
    try {
      // A second round only for a change the merge made (a copy of one that lost, to be sent).
      for (let round = 1; ; round++) {
        const stopped = await push(userId);
        if (stopped) return { outcome: "failed", error: stopped };
        const list = await rules.list(withTimeout());
        if (!signedIn()) return { outcome: "failed", error: signedOut() };
        const more = await updateAndSee(userId, (records) => rules.merge(records, list, userId));
        if (!more || round === LIST_ROUNDS) return { outcome: "synced", list };
      }
    } catch (error) {
      console.warn(`Syncing ${rules.name} failed`, error);
      return { outcome: "failed", error };
    }
  }

  const request = oneRunAtATime(run);

  return {
    request,

    async sendWaiting(userId) {
      if (outbox(await collection.readAll(userId)).length > 0) await request(userId);
    },

    async flush(userId, timeoutMs) {
      const ended = await waitAtMost(request(userId), timeoutMs);
      return { run: ended, unsent: (await collection.readAll(userId)).filter((record) => record.pending) };
    },
  };
}
