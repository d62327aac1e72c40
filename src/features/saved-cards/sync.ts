// Brings the device's saved cards and the server's together: every change made on the device is
// sent (oldest first), then the server's list is merged in. Offline, or when the server cannot be
// reached, the changes wait on the device for the next sync (the next tap, coming back online, the
// page shown again). One sync runs at a time; asking during one runs one more after it, so a tap
// made mid-sync is never left behind.
import { sessionStored } from "../../lib/auth-token";
import { savedCardStore, type SavedCardStore } from "../../lib/device-db/saved-cards";
import { ApiError } from "../../lib/http";
import { isOnline, withTimeout } from "../../lib/offline-first";
import { oneRunAtATime, waitAtMost } from "../../lib/one-run-at-a-time";
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
   */
  flush(userId: string, timeoutMs: number): Promise<SyncOutcome | "timeout">;
  /** Calls `listener` with a card whose save the server refused for want of the pass. */
  onRefused(listener: (cardId: string) => void): () => void;
}

/** A change that stays pending and is sent again next time (the caller must sign in again, the server failed). */
const retryLater = (error: unknown) =>
  !(error instanceof ApiError) || error.status === 401 || error.status === 408 || error.status === 429 || error.status >= 500;

export function createSavedCardsSync({
  store = savedCardStore,
  api = savedCardsApi,
  online = isOnline,
  signedIn = sessionStored,
}: Dependencies = {}): SavedCardsSync {
  const refusedListeners = new Set<(cardId: string) => void>();

  async function push(userId: string): Promise<boolean> {
    const pending = (await store.readAll(userId)).filter((record) => record.pending).sort((a, b) => a.changedAt - b.changedAt);
    for (const sent of pending) {
      try {
        const answer = await api.send(sent.cardId, sent.saved, sent.changedAt, withTimeout());
        if (!signedIn()) return false;
        await store.update(userId, (records) => applyAnswer(records, sent, answer));
      } catch (error) {
        if (retryLater(error)) return false;
        if (!signedIn()) return false;
        const status = (error as ApiError).status;
        // Without the pass (it ended, or never was) a save is refused: the card is not saved here
        // either. A card that has left the content cannot be saved or unsaved. Other refusals (a
        // malformed request) stay pending: a later version of the page may send them right.
        if ((status === 403 && sent.saved) || status === 404) {
          await store.update(userId, (records) => dropChange(records, sent));
          if (status === 403) refusedListeners.forEach((listener) => listener(sent.cardId));
        } else console.warn(`Saved cards: the server refused the change to ${sent.cardId}`, error);
      }
    }
    return true;
  }

  async function run(userId: string): Promise<SyncOutcome> {
    if (!online()) return "offline";
    try {
      if (!(await push(userId))) return "failed";
      const list = await api.list(withTimeout());
      if (!signedIn()) return "failed";
      await store.update(userId, (records) => mergeWithServer(records, list, userId));
      return "synced";
    } catch (error) {
      console.warn("Syncing saved cards failed", error);
      return "failed";
    }
  }

  const request = oneRunAtATime(run);

  return {
    request,
    flush: (userId, timeoutMs) => waitAtMost(request(userId), timeoutMs),
    onRefused(listener) {
      refusedListeners.add(listener);
      return () => refusedListeners.delete(listener);
    },
  };
}

/** The page's sync. */
export const savedCardsSync = createSavedCardsSync();

/**
 * For the sign-out: sends the saved-card changes still on the device (3 s at most) before they are
 * cleared with the rest of the person's data. Resolves with how many could not be sent (offline).
 */
async function syncSavedCardsBeforeSignOut(userId: string, timeoutMs = 3000): Promise<number> {
  await savedCardsSync.flush(userId, timeoutMs);
  return (await savedCardStore.readAll(userId)).filter((record) => record.pending).length;
}

/**
 * Whether sign-out may go ahead: the device's saved-card changes are sent first, and if some
 * cannot be (offline), the person decides whether to lose them or stay signed in until online.
 */
export async function readyToSignOut(userId: string, confirm: (message: string) => boolean = (m) => window.confirm(m)): Promise<boolean> {
  const unsent = await syncSavedCardsBeforeSignOut(userId);
  if (unsent === 0) return true;
  const changes = unsent === 1 ? "1 change to your saved cards hasn't" : `${unsent} changes to your saved cards haven't`;
  return confirm(`${changes} reached your account yet, because you're offline. Sign out anyway and lose ${unsent === 1 ? "it" : "them"}?`);
}
