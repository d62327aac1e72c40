// The saved cards every part of the page sees (the viewer's save control, the saved list): the
// device-first sync's store outside React (src/lib/device-sync/device-state.ts), read with
// useSyncExternalStore, so a tap shows everywhere at once. A tap is kept on the device first, then
// a sync is started; the sync also runs for a newly signed-in person, on coming back online and
// when the page is shown again. This module adds the pass (saving is the pass's) and the taps.
import type { Card } from "../../../shared/api-types";
import { savedCardStore, type SavedCardRecord, type SavedCardStore } from "../../lib/device-db/saved-cards";
import { createDeviceState, type PersonSnapshot } from "../../lib/device-sync/device-state";
import { nextChangeTime } from "../../lib/device-sync/sync";
import { savedEntries, type SavedEntry } from "./saved-entries";
import { savedCardsSync, type SavedCardsSync } from "./sync";

export type ToggleResult = "saved" | "removed" | "needs_pass" | "needs_account";

/** The deck a card is saved from, as the saved list shows it. */
export interface SavedFromDeck {
  deckId: string;
  title: string;
  coverColor: string;
}

/**
 * What the page knows of the person's pass: "loading" until their entitlements are read, then
 * "holder" or "none"; "unknown" when they could not be read (the server then judges the save).
 */
export type PassKnowledge = "holder" | "none" | "loading" | "unknown";

interface SavedSnapshot extends PersonSnapshot<SavedCardRecord> {
  /** Saved cards (not removals), newest first. */
  entries: SavedEntry[];
  savedIds: ReadonlySet<string>;
  /** A card whose save the server refused for want of the pass: it is no longer saved. */
  refusedCardId: string | null;
}

const EMPTY: SavedSnapshot = { userId: null, loaded: true, records: [], entries: [], savedIds: new Set(), refusedCardId: null };

/** The snapshot with what the saved list shows of its records. */
function withEntries(snapshot: SavedSnapshot): SavedSnapshot {
  const entries = savedEntries(snapshot.records);
  return { ...snapshot, entries, savedIds: new Set(entries.map((entry) => entry.cardId)) };
}

interface Dependencies {
  store?: SavedCardStore;
  sync?: SavedCardsSync;
  now?: () => number;
  /** How long a tap waits for the entitlements to be read before the server is left to judge. */
  passWaitMs?: number;
}

export function createSavedCardsState({ store = savedCardStore, sync = savedCardsSync, now = Date.now, passWaitMs = 3000 }: Dependencies = {}) {
  let pass: PassKnowledge = "loading";
  let passKnown: (() => void)[] = [];
  const state = createDeviceState({
    collection: store,
    empty: EMPTY,
    derive: withEntries,
    sync: (userId) => sync.request(userId),
    // A tap made in another tab, or on another device, shows when the page is looked at again.
    syncWhenShown: true,
    onSwitch: () => {
      pass = "loading";
    },
  });
  const snapshot = () => state.getSnapshot();
  const syncNow = (userId: string) => void state.syncNow(userId);

  sync.onRefused((cardId) => state.publish({ ...snapshot(), refusedCardId: cardId }));

  async function passChecked(): Promise<PassKnowledge> {
    if (pass === "loading") {
      await new Promise<void>((resolve) => {
        passKnown.push(resolve);
        setTimeout(resolve, passWaitMs);
      });
    }
    return pass;
  }

  async function change(userId: string, cardId: string, saved: boolean, card?: SavedCardRecord["card"]) {
    await state.update(userId, (current) => {
      const previous = current.find((record) => record.cardId === cardId);
      const info = card ?? previous?.card;
      if (!info) return current;
      // Strictly after the card's last change: two taps within a millisecond must not tie (a tie
      // goes to the removal).
      const changedAt = nextChangeTime(previous?.changedAt, now());
      return [...current.filter((record) => record !== previous), { cardId, userId, saved, changedAt, pending: true, card: info }];
    });
    syncNow(userId);
  }

  // Taps are applied one after the other: a quick second tap undoes the first, as it should.
  let turns: Promise<unknown> = Promise.resolve();
  function inTurn<T>(work: () => Promise<T>): Promise<T> {
    const result = turns.then(work);
    turns = result.catch(() => undefined);
    return result;
  }

  /** Whether the card is saved now: as shown, or (before the list has been read) as stored. */
  async function isSaved(userId: string, cardId: string): Promise<boolean> {
    if (snapshot().loaded) return snapshot().savedIds.has(cardId);
    return (await store.readAll(userId)).some((record) => record.cardId === cardId && record.saved);
  }

  return {
    subscribe: state.subscribe,

    getSnapshot: state.getSnapshot,

    getServerSnapshot: state.getServerSnapshot,

    /** A component showing saved cards for this person (null: a visitor); returns its detach. */
    attach: state.attach,

    /** What a component's entitlements say; one still loading never hides what another knows. */
    setPass(userId: string, knowledge: PassKnowledge) {
      if (userId !== snapshot().userId || (knowledge === "loading" && pass !== "loading")) return;
      pass = knowledge;
      if (knowledge !== "loading") {
        passKnown.forEach((resolve) => resolve());
        passKnown = [];
      }
    },

    /** Saves or unsaves a card: kept on the device at once, then synced. */
    toggle: (card: Card, deck: SavedFromDeck): Promise<ToggleResult> =>
      inTurn(async () => {
        const userId = snapshot().userId;
        if (!userId) return "needs_account";
        if (await isSaved(userId, card.id)) {
          await change(userId, card.id, false);
          return "removed";
        }
        // Saving is the pass's; the server refuses it otherwise, so the page does not pretend.
        if ((await passChecked()) === "none") return "needs_pass";
        if (snapshot().userId !== userId) return "needs_account";
        const content = { question: card.question, followUp: card.followUp, intensity: card.intensity };
        await change(userId, card.id, true, { deckId: deck.deckId, deckTitle: deck.title, coverColor: deck.coverColor, index: card.index, content });
        return "saved";
      }),

    /** Unsaves a card (always allowed for a signed-in person). */
    remove: (cardId: string): Promise<void> =>
      inTurn(async () => {
        const userId = snapshot().userId;
        if (userId && (await isSaved(userId, cardId))) await change(userId, cardId, false);
      }),

    dismissRefusal() {
      if (snapshot().refusedCardId !== null) state.publish({ ...snapshot(), refusedCardId: null });
    },
  };
}

export type SavedCardsState = ReturnType<typeof createSavedCardsState>;

/** The page's saved cards. */
export const savedCardsState = createSavedCardsState();
