// The records the page keeps in its IndexedDB database (the stores are listed in
// src/lib/device-db/schema.ts): each declared once as a valibot schema, its TypeScript type
// inferred from it; the API's answers they hold are declared in ./answers.ts. What is read back
// from the device is checked against its schema by the store's module: a record that does not
// match (damaged, or left by a bug) is dropped and fetched again (from the account, or the API),
// never handed to the page to crash on. The schema library is never part of a page's first load:
// the stores a page reads before it is usable (the decks, the last card, the entitlements, the
// saved cards) load this module with import() when they first read a record back (recordChecks in
// src/lib/device-db/schema.ts; the sync's collections, src/lib/device-sync/collection.ts), and the
// analytics queue imports it in a feature loaded only once the page is idle.
//
// These records are people's offline data: an app update opens the database they already hold, so
// a change of shape here needs a new database version and an upgrade step that converts what is
// stored (src/lib/device-db/schema.ts).
import * as v from "valibot";
import { CardSchema, DeckSummarySchema, DeckWithCardsSchema, EntitlementsSchema, IntensitySchema as Intensity } from "./answers";
import { OwnQuestionSchema as OwnQuestion } from "./own-decks-answers";
import { LANGUAGES } from "../languages";

/**
 * When a change was made on the device: an ISO 8601 time, as Date.toISOString() writes it
 * ("2026-01-01T12:00:00.000Z"). The one form of `changedAt` on the device, for saved cards and own
 * decks alike: ISO, not epoch numbers, because it is what both APIs send and answer (a change is
 * kept as the server will hear it, and an answer is kept as it came), an own deck's copy takes its
 * id from the text of the change that lost (own-deck-conflicts.ts), and a person or a developer
 * reading the device's data sees a date. Compare times with Date.parse, never as text.
 * (Database version 6 kept saved cards' as epoch milliseconds; version 7 converts them.)
 */
const DeviceTime = v.pipe(
  v.string(),
  v.check((text) => !Number.isNaN(Date.parse(text))),
);

/** A position (a card's in its deck): a whole number, from 0. */
const Position = v.pipe(v.number(), v.integer(), v.minValue(0));

/** Who the record belongs to, and where its last change stands: what the sync engine reads. */
const synced = {
  /** Whose it is (the user's sub): another person signing in on this device reads none. */
  userId: v.string(),
  /** When its last change was made on a device; the later change wins. */
  changedAt: DeviceTime,
  /** True until the server has the change. */
  pending: v.boolean(),
};

/** What a saved card shows on the saved list without its deck on the device. */
const SavedCardInfo = v.object({
  deckId: v.string(),
  deckTitle: v.string(),
  coverColor: v.string(),
  /** The card's position in its deck (0-based). */
  index: Position,
  /** The card's text; null once the person may no longer read it (it must leave the device). */
  content: v.nullable(v.object({ question: v.string(), followUp: v.nullable(v.string()), intensity: Intensity })),
});

/**
 * One card the signed-in person saved or unsaved on this device, keyed by the card's id (the
 * `savedCards` store). A removal stays as a tombstone (saved: false) until the server has it, so
 * that merging with another device's changes cannot bring the card back.
 */
export const SavedCardRecordSchema = v.object({
  cardId: v.string(),
  ...synced,
  saved: v.boolean(),
  card: SavedCardInfo,
});

export type SavedCardRecord = v.InferOutput<typeof SavedCardRecordSchema>;

/** A card gathered from a deck of the content, with where it comes from; its text only while readable. */
const gathered = {
  kind: v.literal("card"),
  id: v.string(),
  cardId: v.string(),
  deckId: v.string(),
  deckTitle: v.string(),
  coverColor: v.string(),
  position: v.number(),
  isPremium: v.boolean(),
  intensity: Intensity,
};

const GatheredCard = v.variant("locked", [
  v.object({ ...gathered, locked: v.literal(false), question: v.string(), followUp: v.nullable(v.string()) }),
  v.object({ ...gathered, locked: v.literal(true) }),
]);

const OwnDeckCard = v.variant("kind", [OwnQuestion, GatheredCard]);

/** A deck's content: what one change of it holds. */
const DeckVersionSchema = v.object({
  title: v.string(),
  description: v.string(),
  cards: v.array(OwnDeckCard),
});

export type DeckVersion = v.InferOutput<typeof DeckVersionSchema>;

/**
 * What this device has to tell the person about a deck, kept until they have seen it
 * (src/features/own-decks/own-deck-conflicts.ts): a change made here that lost to a later one
 * elsewhere is never dropped without a word.
 */
const DeckNoticeSchema = v.variant("kind", [
  /** On a copy: this device's version of deck `of` (made at `madeAt`, titled `lostTitle`), which lost to a later change there (`ofTitle` its title now; null: deleted there). */
  v.object({ kind: v.literal("kept-copy"), of: v.string(), ofTitle: v.nullable(v.string()), madeAt: DeviceTime, lostTitle: v.string() }),
  /** On the deck whose version from this device lost: that version is the deck `copyId`. */
  v.object({ kind: v.literal("copied-to"), copyId: v.string(), copyTitle: v.string(), madeAt: DeviceTime }),
  /** On a deck deleted here (at `deletedAt`) whose deletion lost to a later edit elsewhere: it is back. */
  v.object({ kind: v.literal("came-back"), deletedAt: DeviceTime }),
  /** On a deck whose version from this device lost with no room for a copy (`reason`): the person chooses. */
  v.object({ kind: v.literal("choose"), version: DeckVersionSchema, madeAt: DeviceTime, reason: v.string() }),
]);

export type DeckNotice = v.InferOutput<typeof DeckNoticeSchema>;

/**
 * One of the signed-in person's own decks, keyed by its id (the `ownDecks` store), as this device
 * last saved or synced it. The whole deck is one change; a deletion stays as a tombstone (deck:
 * null) until the server has it. `refusal` holds the server's message when it refused the change
 * (over the plan's limits, say): the deck stays on the device. `copiedFrom` (the share it was saved
 * from, 'Save a copy') and `notice` came after the first records were written: optional.
 */
export const OwnDeckRecordSchema = v.object({
  deckId: v.string(),
  ...synced,
  deck: v.nullable(v.object({ ...DeckVersionSchema.entries, shareId: v.nullable(v.string()) })),
  refusal: v.nullable(v.string()),
  copiedFrom: v.optional(v.nullable(v.string())),
  notice: v.optional(v.nullable(DeckNoticeSchema)),
});

export type OwnDeckRecord = v.InferOutput<typeof OwnDeckRecordSchema>;

/** Whether a record read back from the device is a saved card as the page writes it. */
export const isSavedCardRecord = (value: unknown): value is SavedCardRecord => v.is(SavedCardRecordSchema, value);
/** Whether a record read back from the device is an own deck as the page writes it. */
export const isOwnDeckRecord = (value: unknown): value is OwnDeckRecord => v.is(OwnDeckRecordSchema, value);

// ---- The decks, the entitlements, the analytics events and the last card ----

/** When an answer was fetched, in epoch milliseconds (Date.now()): the freshness rule (src/lib/offline-first.ts) compares it. */
const FetchedAt = v.number();

/** A page's language, which the deck list and the decks are asked for and kept by. */
const PageLanguage = v.picklist(LANGUAGES);

/**
 * One deck with the cards this device may read, as the API answered for a page in `language`, and
 * when (the `decks` store, keyed by deck id and language: each language opened is kept, and a deck
 * plays offline in it). `deck.language` says which language the text is in (English, for a deck
 * not published in the one asked for).
 */
const StoredDeckSchema = v.object({ deckId: v.string(), language: PageLanguage, deck: DeckWithCardsSchema, fetchedAt: FetchedAt });

export type StoredDeck = v.InferOutput<typeof StoredDeckSchema>;

/**
 * A stored deck as it is checked when read back: the deck its key names, as the page writes it,
 * except that a card may have no id. Decks stored before cards had ids (November 2026) hold such
 * cards, and they stay readable as they always were (the viewer and the analytics find a card
 * without an id by its position) until the deck is fetched again.
 */
const StoredDeckAsRead = v.pipe(
  v.object({
    ...StoredDeckSchema.entries,
    deck: v.object({ ...DeckWithCardsSchema.entries, cards: v.array(v.object({ ...CardSchema.entries, id: v.optional(v.string()) })) }),
  }),
  v.check((record) => record.deck.deckId === record.deckId),
);

/** The deck list (the `deckList` store's record per language, keyed by it), as the API answered, and when. */
const StoredDeckListSchema = v.object({ key: PageLanguage, decks: v.array(DeckSummarySchema), fetchedAt: FetchedAt });

export type StoredDeckList = v.InferOutput<typeof StoredDeckListSchema>;

/** What the signed-in person owns, as last answered by the server (the `entitlements` store's one record, for one person). */
const StoredEntitlementsSchema = v.object({
  key: v.literal("mine"),
  /** Whose they are (the user's sub): another person signing in on this device reads none. */
  userId: v.string(),
  entitlements: EntitlementsSchema,
  fetchedAt: FetchedAt,
});

export type StoredEntitlements = v.InferOutput<typeof StoredEntitlementsSchema>;

/**
 * An analytics event waiting to be sent (the `events` store), with the time it happened and the
 * client id it was recorded under (a batch is sent for one client id). `id`, given by the store,
 * orders the queue: oldest first. Its params are flat, never nested; an optional one the event left
 * out may be kept as undefined.
 */
const StoredEventSchema = v.object({
  id: v.number(),
  clientId: v.string(),
  name: v.string(),
  params: v.record(v.string(), v.optional(v.union([v.string(), v.number(), v.boolean()]))),
  time: v.pipe(v.number(), v.finite()),
});

export type StoredEvent = v.InferOutput<typeof StoredEventSchema>;

/** Where the device was in a deck (the `lastCard` store, keyed by deck id). */
const StoredLastCardSchema = v.object({
  deckId: v.string(),
  index: Position,
  /** The card's stable id (records from before ids have none): the card is found again after an edit moves it. */
  cardId: v.optional(v.string()),
});

export type StoredLastCard = v.InferOutput<typeof StoredLastCardSchema>;

/** Whether a record read back from the device is a deck as the page writes it (its cards' ids aside: StoredDeckAsRead). */
export const isStoredDeck = (value: unknown): value is StoredDeck => v.is(StoredDeckAsRead, value);
/** Whether a record read back from the device is the deck list as the page writes it. */
export const isStoredDeckList = (value: unknown): value is StoredDeckList => v.is(StoredDeckListSchema, value);
/** Whether a record read back from the device is the entitlements as the page writes them. */
export const isStoredEntitlements = (value: unknown): value is StoredEntitlements => v.is(StoredEntitlementsSchema, value);
/** Whether a record read back from the device is an analytics event as the page writes it. */
export const isStoredEvent = (value: unknown): value is StoredEvent => v.is(StoredEventSchema, value);
/** Whether a record read back from the device is a last card as the page writes it. */
export const isStoredLastCard = (value: unknown): value is StoredLastCard => v.is(StoredLastCardSchema, value);
