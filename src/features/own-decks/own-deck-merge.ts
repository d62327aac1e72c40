// How the device's own decks meet the server's, by the rule in shared/own-decks.ts: the whole deck
// is one change, and the change made last on a device wins, a deletion included. The server
// weighs each change the same way, so two devices end up agreeing whatever order their changes
// reached it in: an older edit arriving later is replaced by the newer deck. What lost is kept on
// the device that made it (own-deck-conflicts.ts), found either in the server's answer to the
// change or in its list, whichever comes first.
import type { OwnDeckCard, OwnDeckEntry, OwnDeckInput, OwnDeckSaved, OwnDecksList } from "../../../shared/own-decks";
import { fromServer, replaceRecord, resolveLoss } from "./own-deck-conflicts";
import type { OwnDeckRecord } from "./own-deck-store";

const timeOf = (iso: string) => Date.parse(iso);

/** A change on this device the server has not had, made after the one the server holds: it stays. */
const deviceWins = (record: OwnDeckRecord, serverChangedAt: string) => record.pending && timeOf(record.changedAt) > timeOf(serverChangedAt);

/** The record as it now stands; the same object when nothing about it changed (it is not written again). */
const settle = (record: OwnDeckRecord | undefined, next: OwnDeckRecord) => (record && JSON.stringify(record) === JSON.stringify(next) ? record : next);

/**
 * The device's records once merged with the server's list: a server deck replaces the device's
 * copy unless that copy is pending and newer; a deletion removes a copy that is not newer; a
 * pending change the server does not know of yet stays; anything else the server no longer holds
 * goes. A pending change that lost (older than the server's) is kept as resolveLoss says.
 */
export function mergeWithServer(local: OwnDeckRecord[], list: OwnDecksList, userId: string, now = Date.now()): OwnDeckRecord[] {
  const mine = new Map(local.map((record) => [record.deckId, record]));
  let merged: OwnDeckRecord[] = [];
  const known = new Set<string>();
  const losses: [OwnDeckRecord, OwnDecksList["decks"][number] | null][] = [];
  for (const deck of list.decks) {
    known.add(deck.deckId);
    const record = mine.get(deck.deckId);
    if (record && deviceWins(record, deck.changedAt)) merged.push(record);
    else if (record?.pending) losses.push([record, deck]);
    else merged.push(settle(record, fromServer(deck, userId, record)));
  }
  for (const gone of list.deleted) {
    known.add(gone.deckId);
    const record = mine.get(gone.deckId);
    if (record && deviceWins(record, gone.changedAt)) merged.push(record);
    else if (record?.pending) losses.push([record, null]);
  }
  for (const record of local) if (!known.has(record.deckId) && record.pending) merged.push(record);
  for (const [record, winner] of losses) merged = replaceRecord([...merged, record], record, resolveLoss(record, winner, userId, now));
  return merged;
}

/** A change as it was sent to the server. */
export type SentChange = Pick<OwnDeckRecord, "deckId" | "changedAt">;

/** Whether the record still holds the change that was sent (not saved again since). */
const holds = (record: OwnDeckRecord, sent: SentChange) => record.deckId === sent.deckId && record.changedAt === sent.changedAt;

/**
 * The server's answer to a change sent: the deck as it stands there (ours, or a later change from
 * another device; null once deleted). A change that lost is kept as resolveLoss says. A record
 * saved again meanwhile stays as it is, pending; one settled meanwhile (by another tab's sync) is
 * not settled twice.
 */
export function applyAnswer(records: OwnDeckRecord[], sent: SentChange, answer: OwnDeckSaved, userId: string, now = Date.now()): OwnDeckRecord[] {
  const record = records.find((r) => holds(r, sent) && r.pending);
  if (!record) return records;
  if (!answer.applied) return replaceRecord(records, record, resolveLoss(record, answer.deck, userId, now));
  return replaceRecord(records, record, answer.deck ? [fromServer(answer.deck, userId, record)] : []);
}

/** A change the server refused (over the plan's limits, say): kept on the device, with the server's message. */
export function refuseChange(records: OwnDeckRecord[], sent: SentChange, message: string): OwnDeckRecord[] {
  return records.map((record) => (holds(record, sent) && record.refusal !== message ? { ...record, refusal: message } : record));
}

/** A deck's entries as the API takes them: a gathered card by its id alone. */
export function entriesOf(cards: OwnDeckCard[]): OwnDeckEntry[] {
  return cards.map((card) =>
    card.kind === "question"
      ? { kind: "question", id: card.id, question: card.question, followUp: card.followUp, intensity: card.intensity }
      : { kind: "card", id: card.id, cardId: card.cardId },
  );
}

/** A record's change as a PUT sends it. */
export function inputOf(record: OwnDeckRecord & { deck: NonNullable<OwnDeckRecord["deck"]> }): OwnDeckInput {
  return { title: record.deck.title, description: record.deck.description, cards: entriesOf(record.deck.cards), changedAt: record.changedAt };
}
