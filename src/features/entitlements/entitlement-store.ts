// The entitlements feature's store in the device database: the signed-in person's entitlements,
// and what follows from them for the stored decks and saved cards (cut to what anyone may read).
import { FREE_PREVIEW_CARDS, type DeckWithCards, type Entitlements } from "../../../shared/api-types";
import { createDeckStore, deviceDb, isEntitledContent, type DeviceDb } from "../../lib/device-db";
import { createSavedCardStore, savedCardStore, type SavedCardStore } from "../../lib/device-db/saved-cards";
import { recordChecks, uncheckedDeckFlag, type StoredDeck, type StoredEntitlements } from "../../lib/device-db/schema";

export interface EntitlementStore {
  /** The entitlements kept for this person; null when none are (or they are someone else's). */
  readEntitlements(userId: string): Promise<StoredEntitlements | null>;
  writeEntitlements(userId: string, entitlements: Entitlements): Promise<void>;
  /**
   * Cuts every stored full premium deck that `covered` says no entitlement covers any more down to
   * its free preview, in one transaction. Resolves with the ids it cut.
   */
  cutToPreview(covered: (deckId: string) => boolean): Promise<string[]>;
  /** The stored premium decks that hold only their preview. */
  previewDeckIds(): Promise<string[]>;
  /**
   * Drops the text of every saved card that entitlements covering `covered` no longer let the
   * person read: a premium card past the preview of a deck not covered. A deck this device has
   * never seen counts as premium (its text comes back with the next sync if it may).
   */
  stripSavedCards(covered: (deckId: string) => boolean): Promise<void>;
}

/**
 * A full premium deck cut down to what anyone may read: the free preview, as the API sends it to
 * a caller without an entitlement.
 */
function previewOf(deck: DeckWithCards): DeckWithCards {
  const cards = deck.cards.filter((card) => card.index < FREE_PREVIEW_CARDS);
  // The levels stay (a table dealt at chosen levels needs them); the text goes.
  const lockedIntensities = [...deck.cards.filter((card) => card.index >= FREE_PREVIEW_CARDS).map((card) => card.intensity), ...(deck.lockedIntensities ?? [])];
  return { ...deck, cards, preview: true, lockedCardCount: Math.max(0, deck.cardCount - cards.length), lockedIntensities };
}

/** The decks the device knows to be free, from the stored deck list and the stored decks. */
async function freeDeckIds(store: DeviceDb): Promise<Set<string>> {
  const list = (await createDeckStore(store).readDeckList())?.decks ?? [];
  const stored = await store.withDatabase([] as StoredDeck[], async (db) => {
    const records: unknown[] = await db.getAll("decks");
    const { isStoredDeck } = await recordChecks();
    return records.filter(isStoredDeck);
  });
  const decks = [...list, ...stored.map((record) => record.deck)];
  return new Set(decks.filter((deck) => !deck.isPremium).map((deck) => deck.deckId));
}

export function createEntitlementStore(
  store: DeviceDb = deviceDb,
  now: () => number = () => Date.now(),
  saved: SavedCardStore = createSavedCardStore(store),
): EntitlementStore {
  return {
    readEntitlements: (userId) =>
      store.withDatabase(null, async (db) => {
        const record: unknown = await db.get("entitlements", "mine");
        if (record === undefined) return null;
        if (!(await recordChecks()).isStoredEntitlements(record)) {
          await db.delete("entitlements", "mine");
          return null;
        }
        return record.userId === userId ? record : null;
      }),

    writeEntitlements: (userId, entitlements) =>
      store.writeWithDatabase((db) => db.put("entitlements", { key: "mine", userId, entitlements, fetchedAt: now() })),

    cutToPreview: (covered) =>
      store.withDatabase([] as string[], async (db) => {
        // Only free decks stored (a first visit): the checks are not loaded for nothing.
        if ((await db.getAll("decks")).every((record: unknown) => uncheckedDeckFlag(record, "isPremium") === false)) return [];
        // Loaded before the transaction, which would end while an import was awaited.
        const { isStoredDeck } = await recordChecks();
        const cut: string[] = [];
        const tx = db.transaction("decks", "readwrite");
        for await (const cursor of tx.store) {
          const record: unknown = cursor.value;
          if (!isStoredDeck(record)) await cursor.delete();
          else if (isEntitledContent(record.deck) && !covered(record.deckId)) {
            await cursor.update({ ...record, deck: previewOf(record.deck) });
            cut.push(record.deckId);
          }
        }
        await tx.done;
        return cut;
      }),

    previewDeckIds: () =>
      store.withDatabase([] as string[], async (db) => {
        const records = (await db.getAll("decks")).filter((record: unknown) => uncheckedDeckFlag(record, "isPremium") !== false);
        if (records.length === 0) return [];
        const { isStoredDeck } = await recordChecks();
        return records.filter((r): r is StoredDeck => isStoredDeck(r) && r.deck.isPremium && r.deck.preview).map((r) => r.deckId);
      }),

    async stripSavedCards(covered) {
      const free = await freeDeckIds(store);
      await saved.stripText((deckId, index) => free.has(deckId) || covered(deckId) || index < FREE_PREVIEW_CARDS);
    },
  };
}

/** The page's entitlements, in the page's device database. */
export const entitlementStore = createEntitlementStore(deviceDb, undefined, savedCardStore);
