// The purchase events (spec analytics; contract: begin_checkout and purchase with value in major
// units, currency and item). The amounts are the server's prices (GET /api/pricing). Nothing waits
// on them: a checkout is never held up for analytics, and failures are only logged.
import type { Pricing } from "../../../shared/api-types";
import type { CheckoutRequest } from "../../../shared/schemas/checkout";
import { track } from "../../lib/analytics";
import { readJson, writeJson } from "../../lib/storage";
import { fetchPricing, knownPricing } from "./billing-api";

/** The session ids whose purchase was recorded on this device (a reload of the success page is not a second purchase). */
const RECORDED_KEY = "purchasesRecorded";
const KEEP_RECORDED = 20;
const recording = new Set<string>();

function minorUnitDigits(currency: string): number {
  try {
    return new Intl.NumberFormat("en", { style: "currency", currency }).resolvedOptions().maximumFractionDigits ?? 2;
  } catch {
    return 2;
  }
}

/** value (major units: 11.99), currency and item ("all_access_monthly", or the deck's id). */
function checkoutParams(pricing: Pricing, bought: CheckoutRequest) {
  const price = "deckId" in bought ? pricing.deck : pricing[bought.plan];
  const digits = minorUnitDigits(pricing.currency);
  return {
    value: Number((price.amount / 10 ** digits).toFixed(digits)),
    currency: pricing.currency,
    item: "deckId" in bought ? bought.deckId : `all_access_${bought.plan}`,
  };
}

/** Calls `send` with the prices: at once when this page has them, else once they come. */
function withPricing(send: (pricing: Pricing) => void) {
  const known = knownPricing();
  if (known) return send(known);
  fetchPricing().then(send, (error: unknown) => console.warn("Analytics: no prices for a purchase event", error));
}

export function trackBeginCheckout(bought: CheckoutRequest) {
  withPricing((pricing) => track("begin_checkout", checkoutParams(pricing, bought)));
}

/** A confirmed purchase, once per checkout session on this device. */
export function trackPurchase(sessionId: string, bought: CheckoutRequest) {
  const recorded = readJson<string[]>(RECORDED_KEY) ?? [];
  if (recording.has(sessionId) || (Array.isArray(recorded) && recorded.includes(sessionId))) return;
  recording.add(sessionId);
  withPricing((pricing) => {
    track("purchase", { ...checkoutParams(pricing, bought), transaction_id: sessionId });
    // The person's plan changed: a user event (spec: label = method, plan_type).
    track("user_event", { category: "User", action: "upgrade", label: "card", plan_type: "deckId" in bought ? "deck" : `all_access_${bought.plan}` });
    const now = readJson<string[]>(RECORDED_KEY);
    writeJson(RECORDED_KEY, [...(Array.isArray(now) ? now : []), sessionId].slice(-KEEP_RECORDED));
  });
}
