// The addresses of purchases: the checkout a sign-up goes on to, and the purchase a checkout
// page's address names. Apart from app-urls.ts so that only the pages that sell (and sign-up)
// load them: the app shell does not.
import { PASS_PLANS, type PassPlan } from "../../shared/api-types";
import { CHECKOUT_START_ROUTE, deckUrl, SIGN_UP_URL, signUpForDeck, type PurchaseIntent, type SignUpState } from "./app-urls";

const isPassPlan = (value: unknown): value is PassPlan => PASS_PLANS.includes(value as PassPlan);

/** History state can hold anything: only a well-formed intent counts. */
function isPurchaseIntent(value: unknown): value is PurchaseIntent {
  const intent = value as Partial<{ deckId: unknown; plan: unknown }> | null;
  if (!intent || typeof intent !== "object") return false;
  return (typeof intent.deckId === "string" && intent.deckId !== "") || isPassPlan(intent.plan);
}

const intentQuery = (intent: PurchaseIntent) =>
  "deckId" in intent ? `deck=${encodeURIComponent(intent.deckId)}` : `plan=${intent.plan}`;

/** The page that starts this checkout for a signed-in person. */
export function checkoutStartUrl(intent: PurchaseIntent): string {
  return `${CHECKOUT_START_ROUTE}?${intentQuery(intent)}`;
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
