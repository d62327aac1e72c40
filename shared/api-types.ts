// The product API's wire types, in the one folder the page (src/), the service worker (sw/) and the
// server (server/) all import.
//
// The answers the page reads (the deck list's decks, a deck with its cards, the entitlements, the
// prices, a checkout, the saved cards, the auth config, the error body) are declared as valibot
// schemas in ./schemas/answers.ts, their types inferred there and exported here under the names
// everyone imports. Imported as types only: erased from the JavaScript, so this module loads no
// schema code (and the import cycle rule, rightly, ignores it).
import type {
  ApiErrorBody,
  AuthConfig,
  Card,
  CheckoutSessionState,
  CheckoutStarted,
  DeckSummary,
  DeckWithCards,
  Entitlements,
  Intensity,
  OwnedDeck,
  PassState,
  PriceInfo,
  Pricing,
  Purchase,
  SavedCard,
  SavedCardContent,
  SavedCardsList,
  SavedCardState,
} from "./schemas/answers";

export type {
  ApiErrorBody,
  AuthConfig,
  Card,
  CheckoutSessionState,
  CheckoutStarted,
  DeckSummary,
  DeckWithCards,
  Entitlements,
  Intensity,
  OwnedDeck,
  PassState,
  PriceInfo,
  Pricing,
  Purchase,
  SavedCard,
  SavedCardContent,
  SavedCardsList,
  SavedCardState,
};

export const DECK_CATEGORIES = ["relationships", "teams", "self-discovery"] as const;
export type DeckCategory = (typeof DECK_CATEGORIES)[number];

/** Cards a visitor may read on a premium deck (spec: "only the first 5 cards are previewable"). */
export const FREE_PREVIEW_CARDS = 5;

// ---- Purchases (server/billing/, src/features/billing/) ----

/** A catalogue deck's id (and a card's): lower-case letters and digits joined by hyphens, at most 64 characters. */
export const DECK_ID_PATTERN = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;
export const DECK_ID_MAX_LENGTH = 64;

export const PASS_PLANS = ["monthly", "yearly"] as const;
/** The All-Access Pass's billing period. */
export type PassPlan = (typeof PASS_PLANS)[number];

// GET /api/pricing (Pricing, PriceInfo), POST /api/billing/checkout (CheckoutStarted), GET
// /api/billing/session/:id (CheckoutSessionState, Purchase) and GET /api/me/entitlements
// (Entitlements, OwnedDeck, PassState): ./schemas/answers.ts.

// ---- Saved cards (server/saved-cards/, src/features/saved-cards/) ----

/**
 * Body of PUT and DELETE /api/me/saved-cards/:cardId, both optional: when the change was made on
 * the device (ISO time). Without it the change is made now. A time ahead of the server's clock
 * counts as the server's now. The later change to a card wins (shared/saved-cards.ts).
 */
export interface SavedCardChange {
  changedAt?: string;
}

// Their answers (SavedCardState; GET /api/me/saved-cards: SavedCardsList, SavedCard,
// SavedCardContent): ./schemas/answers.ts.
