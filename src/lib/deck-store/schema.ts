import type { DBSchema } from "idb";
import type { DeckSummary, DeckWithCards, Entitlements } from "../../../shared/api-types";

export const DB_NAME = "spark-decks";
export const DB_VERSION = 4;

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

interface StoredLastCard {
  deckId: string;
  index: number;
}

/**
 * The deck store's schema. Version 1 held only `decks` (a deck's cards with the time they were
 * fetched); version 2 adds the deck list and the last card index per deck; version 3 the signed-in
 * person's entitlements; version 4 the analytics events waiting to be sent. Upgrades keep data.
 */
export interface DeckStoreSchema extends DBSchema {
  decks: { key: string; value: StoredDeck };
  deckList: { key: "all"; value: StoredDeckList };
  lastCard: { key: string; value: StoredLastCard };
  entitlements: { key: "mine"; value: StoredEntitlements };
  events: { key: number; value: StoredEvent };
}
