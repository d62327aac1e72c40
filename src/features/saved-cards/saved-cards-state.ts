// The saved cards every part of the page sees (the viewer's save control, the saved list): one
// store outside React, read with useSyncExternalStore, so a tap shows everywhere at once. A tap is
// kept on the device first, then a sync is started; the sync also runs for a newly signed-in
// person, on coming back online and when the page is shown again.
import type { Card } from "../../../shared/api-types";
import { savedCardStore, type SavedCardRecord, type SavedCardStore } from "../../lib/device-db/saved-cards";
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

export interface SavedSnapshot {
  /** Whose saved cards these are; null for a visitor. */
  userId: string | null;
  /** False until the device's records for this person have been read. */
  loaded: boolean;
  /** Saved cards (not removals), newest first. */
  entries: SavedEntry[];
  savedIds: ReadonlySet<string>;
  /** A card whose save the server refused for want of the pass: it is no longer saved. */
  refusedCardId: string | null;
}

const EMPTY: SavedSnapshot = { userId: null, loaded: true, entries: [], savedIds: new Set(), refusedCardId: null };

interface Dependencies {
  store?: SavedCardStore;
  sync?: SavedCardsSync;
  now?: () => number;
  /** How long a tap waits for the entitlements to be read before the server is left to judge. */
  passWaitMs?: number;
}

export function createSavedCardsState({ store = savedCardStore, sync = savedCardsSync, now = Date.now, passWaitMs = 3000 }: Dependencies = {}) {
  let snapshot = EMPTY;
  const listeners = new Set<() => void>();
  let pass: PassKnowledge = "loading";
  let passKnown: (() => void)[] = [];
  // Reads and writes are numbered as they start: an older read that lands late never hides a tap.
  let started = 0;
  let shown = 0;
  let attached = 0;

  function publish(next: SavedSnapshot) {
    snapshot = next;
    listeners.forEach((listener) => listener());
  }

  function show(userId: string, records: SavedCardRecord[], order: number) {
    if (snapshot.userId !== userId || order < shown) return;
    shown = order;
    const entries = savedEntries(records);
    publish({ ...snapshot, loaded: true, entries, savedIds: new Set(entries.map((entry) => entry.cardId)) });
  }

  async function reload(userId: string) {
    const order = ++started;
    show(userId, await store.readAll(userId), order);
  }

  function syncNow(userId: string) {
    void sync.request(userId).then(() => reload(userId));
  }

  sync.onRefused((cardId) => publish({ ...snapshot, refusedCardId: cardId }));

  const syncCurrent = () => {
    if (snapshot.userId && (typeof document === "undefined" || document.visibilityState !== "hidden")) syncNow(snapshot.userId);
  };

  function listen(on: boolean) {
    if (on) {
      window.addEventListener("online", syncCurrent);
      document.addEventListener("visibilitychange", syncCurrent);
    } else {
      window.removeEventListener("online", syncCurrent);
      document.removeEventListener("visibilitychange", syncCurrent);
    }
  }

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
    const order = ++started;
    const records = await store.update(userId, (current) => {
      const previous = current.find((record) => record.cardId === cardId);
      const info = card ?? previous?.card;
      if (!info) return current;
      // Strictly after the card's last change: two taps within a millisecond must not tie (a tie
      // goes to the removal).
      const changedAt = Math.max(now(), (previous?.changedAt ?? 0) + 1);
      return [...current.filter((record) => record !== previous), { cardId, userId, saved, changedAt, pending: true, card: info }];
    });
    show(userId, records, order);
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
    if (snapshot.loaded) return snapshot.savedIds.has(cardId);
    return (await store.readAll(userId)).some((record) => record.cardId === cardId && record.saved);
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

    /** A component showing saved cards for this person (null: a visitor); returns its detach. */
    attach(userId: string | null): () => void {
      const signedIn = userId !== snapshot.userId;
      if (signedIn) {
        pass = "loading";
        publish({ ...EMPTY, userId, loaded: userId === null });
        if (userId) void reload(userId);
      }
      const first = ++attached === 1;
      if (first) listen(true);
      // A person just signed in (or a first look at the saved cards): bring the other devices' changes.
      if (userId && (signedIn || first)) syncNow(userId);
      return () => {
        if (--attached > 0) return;
        // Nothing shows saved cards any more: the next look reads the device afresh (another tab
        // may have changed it meanwhile).
        listen(false);
        pass = "loading";
        publish(EMPTY);
      };
    },

    /** What a component's entitlements say; one still loading never hides what another knows. */
    setPass(userId: string, knowledge: PassKnowledge) {
      if (userId !== snapshot.userId || (knowledge === "loading" && pass !== "loading")) return;
      pass = knowledge;
      if (knowledge !== "loading") {
        passKnown.forEach((resolve) => resolve());
        passKnown = [];
      }
    },

    /** Saves or unsaves a card: kept on the device at once, then synced. */
    toggle: (card: Card, deck: SavedFromDeck): Promise<ToggleResult> =>
      inTurn(async () => {
        const userId = snapshot.userId;
        if (!userId) return "needs_account";
        if (await isSaved(userId, card.id)) {
          await change(userId, card.id, false);
          return "removed";
        }
        // Saving is the pass's; the server refuses it otherwise, so the page does not pretend.
        if ((await passChecked()) === "none") return "needs_pass";
        if (snapshot.userId !== userId) return "needs_account";
        const content = { question: card.question, followUp: card.followUp, intensity: card.intensity };
        await change(userId, card.id, true, { deckId: deck.deckId, deckTitle: deck.title, coverColor: deck.coverColor, index: card.index, content });
        return "saved";
      }),

    /** Unsaves a card (always allowed for a signed-in person). */
    remove: (cardId: string): Promise<void> =>
      inTurn(async () => {
        const userId = snapshot.userId;
        if (userId && (await isSaved(userId, cardId))) await change(userId, cardId, false);
      }),

    dismissRefusal() {
      if (snapshot.refusedCardId !== null) publish({ ...snapshot, refusedCardId: null });
    },
  };
}

export type SavedCardsState = ReturnType<typeof createSavedCardsState>;

/** The page's saved cards. */
export const savedCardsState = createSavedCardsState();
