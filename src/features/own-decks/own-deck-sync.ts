// Brings the device's own decks and the server's together, by the device-first sync
// (src/lib/device-sync/): every change saved on the device is sent (oldest first: PUT the whole
// deck, or DELETE it, with when it was made), then the server's list is merged in
// (own-deck-merge.ts). A change that lost to a later one is kept as a copy, itself a new deck sent
// in the same sync (own-deck-conflicts.ts). Offline, or when the server cannot be reached, the
// changes wait on the device for the next sync. A change the server refused for good waits for the
// person (an edit, or 'Save to my account'): sent again by itself, a deck refused at the limit would
// take the place a deletion frees before 'Undo' could give it back.
import { plural, t } from "@lingui/core/macro";
import type { OwnDecksList } from "../../../shared/own-decks";
import { createDeviceSync } from "../../lib/device-sync/sync";
import { describeError, type ApiError } from "../../lib/http";
import { offerChoice } from "./own-deck-conflicts";
import { applyAnswer, inputOf, mergeWithServer, refuseChange } from "./own-deck-merge";
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
  /** Runs a sync only if the device holds a change to send. */
  sendWaiting(userId: string): Promise<void>;
  /** Sends what the device holds, `timeoutMs` at most; resolves with how many changes were not sent. */
  flush(userId: string, timeoutMs: number): Promise<number>;
}

export function createOwnDeckSync({ store = ownDeckStore, api = ownDecksApi, online, signedIn, now = Date.now }: Dependencies = {}): OwnDeckSync {
  const sync = createDeviceSync({
    name: "own decks",
    collection: store,
    keyOf: (record: OwnDeckRecord) => record.deckId,
    // A change the server refused for good is sent again only when the person asks.
    sendable: (record) => record.refusal === null,
    send: (record, signal) =>
      record.deck ? api.put(record.deckId, inputOf({ ...record, deck: record.deck }), signal) : api.remove(record.deckId, record.changedAt, signal),
    // A change that lost may leave a copy, which the sync then sends too.
    answered: (records, sent, answer, userId) => applyAnswer(records, sent, answer, userId, now()),
    // Refused for good as it stands (over the plan's limits, a field the server will not take): the
    // deck stays on the device with the server's message; a copy at the plan's limit becomes a choice.
    refused: (userId, sent, error: ApiError) =>
      store.update(userId, (records) => {
        const copy = error.code === "limit_reached" ? records.find((record) => record.deckId === sent.deckId && record.changedAt === sent.changedAt && record.pending) : undefined;
        // Kept in the server's words, shown in the page's (own-deck-messages.ts checkMessage).
        return (copy && offerChoice(records, copy, error.serverMessage)) ?? refuseChange(records, sent, error.serverMessage);
      }),
    list: (signal) => api.list(signal),
    merge: (records, list, userId) => mergeWithServer(records, list, userId, now()),
    online,
    signedIn,
  });

  return {
    async request(userId) {
      const run = await sync.request(userId);
      if (run.outcome === "synced") return { outcome: "synced", limits: run.list.limits, message: null };
      if (run.outcome === "offline") return { outcome: "offline", limits: null, message: null };
      return { outcome: "failed", limits: null, message: describeError(run.error, t`Your decks could not be synced.`) };
    },
    sendWaiting: (userId) => sync.sendWaiting(userId),
    flush: async (userId, timeoutMs) => (await sync.flush(userId, timeoutMs)).unsent.length,
  };
}

/** The page's sync. */
export const ownDeckSync = createOwnDeckSync();

/**
 * For the app's start and its coming back online, whatever page is open: sends the deck changes
 * this device holds, if any (with none, it calls nothing; the decks' pages sync when they open).
 */
export const sendPendingChanges = (userId: string): Promise<void> => ownDeckSync.sendWaiting(userId);

/**
 * Whether sign-out may go ahead: the device's deck changes are sent first (3 s at most), and if
 * some cannot be (offline), the person decides whether to lose them or stay signed in until online.
 */
export async function readyToSignOut(userId: string, confirm: (message: string) => boolean = (m) => window.confirm(m), timeoutMs = 3000): Promise<boolean> {
  const unsent = await ownDeckSync.flush(userId, timeoutMs);
  if (unsent === 0) return true;
  return confirm(
    plural(unsent, {
      one: "# change to your decks hasn't reached your account yet. Sign out anyway and lose it?",
      other: "# changes to your decks haven't reached your account yet. Sign out anyway and lose them?",
    }),
  );
}
