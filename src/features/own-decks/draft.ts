// The editor's draft of a deck and what it does to it: a new deck's and its entries' ids (made on
// the device, shared/own-decks.ts), moving entries, and the checks before a save (checkOwnDeck,
// the server's own).
import { t } from "@lingui/core/macro";
import type { Intensity } from "../../../shared/api-types";
import { checkOwnDeck } from "../../../shared/schemas/own-decks";
import { OWN_DECK_LIMITS, type OwnDeckCard } from "../../../shared/own-decks";
import { entriesOf } from "./own-deck-merge";
import { checkMessage } from "./own-deck-messages";

const ALPHABET = "abcdefghijklmnopqrstuvwxyz0123456789";

function randomText(length: number): string {
  const bytes = crypto.getRandomValues(new Uint8Array(length));
  return Array.from(bytes, (byte) => ALPHABET[byte % ALPHABET.length]).join("");
}

/** A new deck's id: "my-" and 16 random letters or digits (OWN_DECK_ID). */
export const newDeckId = () => `my-${randomText(16)}`;

const newEntryId = () => randomText(10);

/** One of the person's own questions as it is being written (the follow-up "" when there is none). */
export interface DraftQuestion {
  kind: "question";
  id: string;
  question: string;
  followUp: string;
  intensity: Intensity;
}

/** A card gathered from a deck of the content: shown, moved and removed, never edited. */
export type GatheredCard = Extract<OwnDeckCard, { kind: "card" }>;

export type DraftEntry = DraftQuestion | GatheredCard;

/** A card of the content someone can read, as the viewer offers it to 'Add to my deck'. */
export interface CardToGather {
  cardId: string;
  question: string;
  followUp: string | null;
  intensity: Intensity;
  /** Its own deck, and its place there. */
  deckId: string;
  deckTitle: string;
  coverColor: string;
  position: number;
  isPremium: boolean;
}

/**
 * The card as an entry of a deck. Its origin is the device's until the next sync, when the
 * server's (from the content) replaces it.
 */
export const gatheredEntry = ({ cardId, question, followUp, intensity, deckId, deckTitle, coverColor, position, isPremium }: CardToGather): GatheredCard => ({
  kind: "card",
  id: newEntryId(),
  cardId,
  deckId,
  deckTitle,
  coverColor,
  position,
  isPremium,
  intensity,
  locked: false,
  question,
  followUp,
});

export interface Draft {
  title: string;
  description: string;
  entries: DraftEntry[];
}

export const newQuestion = (): DraftQuestion => ({ kind: "question", id: newEntryId(), question: "", followUp: "", intensity: 1 });

/** A new deck: no title yet, and a first question to write. */
export const emptyDraft = (): Draft => ({ title: "", description: "", entries: [newQuestion()] });

export const draftOf = (deck: { title: string; description: string; cards: OwnDeckCard[] }): Draft => ({
  title: deck.title,
  description: deck.description,
  entries: deck.cards.map((card) => (card.kind === "question" ? { ...card, followUp: card.followUp ?? "" } : card)),
});

/** The entries with the one at `from` moved to `to`. */
export function moveEntry<T>(entries: T[], from: number, to: number): T[] {
  if (from === to || to < 0 || to >= entries.length) return entries;
  const next = [...entries];
  const [moved] = next.splice(from, 1);
  next.splice(to, 0, moved);
  return next;
}

/** What a gathered card shows in the editor: its text when the person may read it. */
export function gatheredText(card: GatheredCard): string {
  if (!card.locked) return card.question;
  const deckTitle = card.deckTitle;
  return t`Locked card from ${deckTitle}`;
}

export type CheckedDraft =
  | { ok: true; deck: { title: string; description: string; cards: OwnDeckCard[] } }
  /** `keep`: only the plan's limit stands in the way, so the deck is kept on the device all the same. */
  | { ok: false; message: string; keep: { title: string; description: string; cards: OwnDeckCard[] } | null };

/**
 * The draft checked as the server will check it, its text trimmed: with the person's card limit,
 * and (when only that limit fails) with the largest plan's, so a deck over the limit is still kept.
 * Its message is in the page's language.
 */
export function checkDraft(draft: Draft, maxCards: number): CheckedDraft {
  const byId = new Map(draft.entries.map((entry) => [entry.id, entry]));
  const cards: OwnDeckCard[] = draft.entries.map((entry) =>
    entry.kind === "question" ? { ...entry, followUp: entry.followUp || null } : entry,
  );
  const body = { title: draft.title, description: draft.description, cards: entriesOf(cards) };
  const asSaved = (value: { title: string; description: string; cards: ReturnType<typeof entriesOf> }) => ({
    title: value.title,
    description: value.description,
    cards: value.cards.map((entry): OwnDeckCard => (entry.kind === "question" ? entry : (byId.get(entry.id) as GatheredCard))),
  });
  const checked = checkOwnDeck(body, maxCards);
  if (checked.ok) return { ok: true, deck: asSaved(checked.value) };
  const largestMax = Math.max(maxCards, OWN_DECK_LIMITS.pass.cards);
  const largest = checkOwnDeck(body, largestMax);
  if (largest.ok) return { ok: false, message: checkMessage(checked.message), keep: asSaved(largest.value) };
  // A problem with the text comes first: it is what the person can fix here.
  return { ok: false, message: checkMessage(cards.length > largestMax ? checked.message : largest.message), keep: null };
}
