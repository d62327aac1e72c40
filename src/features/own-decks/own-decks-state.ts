// The own decks every part of the page sees (the list, the editor, the play page): the
// device-first sync's store outside React (src/lib/device-sync/device-state.ts), read with
// useSyncExternalStore. A save is kept on the device first, then a sync is started; the sync also
// runs when a page showing the decks opens (or a person signs in), and when the browser comes back
// online. This module adds how the last sync ended, the person's limits, and what a deck's page does.
import { t } from "@lingui/core/macro";
import type { OwnDeck, OwnDeckCard, OwnDecksList } from "../../../shared/own-decks";
import { createDeviceState, type PersonSnapshot } from "../../lib/device-sync/device-state";
import { nextChangeTime } from "../../lib/device-sync/sync";
import { fromServer } from "./own-deck-conflicts";
import { ownDeckStore, type OwnDeckRecord, type OwnDeckStore } from "./own-deck-store";
import { ownDeckSync, type OwnDeckSync, type SyncResult } from "./own-deck-sync";

export interface OwnDecksSnapshot extends PersonSnapshot<OwnDeckRecord> {
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
  const state = createDeviceState({
    collection: store,
    empty: EMPTY,
    sync: (userId) => sync.request(userId),
    synced: (snapshot, result: SyncResult) => ({ ...snapshot, lastSync: result.outcome, syncMessage: result.message, limits: result.limits ?? snapshot.limits }),
  });
  const snapshot = () => state.getSnapshot();

  /** Changes this person's records on the device (and shows them), without syncing. */
  async function update(change: (records: OwnDeckRecord[], userId: string) => OwnDeckRecord[]): Promise<string> {
    const userId = snapshot().userId;
    // Shown as it is where a save fails (the editor, 'Add to my deck').
    if (!userId) throw new Error(t`Sign in to keep decks of your own.`);
    await state.update(userId, (records) => change(records, userId));
    return userId;
  }

  /** Keeps a change to one deck on the device (deck null: deleted), then syncs. */
  async function change(deckId: string, deck: OwnDeckRecord["deck"], notice?: OwnDeckRecord["notice"]): Promise<SyncResult> {
    const userId = await update((current, userId) => {
      const previous = current.find((record) => record.deckId === deckId);
      const next: OwnDeckRecord = {
        deckId,
        userId,
        deck,
        changedAt: nextChangeTime(previous?.changedAt, now()),
        pending: true,
        refusal: null,
        copiedFrom: previous?.copiedFrom ?? null,
        notice: notice === undefined ? (previous?.notice ?? null) : notice,
      };
      return [...current.filter((record) => record !== previous), next];
    });
    return state.syncNow(userId);
  }

  /** Takes the notice off these decks (the person has seen it), changing nothing else. */
  const dismiss = (deckIds: string[]) =>
    update((records) => records.map((record) => (deckIds.includes(record.deckId) && record.notice ? { ...record, notice: null } : record)));

  return {
    subscribe: state.subscribe,

    getSnapshot: state.getSnapshot,

    getServerSnapshot: state.getServerSnapshot,

    /** A component showing own decks for this person (null: a visitor); returns its detach. */
    attach: state.attach,

    /** Saves a deck (new or edited) as one change: on the device at once, then synced. */
    async save(content: OwnDeckContent): Promise<SaveOutcome> {
      const previous = snapshot().records.find((record) => record.deckId === content.deckId);
      const deck = { title: content.title, description: content.description, cards: content.cards, shareId: previous?.deck?.shareId ?? null };
      const result = await change(content.deckId, deck);
      const record = snapshot().records.find((r) => r.deckId === content.deckId);
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

    /** The person has read a deck's notice (and its copy's, or its original's). */
    async dismiss(deckIds: string[]): Promise<void> {
      await dismiss(deckIds);
    },

    /**
     * Settles a choice between two versions of a deck: "mine" saves this device's version as a
     * change made now (it then wins), "theirs" keeps the deck as it is.
     */
    async choose(deckId: string, which: "mine" | "theirs"): Promise<void> {
      const record = snapshot().records.find((r) => r.deckId === deckId);
      if (record?.notice?.kind !== "choose" || !record.deck) return;
      if (which === "theirs") return void (await dismiss([deckId]));
      await change(deckId, { ...record.notice.version, shareId: record.deck.shareId }, null);
    },

    /** A deck the server made for the person ('Save a copy'): on the device at once, as the server has it. */
    async keepFromServer(deck: OwnDeck): Promise<void> {
      await update((records, userId) => {
        const previous = records.find((record) => record.deckId === deck.deckId);
        return [...records.filter((record) => record !== previous), fromServer(deck, userId, previous)];
      });
    },

    /** Sends a deck the server refused again, as it stands (there is room for it now, say). */
    async saveToAccount(deckId: string): Promise<void> {
      const userId = await update((records) => records.map((record) => (record.deckId === deckId && record.pending && record.refusal ? { ...record, refusal: null } : record)));
      await state.syncNow(userId);
    },

    /** Tries the sync again (after it failed). */
    retry: state.syncCurrent,
  };
}

/** The page's own decks. */
export const ownDecksState = createOwnDecksState();

/** Keeps a deck 'Save a copy' made on the device at once (the person must be signed in, with the decks shown). */
export const keepSavedCopy = (deck: OwnDeck) => ownDecksState.keepFromServer(deck);
