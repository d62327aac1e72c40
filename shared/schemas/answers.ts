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
import { LANGUAGES } from "../languages";

/** A card's level: 1 light, 2 personal, 3 deep. */
export const IntensitySchema = v.picklist([1, 2, 3]);

export type Intensity = v.InferOutput<typeof IntensitySchema>;

/** A count or a position: a whole number, never negative. */
export const Count = v.pipe(v.number(), v.integer(), v.minValue(0));

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
  /**
   * The language of the title, description and cards: the one asked for (`?lang=`) when the deck
   * is published in it, else English. Absent from answers a device stored before it was sent
   * (they are English).
   */
  language: v.optional(v.picklist(LANGUAGES)),
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

// ---- The other answers the page reads. Declared here so that every answer has one schema; the
// page does not check them at run time (that would put valibot in its first load), it reads their
// inferred types through shared/api-types.ts. server/answer-schemas.test.ts holds the declarations
// to the server: each route's real answer must parse.

/** The API's usual error answer. */
export const ApiErrorBodySchema = v.object({
  error: v.string(),
  message: v.string(),
});

export type ApiErrorBody = v.InferOutput<typeof ApiErrorBodySchema>;

/**
 * GET /api/auth/config: what the page needs to talk to the user pool. No secrets.
 * Local mode (the cognito-local emulator): `endpoint` is "/identity/" on this origin and
 * `hostedUiUrl` is "<origin>/identity"; production: `endpoint` is null (the library's default,
 * cognito-idp.<region>.amazonaws.com) and `hostedUiUrl` is "https://<COGNITO_DOMAIN>".
 *
 */
export const AuthConfigSchema = v.object({
  region: v.string(),
  userPoolId: v.string(),
  clientId: v.string(),
  /** The Cognito JSON API endpoint for `new CognitoUserPool({ UserPoolId, ClientId, endpoint })`. */
  endpoint: v.nullable(v.string()),
  /** Base of the hosted UI: `${hostedUiUrl}/oauth2/authorize`, `/oauth2/token`, `/logout`. */
  hostedUiUrl: v.string(),
  redirectSignIn: v.string(),
  redirectSignOut: v.string(),
  authFlow: v.picklist(["USER_SRP_AUTH", "USER_PASSWORD_AUTH"]),
  /** OAuth scopes to ask the hosted UI for. */
  scopes: v.array(v.string()),
  localMode: v.boolean(),
  /** False against the emulator (no GlobalSignOut): revoke the refresh token instead. */
  supportsGlobalSignOut: v.boolean(),
});

export type AuthConfig = v.InferOutput<typeof AuthConfigSchema>;

const PriceInfoSchema = v.object({
  /** In the currency's smallest unit (cents). */
  amount: Count,
  /** The amount as the page shows it, without a currency symbol ("11.99"). */
  display: v.string(),
});

export type PriceInfo = v.InferOutput<typeof PriceInfoSchema>;

/** GET /api/pricing: the one source of the prices the page shows and checkout charges. */
export const PricingSchema = v.object({
  /** ISO currency code, lower case ("usd"). */
  currency: v.string(),
  deck: PriceInfoSchema,
  monthly: PriceInfoSchema,
  yearly: PriceInfoSchema,
  /** False when payments are not configured on this server: the page shows prices, not buttons. */
  purchasable: v.boolean(),
});

export type Pricing = v.InferOutput<typeof PricingSchema>;

/** POST /api/billing/checkout → 200; also the 409 `checkout_open` answer's `url`. */
export const CheckoutStartedSchema = v.object({
  url: v.string(),
});

export type CheckoutStarted = v.InferOutput<typeof CheckoutStartedSchema>;

/** What a checkout sells: a deck (with its title, to name it) or the pass's plan. */
const PurchaseSchema = v.variant("kind", [
  v.object({ kind: v.literal("deck"), deckId: v.string(), deckTitle: v.string() }),
  v.object({ kind: v.literal("pass"), plan: v.picklist(PASS_PLANS) }),
]);

export type Purchase = v.InferOutput<typeof PurchaseSchema>;

/** GET /api/billing/session/:id: a checkout of the signed-in person's, confirmed with Stripe. */
export const CheckoutSessionStateSchema = v.object({
  id: v.string(),
  status: v.picklist(["open", "complete", "expired"]),
  paid: v.boolean(),
  purchase: PurchaseSchema,
  /** True once what was bought is unlocked for this person. */
  entitled: v.boolean(),
});

export type CheckoutSessionState = v.InferOutput<typeof CheckoutSessionStateSchema>;

/** The answer of PUT and DELETE /api/me/saved-cards/:cardId: the card's state once the change was weighed (an older change loses). */
export const SavedCardStateSchema = v.object({
  cardId: v.string(),
  saved: v.boolean(),
  changedAt: v.string(),
});

export type SavedCardState = v.InferOutput<typeof SavedCardStateSchema>;

/** A card's text, as a saved card carries it. */
const SavedCardContentSchema = v.object({
  question: v.string(),
  followUp: v.nullable(v.string()),
  intensity: IntensitySchema,
});

export type SavedCardContent = v.InferOutput<typeof SavedCardContentSchema>;

const SavedCardSchema = v.object({
  cardId: v.string(),
  deckId: v.string(),
  deckTitle: v.string(),
  coverColor: v.string(),
  /** The card's position in its deck (0-based). */
  index: Count,
  savedAt: v.string(),
  /** The card's text; null while this person may not read it (a premium card after the pass ended). */
  content: v.nullable(SavedCardContentSchema),
});

export type SavedCard = v.InferOutput<typeof SavedCardSchema>;

/**
 * GET /api/me/saved-cards: the person's saved cards, newest first (cards no longer in any deck are
 * left out), and the removals the server keeps as tombstones, so that a device can merge.
 *
 */
export const SavedCardsListSchema = v.object({
  cards: v.array(SavedCardSchema),
  removed: v.array(v.object({ cardId: v.string(), removedAt: v.string() })),
});

export type SavedCardsList = v.InferOutput<typeof SavedCardsListSchema>;

/** POST /api/feedback → 201 (shared/feedback.ts). */
export const FeedbackCreatedSchema = v.object({
  id: Count,
  createdAt: v.string(),
});

export type FeedbackCreated = v.InferOutput<typeof FeedbackCreatedSchema>;

/** 202 answer of POST /api/events: how many events were new (duplicates are not stored again). */
export const EventsAcceptedSchema = v.object({
  stored: Count,
});

export type EventsAccepted = v.InferOutput<typeof EventsAcceptedSchema>;
