// Every address of the app that is built from data (a deck, a card, sign-up that comes back to a
// deck or goes on to a checkout) is made here, and the route patterns that read them back are
// declared next to them.
import { PASS_PLANS, type CheckoutRequest, type PassPlan } from "../../shared/api-types";

/** Spec: a deck opens at /deck/{deckId}; the viewer keeps the card in /decks/{deckId}/cards/{n}. */
export const DECK_ROUTE = "/deck/:deckId";
export const CARD_ROUTE = "/decks/:deckId/cards/:cardIndex";

export function deckUrl(deckId: string): string {
  return `/deck/${encodeURIComponent(deckId)}`;
}

export function cardUrl(deckId: string, index: number): string {
  return `/decks/${encodeURIComponent(deckId)}/cards/${index}`;
}

export const SIGN_UP_URL = "/signup";

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

export const isPassPlan = (value: unknown): value is PassPlan => PASS_PLANS.includes(value as PassPlan);

/** History state can hold anything: only a well-formed intent counts. */
function isPurchaseIntent(value: unknown): value is PurchaseIntent {
  const intent = value as Partial<{ deckId: unknown; plan: unknown }> | null;
  if (!intent || typeof intent !== "object") return false;
  return (typeof intent.deckId === "string" && intent.deckId !== "") || isPassPlan(intent.plan);
}

/** The page that starts a checkout for a signed-in person: /checkout?deck=<id> or ?plan=<plan>. */
export const CHECKOUT_START_ROUTE = "/checkout";
export const CHECKOUT_SUCCESS_ROUTE = "/checkout/success";
export const CHECKOUT_CANCEL_ROUTE = "/checkout/cancel";
export const PAYWALL_ROUTE = "/paywall";

const intentQuery = (intent: PurchaseIntent) =>
  "deckId" in intent ? `deck=${encodeURIComponent(intent.deckId)}` : `plan=${intent.plan}`;

export function checkoutStartUrl(intent: PurchaseIntent): string {
  return `${CHECKOUT_START_ROUTE}?${intentQuery(intent)}`;
}

/** The offer for one premium deck. */
export function paywallUrl(deckId: string): string {
  return `${PAYWALL_ROUTE}?deck=${encodeURIComponent(deckId)}`;
}

/** The purchase a checkout page's address names (`deck` or `plan`), if any. */
export function purchaseIntentFrom(params: URLSearchParams): PurchaseIntent | null {
  const deckId = params.get("deck");
  if (deckId) return { deckId };
  const plan = params.get("plan");
  return isPassPlan(plan) ? { plan } : null;
}

/**
 * Sign-up on the way to a purchase: it returns to the deck (the spec's redirect target) or to
 * pricing, and once the account exists it goes straight on to that checkout.
 */
export function signUpToBuy(intent: PurchaseIntent, message?: string): { to: string; state: SignUpState } {
  if ("deckId" in intent) {
    const { to, state } = signUpForDeck(intent.deckId, message);
    return { to, state: { ...state, purchase: intent } };
  }
  return { to: SIGN_UP_URL, state: { ...(message ? { message } : {}), redirectTo: checkoutStartUrl(intent), purchase: intent } };
}

/** Where sign-up ends: the checkout it was on the way to, else the deck it came from, else home. */
export function afterSignUpUrl(state: SignUpState | null): string {
  if (isPurchaseIntent(state?.purchase)) return checkoutStartUrl(state.purchase);
  if (state?.source === "deck" && state.deckId) return deckUrl(state.deckId);
  return "/";
}
