// A change made on this device that lost to a later one from another device (shared/own-decks.ts:
// the change made last wins) is never dropped without a word. The deck takes the version that
// won, and what lost is kept:
// - an edit, as a deck of its own, "{title} (from {when it was made})", synced like any new deck
//   (a copy keeps everything and asks nothing of the person; a choice would hold the deck up
//   until they answer, on a device they may not look at for days);
// - past the plan's limit (the server refuses the copy), as a choice on the deck: 'Keep this
//   version' or 'Keep the other';
// - a deletion that lost to an edit: the deck comes back, and says so.
// Each is kept in the one store transaction that settles the losing change (own-deck-sync.ts), so
// it happens once per lost change, however many tabs sync and whenever the page reloads; the
// copy's id comes from the lost change itself, so even a second detection could not make two.
import { t } from "@lingui/core/macro";
import { TITLE_MAX, type OwnDeck } from "../../../shared/own-decks";
import { textLength } from "../../../shared/text";
import { i18n } from "../../lib/i18n";
import type { DeckNotice, DeckVersion, OwnDeckRecord } from "./own-deck-store";

/** A deck's entries as the server keeps them (a gathered card by its id alone), to compare. */
const entriesKept = (version: DeckVersion) =>
  JSON.stringify(version.cards.map((card) => (card.kind === "question" ? [card.id, card.question, card.followUp, card.intensity] : [card.id, card.cardId])));

/** Whether two versions of a deck hold the same (a change sent twice, the same edit on two devices): nothing to keep. */
function sameVersion(a: DeckVersion, b: DeckVersion): boolean {
  return a.title === b.title && a.description === b.description && entriesKept(a) === entriesKept(b);
}

/** When a change was made, for the person: "27 Nov, 14:05" in the page's language (with the year when it is not this year's). */
// On an English page, the browser's own way of writing a date (en-GB "27 Nov, 14:05", en-US
// "Nov 27, 2:05 PM"), as before the page had languages; on another, the page's language's.
export function madeAtLabel(iso: string, now: number, locale: string | undefined = i18n.locale === "en" ? undefined : i18n.locale): string {
  const made = new Date(iso);
  const sameYear = made.getFullYear() === new Date(now).getFullYear();
  const format = new Intl.DateTimeFormat(locale, { day: "numeric", month: "short", ...(sameYear ? {} : { year: "numeric" }), hour: "numeric", minute: "2-digit" });
  // One plain space for any (some locales put a narrow no-break space before "PM"): the server
  // makes a title's white space one space, and the copy must read back as it was sent.
  return format.format(made).replace(/\s+/g, " ");
}

/**
 * The copy's title: "{title} (from {when})" in the page's language (the copy is a deck like any
 * other: its title stays as it was made), the title shortened with "…" to keep within TITLE_MAX.
 */
export function copyTitle(title: string, madeAt: string, now: number, locale?: string): string {
  const when = madeAtLabel(madeAt, now, locale);
  const named = (deckTitle: string) => t`${deckTitle} (from ${when})`;
  let base = title;
  while (base !== "" && textLength(named(base)) > TITLE_MAX) base = `${Array.from(base.replace(/…$/, "")).slice(0, -1).join("").trimEnd()}…`;
  return named(base);
}

/** A 53-bit hash of text (cyrb53), for an id that depends on nothing but the lost change. */
function hash(text: string, seed: number): number {
  let h1 = 0xdeadbeef ^ seed;
  let h2 = 0x41c6ce57 ^ seed;
  for (let i = 0; i < text.length; i++) {
    const code = text.charCodeAt(i);
    h1 = Math.imul(h1 ^ code, 2654435761);
    h2 = Math.imul(h2 ^ code, 1597334677);
  }
  h1 = Math.imul(h1 ^ (h1 >>> 16), 2246822507) ^ Math.imul(h2 ^ (h2 >>> 13), 3266489909);
  h2 = Math.imul(h2 ^ (h2 >>> 16), 2246822507) ^ Math.imul(h1 ^ (h1 >>> 13), 3266489909);
  return 4294967296 * (2097151 & h2) + (h1 >>> 0);
}

/** The copy's deck id: "my-" and 16 letters or digits from the lost change (its deck and time). */
export function copyIdOf(deckId: string, changedAt: string): string {
  const key = `${deckId}|${changedAt}`;
  return `my-${hash(key, 1).toString(36).padStart(11, "0").slice(-8)}${hash(key, 2).toString(36).padStart(11, "0").slice(-8)}`;
}

/** A record of the server's deck, keeping this device's notice (and, unless the server says, the share it was copied from). */
export function fromServer(deck: OwnDeck, userId: string, previous?: OwnDeckRecord): OwnDeckRecord {
  const copiedFrom = deck.copiedFrom ?? previous?.copiedFrom ?? null;
  const notice = previous?.notice ?? null;
  return {
    deckId: deck.deckId,
    userId,
    deck: { title: deck.title, description: deck.description, cards: deck.cards, shareId: deck.shareId },
    changedAt: deck.changedAt,
    pending: false,
    refusal: null,
    // Only when there is one: a record as it was before these fields is not written again for them.
    ...(copiedFrom ? { copiedFrom } : {}),
    ...(notice ? { notice } : {}),
  };
}

/**
 * What stands once a pending change (`loser`) has lost to `winner` (the deck as the server has it;
 * null: deleted there): the records that replace it. The winner, with a notice; and, for an edit
 * that held something the winner does not, its copy.
 */
export function resolveLoss(loser: OwnDeckRecord, winner: OwnDeck | null, userId: string, now: number): OwnDeckRecord[] {
  if (loser.deck === null) {
    // A deletion that lost to a later edit: the deck is back. (Lost to a deletion: nothing to keep.)
    return winner ? [{ ...fromServer(winner, userId, loser), notice: { kind: "came-back", deletedAt: loser.changedAt } }] : [];
  }
  if (winner && sameVersion(loser.deck, winner)) return [fromServer(winner, userId, loser)];
  const copyId = copyIdOf(loser.deckId, loser.changedAt);
  const title = copyTitle(loser.deck.title, loser.changedAt, now);
  const copy: OwnDeckRecord = {
    deckId: copyId,
    userId,
    deck: { title, description: loser.deck.description, cards: loser.deck.cards, shareId: null },
    changedAt: new Date(now).toISOString(),
    pending: true,
    refusal: null,
    copiedFrom: null,
    notice: { kind: "kept-copy", of: loser.deckId, ofTitle: winner?.title ?? null, madeAt: loser.changedAt, lostTitle: loser.deck.title },
  };
  if (!winner) return [copy];
  // A choice still waiting on the deck stays (the copy says what it is itself).
  const notice: DeckNotice = loser.notice?.kind === "choose" ? loser.notice : { kind: "copied-to", copyId, copyTitle: title, madeAt: loser.changedAt };
  return [{ ...fromServer(winner, userId, loser), notice }, copy];
}

/** The records with `replacements` in place of `replaced`; a copy already there (detected before) is not made again. */
export function replaceRecord(records: OwnDeckRecord[], replaced: OwnDeckRecord, replacements: OwnDeckRecord[]): OwnDeckRecord[] {
  const others = records.filter((record) => record !== replaced);
  const taken = new Set(others.map((record) => record.deckId));
  return [...others, ...replacements.filter((record) => !taken.has(record.deckId))];
}

/**
 * The server refused a copy for the plan's limit: it goes, and the deck it came from offers the
 * choice of its version ('Keep this version' / 'Keep the other'), with the server's reason. Null
 * when the copy has no deck to go back to (deleted there), or that deck offers a choice already:
 * the copy then stays, refused, on the device.
 */
export function offerChoice(records: OwnDeckRecord[], copy: OwnDeckRecord, reason: string): OwnDeckRecord[] | null {
  const kept = copy.notice?.kind === "kept-copy" ? copy.notice : null;
  const original = kept && records.find((record) => record.deckId === kept.of && record.deck);
  // One choice at a time: with one waiting already, this version stays on the device, refused.
  if (!kept || !original || !copy.deck || original.notice?.kind === "choose") return null;
  const version: DeckVersion = { title: kept.lostTitle, description: copy.deck.description, cards: copy.deck.cards };
  const choose: OwnDeckRecord = { ...original, notice: { kind: "choose", version, madeAt: kept.madeAt, reason } };
  return records.flatMap((record) => (record === copy ? [] : record === original ? [choose] : [record]));
}
