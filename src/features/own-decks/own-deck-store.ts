// The own-decks feature's store in the device database (`ownDecks`, src/lib/device-db/schema.ts):
// the signed-in person's decks as this device last saved or synced them, with the changes the
// server has not had yet, a collection of the device-first sync (src/lib/device-sync/). Every save
// lands here first, so nothing made offline is lost. The record, the notices it may carry for the
// person and a deck's content (DeckVersion) are declared in shared/device-records.ts.
import type { DeckNotice, DeckVersion, OwnDeckRecord } from "../../../shared/schemas/device-records";
import { deviceDb, type DeviceDb } from "../../lib/device-db";
import { createDeviceCollection, type DeviceCollection } from "../../lib/device-sync/collection";

export type { DeckNotice, DeckVersion, OwnDeckRecord };

export type OwnDeckStore = DeviceCollection<OwnDeckRecord>;

export const createOwnDeckStore = (db: DeviceDb = deviceDb): OwnDeckStore =>
  createDeviceCollection({ db, store: "ownDecks", keyOf: (record) => record.deckId, loadCheck: () => import("../../../shared/schemas/device-records").then((records) => records.isOwnDeckRecord) });

/** The page's own decks, in the page's device database. */
export const ownDeckStore = createOwnDeckStore();
