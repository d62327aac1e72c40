// How the device's saved cards meet the server's: each card's later change wins (the one rule in
// shared/saved-cards.ts, which the server applies too), so two devices that saved and unsaved the
// same card end up agreeing whatever order their changes reached the server in.
import type { SavedCard, SavedCardsList, SavedCardState } from "../../../shared/api-types";
import { changeWins, laterChange, type CardChange } from "../../../shared/saved-cards";
import type { SavedCardRecord } from "../../lib/device-db/saved-cards";

/**
 * A change as the server holds it: a saved card with what it shows, or a tombstone; its time as
 * the rule weighs it (epoch milliseconds) and as the server wrote it (`at`, kept on the device).
 */
interface ServerChange extends CardChange {
  at: string;
  card: SavedCard | null;
}

function serverChanges(list: SavedCardsList): Map<string, ServerChange> {
  const changes = new Map<string, ServerChange>();
  const add = (cardId: string, change: ServerChange) => changes.set(cardId, laterChange(changes.get(cardId), change) ?? change);
  list.cards.forEach((card) => add(card.cardId, { saved: true, changedAt: Date.parse(card.savedAt), at: card.savedAt, card }));
  list.removed.forEach(({ cardId, removedAt }) => add(cardId, { saved: false, changedAt: Date.parse(removedAt), at: removedAt, card: null }));
  return changes;
}

/** The device's change as the rule weighs it. */
const changeOf = (record: SavedCardRecord): CardChange => ({ saved: record.saved, changedAt: Date.parse(record.changedAt) });

const infoOf = ({ deckId, deckTitle, coverColor, index, content }: SavedCard): SavedCardRecord["card"] => ({
  deckId,
  deckTitle,
  coverColor,
  index,
  content,
});

const sameInfo = (a: SavedCardRecord["card"], b: SavedCardRecord["card"]) => JSON.stringify(a) === JSON.stringify(b);

/** The record as it stands after the merge; the same object when nothing about it changed. */
function settle(record: SavedCardRecord, next: Pick<SavedCardRecord, "saved" | "changedAt" | "pending" | "card">): SavedCardRecord {
  const same =
    record.saved === next.saved && record.changedAt === next.changedAt && record.pending === next.pending && sameInfo(record.card, next.card);
  return same ? record : { ...record, ...next };
}

function mergeCard(local: SavedCardRecord, remote: ServerChange | undefined): SavedCardRecord | null {
  // Not on the server at all: a change it has not had yet stays; one it had has since gone there
  // (the card left the content, or its tombstone was let go), so it goes here too.
  if (!remote) return local.pending ? local : null;
  // Whatever wins, the server's copy of a saved card says what the person may read now: null text
  // means the question must leave the device.
  const card = remote.card ? infoOf(remote.card) : local.card;
  const mine = changeOf(local);
  if (changeWins(remote, mine)) {
    return remote.saved ? settle(local, { saved: true, changedAt: remote.at, pending: false, card }) : null;
  }
  const heldByServer = remote.saved === mine.saved && remote.changedAt === mine.changedAt;
  const pending = local.pending && !heldByServer;
  // A removal the server has (or no longer needs) has done its work.
  if (!local.saved && !pending) return null;
  return settle(local, { saved: local.saved, changedAt: local.changedAt, pending, card });
}

/**
 * The device's records once merged with the server's list: for each card the later change wins; a
 * change the device made that the server does not hold yet stays pending; a removal is let go once
 * synced; server-side saves the device did not know of arrive with their text.
 */
export function mergeWithServer(local: SavedCardRecord[], list: SavedCardsList, userId: string): SavedCardRecord[] {
  const remote = serverChanges(list);
  const merged: SavedCardRecord[] = [];
  for (const record of local) {
    const next = mergeCard(record, remote.get(record.cardId));
    if (next) merged.push(next);
    remote.delete(record.cardId);
  }
  for (const [cardId, change] of remote) {
    if (change.card) merged.push({ cardId, userId, saved: true, changedAt: change.at, pending: false, card: infoOf(change.card) });
  }
  return merged;
}

/** A change as it was sent to the server. */
export type SentChange = Pick<SavedCardRecord, "cardId" | "saved" | "changedAt">;

/** Whether the record still holds the change that was sent (the person has not tapped again since). */
const holds = (record: SavedCardRecord, sent: SentChange) =>
  record.cardId === sent.cardId && record.saved === sent.saved && record.changedAt === sent.changedAt;

/**
 * The server's answer to a change sent: the state that stands there (ours, or a later one from
 * another device). A record changed again meanwhile stays as it is, pending.
 */
export function applyAnswer(records: SavedCardRecord[], sent: SentChange, answer: SavedCardState): SavedCardRecord[] {
  return records.flatMap((record) => {
    if (!holds(record, sent)) return [record];
    if (!answer.saved) return [];
    return [{ ...record, saved: true, changedAt: answer.changedAt, pending: false }];
  });
}

/** A change the server will never take (a save without the pass, a card that is gone) leaves the device. */
export function dropChange(records: SavedCardRecord[], sent: SentChange): SavedCardRecord[] {
  return records.filter((record) => !holds(record, sent));
}
