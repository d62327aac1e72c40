// Every address of the app that is built from data (a deck, a card, sign-up that comes back to a
// deck) is made here, and the route patterns that read them back are declared next to them. The
// addresses of purchases, which only the pages that sell load, are in purchase-urls.ts.
import type { CheckoutRequest } from "../../shared/schemas/checkout";

/** Spec: a deck opens at /deck/{deckId}; the viewer keeps the card in /decks/{deckId}/cards/{n}. */
export const DECK_ROUTE = "/deck/:deckId";
export const CARD_ROUTE = "/decks/:deckId/cards/:cardIndex";

export function deckUrl(deckId: string): string {
  return `/deck/${encodeURIComponent(deckId)}`;
}

export function cardUrl(deckId: string, index: number): string {
  return `/decks/${encodeURIComponent(deckId)}/cards/${index}`;
}

/**
 * A person's own decks: the list, a new deck, a deck's editor, and where it plays (its first card
 * at …/play, the others at …/play/{n}).
 */
export const MY_DECKS_URL = "/my-decks";
export const NEW_DECK_URL = "/my-decks/new";
export const EDIT_DECK_ROUTE = "/my-decks/:deckId/edit";
export const OWN_DECK_ROUTE = "/my-decks/:deckId/play";
export const OWN_DECK_CARD_ROUTE = "/my-decks/:deckId/play/:cardIndex";

export function editDeckUrl(deckId: string): string {
  return `/my-decks/${encodeURIComponent(deckId)}/edit`;
}

export function playDeckUrl(deckId: string, index = 0): string {
  return `/my-decks/${encodeURIComponent(deckId)}/play${index === 0 ? "" : `/${index}`}`;
}

/** A table (Play together): the rest of its address is its query (shared/table-address.ts). */
export const TABLE_ROUTE = "/play/:deckId";

/**
 * A live room (a facilitator's workshop, shared/rooms.ts): /join asks for its code and a name,
 * /join/{CODE} (the QR code's address) only for the name; /room/{CODE} is the room, for its host
 * and for those who joined.
 */
export const JOIN_ROUTE = "/join";
export const JOIN_CODE_ROUTE = "/join/:code";
export const ROOM_ROUTE = "/room/:code";

export function joinUrl(code?: string): string {
  return code ? `${JOIN_ROUTE}/${encodeURIComponent(code)}` : JOIN_ROUTE;
}

export function roomUrl(code: string): string {
  return `/room/${encodeURIComponent(code)}`;
}

/** Saved cards played as a deck of their own. */
export const SAVED_CARD_ROUTE = "/saved/cards/:cardIndex";

export function savedCardUrl(index: number): string {
  return `/saved/cards/${index}`;
}

/** A person's deck shared by its link: /shared/{shareId}, and /shared/{shareId}/cards/{n} past the first card. */
export const SHARED_DECK_ROUTE = "/shared/:shareId";
export const SHARED_CARD_ROUTE = "/shared/:shareId/cards/:cardIndex";
export function sharedDeckUrl(shareId: string, index = 0): string {
  const base = `/shared/${encodeURIComponent(shareId)}`;
  return index === 0 ? base : `${base}/cards/${index}`;
}

export const SIGN_UP_URL = "/signup";

/**
 * Navigation state any page can carry: a short, calm notice the app shows over the page it lands
 * on (a checkout cancelled), and the pass's period for /pricing to show selected.
 */
export interface ArrivalState {
  flash?: string;
  period?: "monthly" | "yearly";
}

/** What a person set out to buy: one premium deck, or the All-Access Pass for a period. */
export type PurchaseIntent = CheckoutRequest;

/** What a page hands to /signup through navigation state: the deck to open once signed up. */
export interface SignUpState {
  message?: string;
  redirectTo?: string;
  source?: "deck";
  deckId?: string;
  /** A purchase to go on to once the account exists (its checkout starts straight away). */
  purchase?: PurchaseIntent;
}

/** Sign-up that comes back to a deck (spec: source 'deck' with a deckId, and a redirect target). */
export function signUpForDeck(deckId: string, message?: string): { to: string; state: SignUpState } {
  return { to: SIGN_UP_URL, state: { ...(message ? { message } : {}), redirectTo: deckUrl(deckId), source: "deck", deckId } };
}

/** The page that starts a checkout for a signed-in person: /checkout?deck=<id> or ?plan=<plan>. */
export const CHECKOUT_START_ROUTE = "/checkout";
export const CHECKOUT_SUCCESS_ROUTE = "/checkout/success";
export const CHECKOUT_CANCEL_ROUTE = "/checkout/cancel";
export const PAYWALL_ROUTE = "/paywall";

/** The offer for one premium deck. */
export function paywallUrl(deckId: string): string {
  return `${PAYWALL_ROUTE}?deck=${encodeURIComponent(deckId)}`;
}
