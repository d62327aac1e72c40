// The device database: the one IndexedDB database of the page, its version, and what each of its
// stores holds. The name, version, store names and record shapes are people's offline data: an
// app update opens the database they already have, so a change here needs a new version and an
// upgrade step that keeps what is stored.
//
// Each store belongs to one feature, whose module alone reads and writes it:
//
// | store          | feature       | module                                            |
// | -------------- | ------------- | ------------------------------------------------- |
// | `decks`        | decks         | src/lib/device-db/decks.ts                        |
// | `deckList`     | decks         | src/lib/device-db/decks.ts                        |
// | `lastCard`     | viewer        | src/features/viewer/last-card-store.ts            |
// | `entitlements` | entitlements  | src/features/entitlements/entitlement-store.ts    |
// | `savedCards`   | saved-cards   | src/lib/device-db/saved-cards.ts                  |
// | `events`       | analytics     | src/features/analytics/event-queue.ts             |
// | `ownDecks`     | own-decks     | src/features/own-decks/own-deck-store.ts          |
//
// The decks' stores stay in src/lib because src/lib/offline-first.ts and the entitlements feature
// use them; the saved cards' because the entitlements feature strips their text while the
// saved-cards feature imports the entitlements feature. The connection itself, and what clears
// several features' stores at once (sign-out), is src/lib/device-db/device-db.ts.
import type { DBSchema, IDBPDatabase } from "idb";
import { DEVICE_DB_NAME } from "../../../shared/device-db";
import type { DeckSummary, DeckWithCards, Entitlements, SavedCardContent } from "../../../shared/api-types";
import type { OwnDeck } from "../../../shared/own-decks";

export const DB_NAME = DEVICE_DB_NAME;
export const DB_VERSION = 6;

export interface StoredDeckList {
  key: "all";
  decks: DeckSummary[];
  fetchedAt: number;
}

export interface StoredDeck {
  deckId: string;
  deck: DeckWithCards;
  fetchedAt: number;
}

/** What the signed-in person owns, as last answered by the server; one record, for one person. */
export interface StoredEntitlements {
  key: "mine";
  /** Whose they are (the user's sub): another person signing in on this device reads none. */
  userId: string;
  entitlements: Entitlements;
  fetchedAt: number;
}

/** A parameter value of an analytics event: flat, never nested. */
type EventParamValue = string | number | boolean;

/**
 * An analytics event waiting to be sent, with the time it happened and the client id it was
 * recorded under (a batch is sent for one client id). `id` orders the queue: oldest first.
 */
export interface StoredEvent {
  id: number;
  clientId: string;
  name: string;
  params: Record<string, EventParamValue>;
  time: number;
}

/** What a saved card shows on the saved list without its deck on the device. */
interface SavedCardInfo {
  deckId: string;
  deckTitle: string;
  coverColor: string;
  /** The card's position in its deck (0-based). */
  index: number;
  /** The card's text; null once the person may no longer read it (it must leave the device). */
  content: SavedCardContent | null;
}

/**
 * One card the signed-in person saved or unsaved on this device, keyed by the card's id. A removal
 * stays as a tombstone (saved: false) until the server has it, so that merging with another
 * device's changes cannot bring the card back; `pending` is true until the server has the change.
 */
export interface StoredSavedCard {
  cardId: string;
  /** Whose it is (the user's sub): another person signing in on this device reads none. */
  userId: string;
  saved: boolean;
  /** When the change was made, epoch milliseconds: the later change to a card wins. */
  changedAt: number;
  pending: boolean;
  card: SavedCardInfo;
}

/**
 * One of the signed-in person's own decks (shared/own-decks.ts), keyed by its id, as this device
 * last saved or synced it. The whole deck is one change, made at `changedAt` (ISO 8601); a
 * deletion stays as a tombstone (deck: null) until the server has it; `pending` is true until the
 * server has the change, and `refusal` holds the server's message when it refused it (over the
 * plan's limits, say): the deck stays on the device and is sent again on the next sync.
 */
export interface StoredOwnDeck {
  deckId: string;
  /** Whose it is (the user's sub): another person signing in on this device reads none. */
  userId: string;
  deck: Pick<OwnDeck, "title" | "description" | "cards" | "shareId"> | null;
  changedAt: string;
  pending: boolean;
  refusal: string | null;
}

interface StoredLastCard {
  deckId: string;
  index: number;
  /** The card's stable id (records from before ids have none): the card is found again after an edit moves it. */
  cardId?: string;
}

/**
 * The device database's schema. Version 1 held only `decks` (a deck's cards with the time they
 * were fetched); version 2 adds the deck list and the last card index per deck; version 3 the
 * signed-in person's entitlements; version 4 the analytics events waiting to be sent; version 5
 * the saved cards; version 6 the person's own decks. Upgrades keep data.
 */
export interface DeviceDbSchema extends DBSchema {
  decks: { key: string; value: StoredDeck };
  deckList: { key: "all"; value: StoredDeckList };
  lastCard: { key: string; value: StoredLastCard };
  entitlements: { key: "mine"; value: StoredEntitlements };
  events: { key: number; value: StoredEvent };
  savedCards: { key: string; value: StoredSavedCard };
  ownDecks: { key: string; value: StoredOwnDeck };
}

/** Brings a database of any older version up to DB_VERSION, keeping what it holds. */
export function upgrade(db: IDBPDatabase<DeviceDbSchema>, oldVersion: number) {
  if (oldVersion < 1) db.createObjectStore("decks", { keyPath: "deckId" });
  if (oldVersion < 2) {
    db.createObjectStore("deckList", { keyPath: "key" });
    db.createObjectStore("lastCard", { keyPath: "deckId" });
  }
  if (oldVersion < 3) db.createObjectStore("entitlements", { keyPath: "key" });
  if (oldVersion < 4) db.createObjectStore("events", { keyPath: "id", autoIncrement: true });
  if (oldVersion < 5) db.createObjectStore("savedCards", { keyPath: "cardId" });
  if (oldVersion < 6) db.createObjectStore("ownDecks", { keyPath: "deckId" });
}
