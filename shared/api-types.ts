// The product API's wire types, in the one folder the page (src/), the service worker (sw/) and the
// server (server/) all import.
//
// The answers the page keeps on the device (the deck list's decks, a deck with its cards, the
// entitlements) are declared as valibot schemas in ./schemas/answers.ts, their types inferred there
// and exported here under the names everyone imports. Imported as types only: erased from the
// JavaScript, so this module loads no schema code (and the import cycle rule, rightly, ignores it).
import type { Card, DeckSummary, DeckWithCards, Entitlements, Intensity, OwnedDeck, PassState } from "./schemas/answers";

export type { Card, DeckSummary, DeckWithCards, Entitlements, Intensity, OwnedDeck, PassState };

export const DECK_CATEGORIES = ["relationships", "teams", "self-discovery"] as const;
export type DeckCategory = (typeof DECK_CATEGORIES)[number];

/** Cards a visitor may read on a premium deck (spec: "only the first 5 cards are previewable"). */
export const FREE_PREVIEW_CARDS = 5;

export interface ApiErrorBody {
  error: string;
  message: string;
}

/**
 * GET /api/auth/config: what the page needs to talk to the user pool. No secrets.
 * Local mode (the cognito-local emulator): `endpoint` is "/identity/" on this origin and
 * `hostedUiUrl` is "<origin>/identity"; production: `endpoint` is null (the library's default,
 * cognito-idp.<region>.amazonaws.com) and `hostedUiUrl` is "https://<COGNITO_DOMAIN>".
 */
export interface AuthConfig {
  region: string;
  userPoolId: string;
  clientId: string;
  /** The Cognito JSON API endpoint for `new CognitoUserPool({ UserPoolId, ClientId, endpoint })`. */
  endpoint: string | null;
  /** Base of the hosted UI: `${hostedUiUrl}/oauth2/authorize`, `/oauth2/token`, `/logout`. */
  hostedUiUrl: string;
  redirectSignIn: string;
  redirectSignOut: string;
  authFlow: "USER_SRP_AUTH" | "USER_PASSWORD_AUTH";
  /** OAuth scopes to ask the hosted UI for. */
  scopes: string[];
  localMode: boolean;
  /** False against the emulator (no GlobalSignOut): revoke the refresh token instead. */
  supportsGlobalSignOut: boolean;
}

// ---- Purchases (server/billing/, src/features/billing/) ----

/** A catalogue deck's id (and a card's): lower-case letters and digits joined by hyphens, at most 64 characters. */
export const DECK_ID_PATTERN = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;
export const DECK_ID_MAX_LENGTH = 64;

export const PASS_PLANS = ["monthly", "yearly"] as const;
/** The All-Access Pass's billing period. */
export type PassPlan = (typeof PASS_PLANS)[number];

export interface PriceInfo {
  /** In the currency's smallest unit (cents). */
  amount: number;
  /** The amount as the page shows it, without a currency symbol ("11.99"). */
  display: string;
}

/** GET /api/pricing: the one source of the prices the page shows and checkout charges. */
export interface Pricing {
  /** ISO currency code, lower case ("usd"). */
  currency: string;
  deck: PriceInfo;
  monthly: PriceInfo;
  yearly: PriceInfo;
  /** False when payments are not configured on this server: the page shows prices, not buttons. */
  purchasable: boolean;
}

/** POST /api/billing/checkout → 200; also the 409 `checkout_open` answer's `url`. */
export interface CheckoutStarted {
  url: string;
}

export type Purchase = { kind: "deck"; deckId: string; deckTitle: string } | { kind: "pass"; plan: PassPlan };

/** GET /api/billing/session/:id: a checkout of the signed-in person's, confirmed with Stripe. */
export interface CheckoutSessionState {
  id: string;
  status: "open" | "complete" | "expired";
  paid: boolean;
  purchase: Purchase;
  /** True once what was bought is unlocked for this person. */
  entitled: boolean;
}

// GET /api/me/entitlements: Entitlements, OwnedDeck and PassState (./schemas/answers.ts).

// ---- Saved cards (server/saved-cards/, src/features/saved-cards/) ----

/**
 * Body of PUT and DELETE /api/me/saved-cards/:cardId, both optional: when the change was made on
 * the device (ISO time). Without it the change is made now. A time ahead of the server's clock
 * counts as the server's now. The later change to a card wins (shared/saved-cards.ts).
 */
export interface SavedCardChange {
  changedAt?: string;
}

/** The answer of PUT and DELETE: the card's state once the change was weighed (an older change loses). */
export interface SavedCardState {
  cardId: string;
  saved: boolean;
  changedAt: string;
}

/** A card's text, as a saved card carries it. */
export interface SavedCardContent {
  question: string;
  followUp: string | null;
  intensity: Intensity;
}

export interface SavedCard {
  cardId: string;
  deckId: string;
  deckTitle: string;
  coverColor: string;
  /** The card's position in its deck (0-based). */
  index: number;
  savedAt: string;
  /** The card's text; null while this person may not read it (a premium card after the pass ended). */
  content: SavedCardContent | null;
}

/**
 * GET /api/me/saved-cards: the person's saved cards, newest first (cards no longer in any deck are
 * left out), and the removals the server keeps as tombstones, so that a device can merge.
 */
export interface SavedCardsList {
  cards: SavedCard[];
  removed: { cardId: string; removedAt: string }[];
}
