// The saved-cards feature's store in the device database: what the signed-in person saved and
// unsaved, with the changes the server has not had yet, a collection of the device-first sync
// (src/lib/device-sync/). In src/lib, not in features/saved-cards, because the entitlements feature
// strips the text of cards the person may no longer read, and the saved-cards feature imports the
// entitlements feature. A module of its own, imported by path, so that only the code that deals
// with saved cards loads it.
import type { SavedCardRecord } from "../../../shared/schemas/device-records";
import { createDeviceCollection, type DeviceCollection } from "../device-sync/collection";
import { deviceDb, type DeviceDb } from "./device-db";

export type { SavedCardRecord };

export interface SavedCardStore extends DeviceCollection<SavedCardRecord> {
  /**
   * Drops the text of every saved card `readable` says the person may no longer read (their pass
   * ended, a deck was refunded): the card stays saved, its question leaves the device.
   */
  stripText(readable: (deckId: string, index: number) => boolean): Promise<void>;
}

const withoutText = (record: SavedCardRecord): SavedCardRecord => ({ ...record, card: { ...record.card, content: null } });

export function createSavedCardStore(db: DeviceDb = deviceDb): SavedCardStore {
  const collection = createDeviceCollection({
    db,
    store: "savedCards",
    keyOf: (record) => record.cardId,
    loadCheck: () => import("../../../shared/schemas/device-records").then((records) => records.isSavedCardRecord),
  });
  return {
    ...collection,
    stripText: (readable) =>
      collection.mapEvery((record) => (record.card.content !== null && !readable(record.card.deckId, record.card.index) ? withoutText(record) : record)),
  };
}

/** The page's saved cards, in the page's device database. */
export const savedCardStore = createSavedCardStore();
