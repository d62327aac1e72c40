// The API's answers that the page keeps on the device (the deck list, a deck with its cards, the
// signed-in person's entitlements), each declared once as a valibot schema with its TypeScript type
// inferred from it. shared/api-types.ts exports these types under the names the page, the service
// worker and the server have always imported; the device's records that hold these answers are
// declared in ./device-records.ts, which checks what is read back from the device against them.
//
// This module imports values from ../api-types (the lists a picklist needs); api-types imports only
// this module's types back (`import type`), which TypeScript erases: no module loads another in a
// circle (eslint's import cycle rule ignores type imports for that reason), and importing api-types
// costs a page no schema code.
import * as v from "valibot";
import { DECK_CATEGORIES, PASS_PLANS } from "../api-types";

/** A card's level: 1 light, 2 personal, 3 deep. */
export const IntensitySchema = v.picklist([1, 2, 3]);

export type Intensity = v.InferOutput<typeof IntensitySchema>;

/** A count or a position: a whole number, never negative. */
const Count = v.pipe(v.number(), v.integer(), v.minValue(0));

/** A deck as the deck list (GET /api/decks) shows it. */
export const DeckSummarySchema = v.object({
  deckId: v.string(),
  title: v.string(),
  description: v.string(),
  isPremium: v.boolean(),
  cardCount: Count,
  category: v.picklist(DECK_CATEGORIES),
  /** Cover background; white text on it meets WCAG AA. */
  coverColor: v.string(),
});

export type DeckSummary = v.InferOutput<typeof DeckSummarySchema>;

/** One card of a deck, as the caller may read it. */
export const CardSchema = v.object({
  /** The card's stable id (unique across decks): it survives edits and reordering. */
  id: v.string(),
  /** Position in the deck, 0-based. */
  index: Count,
  question: v.string(),
  followUp: v.nullable(v.string()),
  intensity: IntensitySchema,
});

export type Card = v.InferOutput<typeof CardSchema>;

/** GET /api/decks/:deckId/cards: a deck with the cards this caller may read. */
export const DeckWithCardsSchema = v.object({
  ...DeckSummarySchema.entries,
  /** The cards this caller may read, in order. */
  cards: v.array(CardSchema),
  /** True when `cards` is only the free preview of a premium deck. */
  preview: v.boolean(),
  /** How many cards were withheld from this caller. */
  lockedCardCount: Count,
  /**
   * The levels of the withheld cards, in deck order (never their text): a table dealt at chosen
   * levels needs every card's level to deal the same order on a phone that holds only the preview.
   * Absent from decks a device stored before it was sent.
   */
  lockedIntensities: v.optional(v.array(IntensitySchema)),
});

export type DeckWithCards = v.InferOutput<typeof DeckWithCardsSchema>;

const OwnedDeckSchema = v.object({
  deckId: v.string(),
  title: v.string(),
  /** Bought through checkout, or granted by support. */
  source: v.picklist(["purchase", "grant"]),
});

export type OwnedDeck = v.InferOutput<typeof OwnedDeckSchema>;

const PassStateSchema = v.object({
  /** Null for a pass granted by support. */
  plan: v.nullable(v.picklist(PASS_PLANS)),
  /** Stripe's subscription status ("active", "past_due", …); "active" for a grant. */
  status: v.string(),
  /** ISO time the paid period (or the grant) ends; null for a grant without an end. */
  currentPeriodEnd: v.nullable(v.string()),
  cancelAtPeriodEnd: v.boolean(),
});

export type PassState = v.InferOutput<typeof PassStateSchema>;

/** GET /api/me/entitlements. `pass` is present only while it gives access. */
export const EntitlementsSchema = v.object({
  decks: v.array(OwnedDeckSchema),
  pass: v.nullable(PassStateSchema),
});

export type Entitlements = v.InferOutput<typeof EntitlementsSchema>;
