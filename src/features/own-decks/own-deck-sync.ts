// Brings the device's own decks and the server's together: every change saved on the device is
// sent (oldest first: PUT the whole deck, or DELETE it, with when it was made), then the server's
// list is merged in (own-deck-merge.ts). A change that lost to a later one is kept as a copy,
// itself a new deck sent in the same sync (own-deck-conflicts.ts). Offline, or when the server
// cannot be reached, the changes wait on the device for the next sync. A change the server refused
// for good waits for the person (an edit, or 'Save to my account'): sent again by itself, a deck
// refused at the limit would take the place a deletion frees before 'Undo' could give it back. One
// sync runs at a time; asking during one runs one more after it, so a save made mid-sync is never
// left behind.
import type { OwnDecksList } from "../../../shared/own-decks";
import { sessionStored } from "../../lib/auth-token";
import { ApiError, describeError } from "../../lib/http";
import { isOnline, withTimeout } from "../../lib/offline-first";
import { oneRunAtATime, waitAtMost } from "../../lib/one-run-at-a-time";
import { offerChoice } from "./own-deck-conflicts";
import { applyAnswer, inputOf, mergeWithServer, refuseChange, type SentChange } from "./own-deck-merge";
import { ownDeckStore, type OwnDeckRecord, type OwnDeckStore } from "./own-deck-store";
import { ownDecksApi, type OwnDecksApi } from "./own-decks-api";

/**
 * How a sync ended: "synced" (everything sent that the server would take, the list merged),
 * "offline" (nothing tried), "failed" (the server could not be reached: changes wait), with the
 * person's limits as the server gave them and, when it failed, what to tell them.
 */
export interface SyncResult {
  outcome: "synced" | "offline" | "failed";
  limits: OwnDecksList["limits"] | null;
  message: string | null;
}

interface Dependencies {
  store?: OwnDeckStore;
  api?: OwnDecksApi;
  online?: () => boolean;
  /** False once the person has signed out: an answer arriving then is not kept. */
  signedIn?: () => boolean;
  now?: () => number;
}

export interface OwnDeckSync {
  /** Runs a sync for this person (or one more after the one running); resolves when it has run. */
  request(userId: string): Promise<SyncResult>;
}

/** A change that stays pending and is sent again next time (the caller must sign in again, the server failed). */
const retryLater = (error: unknown) =>
  !(error instanceof ApiError) || error.status === 401 || error.status === 408 || error.status === 429 || error.status >= 500;

const failed = (error: unknown): SyncResult => ({ outcome: "failed", limits: null, message: describeError(error, "Your decks could not be synced.") });

/** The changes to send: pending, not refused as they stand, oldest first. */
const toSend = (records: OwnDeckRecord[]) =>
  records.filter((record) => record.pending && record.refusal === null).sort((a, b) => Date.parse(a.changedAt) - Date.parse(b.changedAt));

const keyOf = (change: SentChange) => `${change.deckId}|${change.changedAt}`;

/** How many times one sync sends what the last round left (a copy kept from a lost change, then its own answer). */
const ROUNDS = 3;

export function createOwnDeckSync({ store = ownDeckStore, api = ownDecksApi, online = isOnline, signedIn = sessionStored, now = Date.now }: Dependencies = {}): OwnDeckSync {
  /** The server refused a change for good: a copy at the plan's limit becomes a choice, anything else waits with the message. */
  const refuse = (userId: string, sent: OwnDeckRecord, error: ApiError) =>
    store.update(userId, (records) => {
      const copy = error.code === "limit_reached" ? records.find((record) => record.deckId === sent.deckId && record.changedAt === sent.changedAt && record.pending) : undefined;
      return (copy && offerChoice(records, copy, error.message)) ?? refuseChange(records, sent, error.message);
    });

  /** Sends the pending changes, and those the answers make (copies); resolves with the error that stopped it, or null. */
  async function push(userId: string): Promise<unknown> {
    const tried = new Set<string>();
    let more = true;
    for (let round = 0; round < ROUNDS && more; round++) {
      more = false;
      const pending = toSend(await store.readAll(userId)).filter((record) => !tried.has(keyOf(record)));
      for (const sent of pending) {
        tried.add(keyOf(sent));
        try {
          const answer = await send(sent);
          if (!signedIn()) return new Error("Signed out");
          await store.update(userId, (records) => applyAnswer(records, sent, answer, userId, now()));
          // A change that lost may have left a copy to send.
          more ||= !answer.applied;
        } catch (error) {
          if (retryLater(error) || !signedIn()) return error;
          // Refused for good as it stands (over the plan's limits, a field the server will not
          // take): the deck stays on the device with the server's message.
          await refuse(userId, sent, error as ApiError);
        }
      }
    }
    return null;
  }

  function send(record: OwnDeckRecord) {
    const signal = withTimeout();
    return record.deck ? api.put(record.deckId, inputOf({ ...record, deck: record.deck }), signal) : api.remove(record.deckId, record.changedAt, signal);
  }

  async function run(userId: string): Promise<SyncResult> {
    if (!online()) return { outcome: "offline", limits: null, message: null };
    try {
      let list: OwnDecksList | null = null;
      // A second time only for what the merge kept of a change that lost (a copy, to be sent).
      for (let round = 0, copied = true; round < 2 && copied; round++) {
        const stopped = await push(userId);
        if (stopped) return failed(stopped);
        const answered = await api.list(withTimeout());
        if (!signedIn()) return failed(new Error("Signed out"));
        copied = false;
        await store.update(userId, (records) => {
          const merged = mergeWithServer(records, answered, userId, now());
          const before = new Set(records.map((record) => record.deckId));
          copied = merged.some((record) => !before.has(record.deckId) && record.pending);
          return merged;
        });
        list = answered;
      }
      return { outcome: "synced", limits: list?.limits ?? null, message: null };
    } catch (error) {
      console.warn("Syncing own decks failed", error);
      return failed(error);
    }
  }

  return { request: oneRunAtATime(run) };
}

/** The page's sync. */
export const ownDeckSync = createOwnDeckSync();

/**
 * For the app's start and its coming back online, whatever page is open: sends the deck changes
 * this device holds, if any (with none, it calls nothing; the decks' pages sync when they open).
 */
export async function sendPendingChanges(userId: string): Promise<void> {
  if (toSend(await ownDeckStore.readAll(userId)).length > 0) await ownDeckSync.request(userId);
}

/**
 * Whether sign-out may go ahead: the device's deck changes are sent first (3 s at most), and if
 * some cannot be (offline), the person decides whether to lose them or stay signed in until online.
 */
export async function readyToSignOut(userId: string, confirm: (message: string) => boolean = (m) => window.confirm(m), timeoutMs = 3000): Promise<boolean> {
  await waitAtMost(ownDeckSync.request(userId), timeoutMs);
  const unsent = (await ownDeckStore.readAll(userId)).filter((record) => record.pending).length;
  if (unsent === 0) return true;
  const changes = unsent === 1 ? "1 change to your decks hasn't" : `${unsent} changes to your decks haven't`;
  return confirm(`${changes} reached your account yet. Sign out anyway and lose ${unsent === 1 ? "it" : "them"}?`);
}
