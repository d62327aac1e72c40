// A person's own decks: the wire types and the limits (the checks of a deck as sent, which the page
// and the server run alike, are shared/schemas/own-decks.ts). A deck holds the person's own questions and cards gathered from
// the content ("a session plan"); a gathered premium card stays premium wherever the deck goes.
//
// The API (server/own-decks/):
//   GET    /api/me/decks                    → OwnDecksList (401 without a session)
//   PUT    /api/me/decks/{deckId}           { title, description, cards, changedAt } → 200 OwnDeckSaved
//   DELETE /api/me/decks/{deckId}           { changedAt } → 200 OwnDeckSaved (a tombstone)
//   POST   /api/me/decks/{deckId}/share     → 200 { shareId }    DELETE … → 204 ('Stop sharing')
//   GET    /api/shared-decks/{shareId}      anyone → SharedDeck (404 once sharing stopped)
//   POST   /api/shared-decks/{shareId}/copy signed in → 201 OwnDeckSaved ('Save a copy'), or 409
//                                            AlreadyCopied when a deck of theirs is a copy of it already
//
// Two devices editing one deck: the whole deck is one change, and the change made last on a device
// wins (its changedAt, never later than the server's clock), a deletion included: an older edit
// arriving later loses to it. The answer always carries the deck as it now stands, and the device
// that made the losing change keeps it (src/features/own-decks/own-deck-merge.ts): an edit as a deck
// of its own, "{title} (from {when})", or, with no room for one, as a choice; a deletion that lost
// to an edit lets the deck come back, and says so.
//
// A deletion keeps the deck's share link (not served while deleted): writing the deck again ('Undo')
// brings the same link back. Only 'Stop sharing', or a deletion that stands (its tombstone is
// removed after 90 days), ends a link.
import type { Intensity } from "./api-types";
import type { AlreadyCopied, OwnDeck, OwnDeckCard, OwnDeckSaved, OwnDecksList, SharedDeck } from "./schemas/own-decks-answers";

export type { AlreadyCopied, OwnDeck, OwnDeckCard, OwnDeckSaved, OwnDecksList, SharedDeck };

/** The colour a person's deck is drawn in, wherever it plays (white text on it meets WCAG AA). */
export const OWN_DECK_COLOR = "#3B3F8F";

export const OWN_DECK_LIMITS = { free: { decks: 3, cards: 50 }, pass: { decks: 100, cards: 200 } } as const;
export const TITLE_MAX = 80;
export const DESCRIPTION_MAX = 300;
export const QUESTION_MAX = 280;

/** A deck id of the person's own: "my-" and 8–32 letters, digits or dashes (made on the device). */
export const OWN_DECK_ID = /^my-[a-z0-9-]{8,32}$/;
/** An entry's id within its deck (made on the device): 1–40 letters, digits, dashes or underscores. */
export const ENTRY_ID = /^[A-Za-z0-9_-]{1,40}$/;

/** One of the person's own questions. */
interface OwnQuestion {
  kind: "question";
  id: string;
  question: string;
  followUp: string | null;
  intensity: Intensity;
}

/** A card gathered from a deck of the content, by its id. */
interface GatheredCard {
  kind: "card";
  id: string;
  cardId: string;
}

export type OwnDeckEntry = OwnQuestion | GatheredCard;

export interface OwnDeckInput {
  title: string;
  description: string;
  cards: OwnDeckEntry[];
  /** When the change was made on the device (ISO 8601 with its offset). */
  changedAt: string;
}

// The answers (OwnDeck, OwnDeckCard, OwnDecksList, OwnDeckSaved, SharedDeck, AlreadyCopied) are
// declared as valibot schemas in ./schemas/own-decks-answers.ts, their types inferred there.

/**
 * Why a person cannot keep one more deck, in the server's words and the page's: the limit, and what
 * makes room (the All-Access Pass keeps OWN_DECK_LIMITS.pass.decks).
 */
export function deckLimitMessage(maxDecks: number): string {
  const more = maxDecks < OWN_DECK_LIMITS.pass.decks ? `Delete one, or get the All-Access Pass for ${OWN_DECK_LIMITS.pass.decks}.` : "Delete one to make room.";
  return `You can keep ${maxDecks} decks on your plan. ${more}`;
}

/** Why a deck cannot hold one more card on the person's plan. */
export const cardLimitMessage = (maxCards: number) => `A deck can hold at most ${maxCards} cards on your plan.`;
