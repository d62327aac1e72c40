// The own decks every part of the page sees (the list, the editor, the play page): one store
// outside React, read with useSyncExternalStore. A save is kept on the device first, then a sync
// is started; the sync also runs when a page showing the decks opens (or a person signs in), and
// when the browser comes back online.
import type { OwnDeckCard, OwnDecksList } from "../../../shared/own-decks";
import { ownDeckStore, type OwnDeckRecord, type OwnDeckStore } from "./own-deck-store";
import { ownDeckSync, type OwnDeckSync, type SyncResult } from "./own-deck-sync";

export interface OwnDecksSnapshot {
  /** Whose decks these are; null for a visitor. */
  userId: string | null;
  /** False until the device's records for this person have been read. */
  loaded: boolean;
  records: OwnDeckRecord[];
  /** How the last sync ended; null until one has, since the decks were first shown. */
  lastSync: SyncResult["outcome"] | null;
  /** What went wrong in the last sync, for the person. */
  syncMessage: string | null;
  /** The person's limits, as the server last gave them. */
  limits: OwnDecksList["limits"] | null;
}

/** A deck's content as the editor saves it. */
interface OwnDeckContent {
  deckId: string;
  title: string;
  description: string;
  cards: OwnDeckCard[];
}

/** How a save ended: kept and synced, kept on the device for later, or kept but refused by the server. */
type SaveOutcome = { status: "synced" | "offline" | "failed" } | { status: "refused"; message: string };

const EMPTY: OwnDecksSnapshot = { userId: null, loaded: true, records: [], lastSync: null, syncMessage: null, limits: null };

interface Dependencies {
  store?: OwnDeckStore;
  sync?: OwnDeckSync;
  now?: () => number;
}

function createOwnDecksState({ store = ownDeckStore, sync = ownDeckSync, now = Date.now }: Dependencies = {}) {
  let snapshot = EMPTY;
  const listeners = new Set<() => void>();
  // Reads are numbered as they start: an older read that lands late never hides a save.
  let started = 0;
  let shown = 0;
  let attached = 0;

  function publish(next: OwnDecksSnapshot) {
    snapshot = next;
    listeners.forEach((listener) => listener());
  }

  function show(userId: string, records: OwnDeckRecord[], order: number) {
    if (snapshot.userId !== userId || order < shown) return;
    shown = order;
    publish({ ...snapshot, loaded: true, records });
  }

  async function reload(userId: string) {
    const order = ++started;
    show(userId, await store.readAll(userId), order);
  }

  async function syncNow(userId: string): Promise<SyncResult> {
    const result = await sync.request(userId);
    if (snapshot.userId === userId) {
      publish({ ...snapshot, lastSync: result.outcome, syncMessage: result.message, limits: result.limits ?? snapshot.limits });
      await reload(userId);
    }
    return result;
  }

  const syncCurrent = () => {
    if (snapshot.userId) void syncNow(snapshot.userId);
  };

  /** The change time of a deck's next change: now, and strictly after its last one. */
  function changeTime(previous: OwnDeckRecord | undefined): string {
    return new Date(Math.max(now(), previous ? Date.parse(previous.changedAt) + 1 : 0)).toISOString();
  }

  /** Keeps a change to one deck on the device (deck null: deleted), then syncs. */
  async function change(deckId: string, deck: OwnDeckRecord["deck"]): Promise<SyncResult> {
    const userId = snapshot.userId;
    if (!userId) throw new Error("Sign in to keep decks of your own.");
    const order = ++started;
    const records = await store.update(userId, (current) => {
      const previous = current.find((record) => record.deckId === deckId);
      const next: OwnDeckRecord = { deckId, userId, deck, changedAt: changeTime(previous), pending: true, refusal: null };
      return [...current.filter((record) => record !== previous), next];
    });
    show(userId, records, order);
    return syncNow(userId);
  }

  return {
    subscribe(listener: () => void) {
      listeners.add(listener);
      return () => {
        listeners.delete(listener);
      };
    },

    getSnapshot: () => snapshot,

    getServerSnapshot: () => EMPTY,

    /** A component showing own decks for this person (null: a visitor); returns its detach. */
    attach(userId: string | null): () => void {
      const switched = userId !== snapshot.userId;
      if (switched) {
        publish({ ...EMPTY, userId, loaded: userId === null });
        if (userId) void reload(userId);
      }
      const first = ++attached === 1;
      if (first) window.addEventListener("online", syncCurrent);
      // The page has opened the decks, or a person just signed in: bring the other devices' changes.
      if (userId && (switched || first)) void syncNow(userId);
      return () => {
        if (--attached > 0) return;
        // Nothing shows the decks any more: the next look reads the device afresh.
        window.removeEventListener("online", syncCurrent);
        publish(EMPTY);
      };
    },

    /** Saves a deck (new or edited) as one change: on the device at once, then synced. */
    async save(content: OwnDeckContent): Promise<SaveOutcome> {
      const previous = snapshot.records.find((record) => record.deckId === content.deckId);
      const deck = { title: content.title, description: content.description, cards: content.cards, shareId: previous?.deck?.shareId ?? null };
      const result = await change(content.deckId, deck);
      const record = snapshot.records.find((r) => r.deckId === content.deckId);
      if (record?.pending && record.refusal) return { status: "refused", message: record.refusal };
      return { status: result.outcome };
    },

    /** Deletes a deck: gone from the list at once, the deletion synced like any other change. */
    async remove(deckId: string): Promise<void> {
      await change(deckId, null);
    },

    /** Undoes a deletion: the deck as it was, as a change made now (later than the deletion). */
    async restore(deckId: string, deck: NonNullable<OwnDeckRecord["deck"]>): Promise<void> {
      await change(deckId, deck);
    },

    /** Tries the sync again (after it failed). */
    retry: syncCurrent,
  };
}

/** The page's own decks. */
export const ownDecksState = createOwnDecksState();
