// Brings the device's saved cards and the server's together, by the device-first sync
// (src/lib/device-sync/): every change made on the device is sent (oldest first), then the server's
// list is merged in by the one rule (./merge.ts). The sync runs after each tap, for a newly
// signed-in person, on coming back online and when the page is shown again (saved-cards-state.ts).
import { plural } from "@lingui/core/macro";
import { savedCardStore, type SavedCardRecord, type SavedCardStore } from "../../lib/device-db/saved-cards";
import { createDeviceSync } from "../../lib/device-sync/sync";
import { applyAnswer, dropChange, mergeWithServer } from "./merge";
import { savedCardsApi, type SavedCardsApi } from "./saved-cards-api";

/**
 * How a sync ended: "synced" (everything sent, the list merged), "offline" (nothing tried),
 * "failed" (the server could not be reached or refused the caller: changes wait for the next one).
 */
type SyncOutcome = "synced" | "offline" | "failed";

interface Dependencies {
  store?: SavedCardStore;
  api?: SavedCardsApi;
  online?: () => boolean;
  /** False once the person has signed out: an answer arriving then is not kept. */
  signedIn?: () => boolean;
}

export interface SavedCardsSync {
  /** Runs a sync for this person (or one more after the one running); resolves when it has run. */
  request(userId: string): Promise<SyncOutcome>;
  /**
   * Before a sign-out takes the saved cards off the device: one sync, so that changes made here
   * are not lost, given at most `timeoutMs` (a sign-out must not hang on a bad connection).
   * Resolves with how it ended and how many changes could not be sent.
   */
  flush(userId: string, timeoutMs: number): Promise<{ outcome: SyncOutcome | "timeout"; unsent: number }>;
  /** Calls `listener` with a card whose save the server refused for want of the pass. */
  onRefused(listener: (cardId: string) => void): () => void;
}

export function createSavedCardsSync({ store = savedCardStore, api = savedCardsApi, online, signedIn }: Dependencies = {}): SavedCardsSync {
  const refusedListeners = new Set<(cardId: string) => void>();

  const sync = createDeviceSync({
    name: "saved cards",
    collection: store,
    keyOf: (record: SavedCardRecord) => record.cardId,
    send: (record, signal) => api.send(record.cardId, record.saved, record.changedAt, signal),
    answered: (records, sent, answer) => applyAnswer(records, sent, answer),
    async refused(userId, sent, error) {
      // Without the pass (it ended, or never was) a save is refused: the card is not saved here
      // either. A card that has left the content cannot be saved or unsaved. Other refusals (a
      // malformed request) stay pending: a later version of the page may send them right.
      if ((error.status === 403 && sent.saved) || error.status === 404) {
        await store.update(userId, (records) => dropChange(records, sent));
        if (error.status === 403) refusedListeners.forEach((listener) => listener(sent.cardId));
      } else console.warn(`Saved cards: the server refused the change to ${sent.cardId}`, error);
    },
    list: (signal) => api.list(signal),
    merge: mergeWithServer,
    online,
    signedIn,
  });

  return {
    request: async (userId) => (await sync.request(userId)).outcome,
    async flush(userId, timeoutMs) {
      const { run, unsent } = await sync.flush(userId, timeoutMs);
      return { outcome: run === "timeout" ? run : run.outcome, unsent: unsent.length };
    },
    onRefused(listener) {
      refusedListeners.add(listener);
      return () => refusedListeners.delete(listener);
    },
  };
}

/** The page's sync. */
export const savedCardsSync = createSavedCardsSync();

/**
 * Whether sign-out may go ahead: the device's saved-card changes are sent first (3 s at most), and
 * if some cannot be (offline), the person decides whether to lose them or stay signed in until online.
 */
export async function readyToSignOut(userId: string, confirm: (message: string) => boolean = (m) => window.confirm(m)): Promise<boolean> {
  const { unsent } = await savedCardsSync.flush(userId, 3000);
  if (unsent === 0) return true;
  return confirm(
    plural(unsent, {
      one: "# change to your saved cards hasn't reached your account yet, because you're offline. Sign out anyway and lose it?",
      other: "# changes to your saved cards haven't reached your account yet, because you're offline. Sign out anyway and lose them?",
    }),
  );
}
