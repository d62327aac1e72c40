// The own-decks feature's store in the device database (`ownDecks`, src/lib/device-db/schema.ts):
// the signed-in person's decks as this device last saved or synced them, with the changes the
// server has not had yet. Every save lands here first, so nothing made offline is lost.
import type { OwnDeckCard } from "../../../shared/own-decks";
import { deviceDb, type DeviceDb } from "../../lib/device-db";
import type { StoredOwnDeck } from "../../lib/device-db/schema";

/** A deck's content: what one change of it holds. */
export interface DeckVersion {
  title: string;
  description: string;
  cards: OwnDeckCard[];
}

/**
 * What this device has to tell the person about a deck, kept until they have seen it (own-deck-merge.ts):
 * a change made here that lost to a later one elsewhere is never dropped without a word.
 */
export type DeckNotice =
  /** On a copy: this device's version of deck `of` (made at `madeAt`, titled `lostTitle`), which lost to a later change there (`ofTitle` its title now; null: deleted there). */
  | { kind: "kept-copy"; of: string; ofTitle: string | null; madeAt: string; lostTitle: string }
  /** On the deck whose version from this device lost: that version is the deck `copyId`. */
  | { kind: "copied-to"; copyId: string; copyTitle: string; madeAt: string }
  /** On a deck deleted here (at `deletedAt`) whose deletion lost to a later edit elsewhere: it is back. */
  | { kind: "came-back"; deletedAt: string }
  /** On a deck whose version from this device lost with no room for a copy (`reason`): the person chooses. */
  | { kind: "choose"; version: DeckVersion; madeAt: string; reason: string };

/**
 * A deck as this device holds it (the device database's StoredOwnDeck), with what this feature adds:
 * the share it was saved from ('Save a copy'), and a notice for the person. Both are optional, so
 * records written before them read as they are.
 */
export type OwnDeckRecord = StoredOwnDeck & {
  copiedFrom?: string | null;
  notice?: DeckNotice | null;
};

export interface OwnDeckStore {
  /** This person's records, tombstones included. Damaged records and anyone else's are dropped. */
  readAll(userId: string): Promise<OwnDeckRecord[]>;
  /**
   * Hands this person's records to `change` and keeps what it returns (a record it leaves out is
   * deleted, one it returns as it was is not written again), in one transaction: a save landing
   * while a sync merges is never lost. `change` runs synchronously. Resolves with the records kept;
   * rejects with a DeviceDbQuotaError when the device is full.
   */
  update(userId: string, change: (records: OwnDeckRecord[]) => OwnDeckRecord[]): Promise<OwnDeckRecord[]>;
}

const isText = (value: unknown): value is string => typeof value === "string";

function isValidVersion(value: DeckVersion | undefined): boolean {
  return (
    !!value &&
    isText(value.title) &&
    isText(value.description) &&
    Array.isArray(value.cards) &&
    value.cards.every((card) => !!card && isText(card.id) && (card.kind === "question" ? isText(card.question) : card.kind === "card" && isText(card.cardId)))
  );
}

function isValidDeck(deck: unknown): boolean {
  if (deck === null) return true;
  const value = deck as StoredOwnDeck["deck"];
  return !!value && isValidVersion(value) && (value.shareId === null || isText(value.shareId));
}

const isTime = (value: unknown) => isText(value) && !Number.isNaN(Date.parse(value));

function isValidNotice(value: unknown): boolean {
  if (value === undefined || value === null) return true;
  const notice = value as DeckNotice;
  switch (notice.kind) {
    case "kept-copy":
      return isText(notice.of) && (notice.ofTitle === null || isText(notice.ofTitle)) && isTime(notice.madeAt) && isText(notice.lostTitle);
    case "copied-to":
      return isText(notice.copyId) && isText(notice.copyTitle) && isTime(notice.madeAt);
    case "came-back":
      return isTime(notice.deletedAt);
    case "choose":
      return isValidVersion(notice.version) && isTime(notice.madeAt) && isText(notice.reason);
    default:
      return false;
  }
}

function isValidRecord(value: unknown): value is OwnDeckRecord {
  const record = value as OwnDeckRecord | undefined;
  return (
    isText(record?.deckId) &&
    isText(record?.userId) &&
    isText(record?.changedAt) &&
    !Number.isNaN(Date.parse(record.changedAt)) &&
    typeof record.pending === "boolean" &&
    (record.refusal === null || isText(record.refusal)) &&
    isValidDeck(record.deck) &&
    (record.copiedFrom === undefined || record.copiedFrom === null || isText(record.copiedFrom)) &&
    isValidNotice(record.notice)
  );
}

/** What `withDatabase` answers when there is no database to work on. */
const UNAVAILABLE = Symbol("unavailable");

function applyChange(mine: OwnDeckRecord[], change: (records: OwnDeckRecord[]) => OwnDeckRecord[]) {
  const kept = change(mine);
  const keptIds = new Set(kept.map((record) => record.deckId));
  const unchanged = new Set(mine);
  return {
    kept,
    removed: mine.filter((record) => !keptIds.has(record.deckId)).map((record) => record.deckId),
    written: kept.filter((record) => !unchanged.has(record)),
  };
}

export function createOwnDeckStore(store: DeviceDb = deviceDb): OwnDeckStore {
  // Where IndexedDB is missing (or refuses an operation) the records live in memory for the life of
  // the page, so a save still shows and still reaches the server; a reload starts from the server.
  const memory = new Map<string, OwnDeckRecord>();

  function updateInMemory(userId: string, change: (records: OwnDeckRecord[]) => OwnDeckRecord[]) {
    for (const [deckId, record] of memory) if (record.userId !== userId) memory.delete(deckId);
    const { kept, removed } = applyChange([...memory.values()], change);
    removed.forEach((deckId) => memory.delete(deckId));
    kept.forEach((record) => memory.set(record.deckId, record));
    return kept;
  }

  async function update(userId: string, change: (records: OwnDeckRecord[]) => OwnDeckRecord[]) {
    let kept: OwnDeckRecord[] | typeof UNAVAILABLE = UNAVAILABLE;
    await store.writeWithDatabase(async (db) => {
      const tx = db.transaction("ownDecks", "readwrite");
      const mine: OwnDeckRecord[] = [];
      for await (const cursor of tx.store) {
        const record: unknown = cursor.value;
        // One person's decks at a time: a record of anyone else's (left by a sign-out that could
        // not clear it) goes, like a damaged one.
        if (isValidRecord(record) && record.userId === userId) mine.push(record);
        else await cursor.delete();
      }
      const result = applyChange(mine, change);
      await Promise.all([...result.removed.map((deckId) => tx.store.delete(deckId)), ...result.written.map((record) => tx.store.put(record)), tx.done]);
      kept = result.kept;
    });
    return kept === UNAVAILABLE ? updateInMemory(userId, change) : kept;
  }

  return {
    readAll: (userId) => update(userId, (records) => records).catch(() => []),
    update,
  };
}

/** The page's own decks, in the page's device database. */
export const ownDeckStore = createOwnDeckStore();
