// Helpers for the purchases API tests: callers with tokens from a test key, and Stripe's events
// signed as Stripe signs them (the SDK's own generateTestHeaderString).
import { generateKeyPairSync, randomBytes } from "node:crypto";
import Stripe from "stripe";
import { rsaAccessTokenVerifier, type AccessTokenVerifier } from "../../../server/auth/verify";
import { createBilling, type Billing } from "../../../server/billing";
import type { ChargeFields, SessionFields, SubscriptionFields } from "../../../server/billing/fulfilment";
import { signJwt } from "./test-identity";

const TEST_WEBHOOK_SECRET = "whsec_test_billing_api";
const ISSUER = "https://issuer.test/billing";
const CLIENT_ID = "billing-test-client";

export interface TestCallers {
  verifier: AccessTokenVerifier;
  /** `Authorization` headers for a user with this sub. */
  as(sub: string): Record<string, string>;
}

/** Access tokens signed with a key made for this test run, and the verifier that trusts it. */
export function testCallers(): TestCallers {
  const { privateKey, publicKey } = generateKeyPairSync("rsa", { modulusLength: 2048 });
  const { n, e } = publicKey.export({ format: "jwk" });
  const verifier = rsaAccessTokenVerifier({
    issuer: ISSUER,
    clientId: CLIENT_ID,
    jwks: { keys: [{ kty: "RSA", n: n!, e: e!, kid: "billing-key", alg: "RS256", use: "sig" }] },
  });
  const pem = privateKey.export({ type: "pkcs8", format: "pem" }).toString();
  return {
    verifier,
    as(sub) {
      const now = Math.floor(Date.now() / 1000);
      const token = signJwt({ sub, username: sub, iss: ISSUER, token_use: "access", client_id: CLIENT_ID, iat: now, exp: now + 3600 }, pem, "billing-key");
      return { Authorization: `Bearer ${token}` };
    },
  };
}

export const newId = (prefix: string) => `${prefix}_${randomBytes(8).toString("hex")}`;

/** Stripe's event envelope around an object. */
export function stripeEvent(type: string, object: object, options: { id?: string; created?: number; previous?: object } = {}) {
  return {
    id: options.id ?? newId("evt"),
    object: "event",
    api_version: Stripe.API_VERSION,
    created: options.created ?? Math.floor(Date.now() / 1000),
    livemode: false,
    pending_webhooks: 1,
    request: { id: null, idempotency_key: null },
    type,
    data: { object, ...(options.previous ? { previous_attributes: options.previous } : {}) },
  };
}

/** The request Stripe makes to the webhook: the JSON body and its Stripe-Signature header. */
export function signedDelivery(event: object, options: { secret?: string; timestamp?: number; body?: string } = {}): RequestInit {
  const payload = options.body ?? JSON.stringify(event);
  const signature = new Stripe("sk_test_unused").webhooks.generateTestHeaderString({
    payload,
    secret: options.secret ?? TEST_WEBHOOK_SECRET,
    timestamp: options.timestamp,
  });
  return { method: "POST", headers: { "Content-Type": "application/json", "Stripe-Signature": signature }, body: payload };
}

const DAY = 24 * 60 * 60;

/** A paid one-time checkout for a deck, as checkout.session.completed carries it. */
export function paidDeckSession(userId: string, deckId: string, paymentIntent = newId("pi")) {
  return {
    id: newId("cs_test"),
    object: "checkout.session",
    mode: "payment",
    status: "complete",
    payment_status: "paid",
    payment_intent: paymentIntent,
    subscription: null,
    customer: newId("cus"),
    client_reference_id: userId,
    metadata: { user_sub: userId, kind: "deck", deck_id: deckId },
  } satisfies SessionFields & { object: string };
}

export interface SubscriptionShape {
  id: string;
  userId: string;
  plan?: "monthly" | "yearly";
  status?: string;
  /** Seconds. */
  periodStart: number;
  cancelAtPeriodEnd?: boolean;
  customer?: string;
}

/** A subscription of the pass in the shape of the pinned API version (its period on the item). */
export function passSubscription(s: SubscriptionShape) {
  const plan = s.plan ?? "monthly";
  const periodEnd = s.periodStart + (plan === "monthly" ? 30 : 365) * DAY;
  const subscription = {
    id: s.id,
    object: "subscription",
    status: s.status ?? "active",
    customer: s.customer ?? "cus_pass_owner",
    metadata: { user_sub: s.userId, plan },
    cancel_at_period_end: s.cancelAtPeriodEnd ?? false,
    created: s.periodStart,
    ended_at: s.status === "canceled" ? periodEnd : null,
    items: {
      object: "list",
      data: [
        {
          id: `si_${s.id}`,
          object: "subscription_item",
          current_period_start: s.periodStart,
          current_period_end: periodEnd,
          price: {
            id: `price_${plan}`,
            object: "price",
            lookup_key: plan === "monthly" ? "all_access_monthly" : "all_access_yearly",
            recurring: { interval: plan === "monthly" ? "month" : "year", interval_count: 1, meter: null, trial_period_days: null, usage_type: "licensed" },
          },
        },
      ],
    },
  };
  // Not a fresh literal: extra fields Stripe sends (ids, `object`) are allowed, the ones read are checked.
  return subscription satisfies Omit<SubscriptionFields, "status"> & { status: string };
}

/** A charge refunded in full. */
export function refundedCharge(paymentIntent: string, metadata: Record<string, string> = {}) {
  return {
    id: newId("ch"),
    object: "charge",
    payment_intent: paymentIntent,
    refunded: true,
    amount: 1199,
    amount_refunded: 1199,
    metadata,
  } satisfies ChargeFields & { object: string; amount: number; amount_refunded: number };
}

/**
 * Payments configured with the test webhook secret and a Stripe API that is not there (a closed
 * loopback port): for tests of what needs no call to Stripe, such as most webhook events.
 */
export function billingWithoutStripeApi(): Billing {
  return billingWithStripeAt(9);
}

/** Payments configured with the test webhook secret and the Stripe API on this loopback port. */
export function billingWithStripeAt(port: number): Billing {
  const billing = createBilling({
    secretKey: "sk_test_billing_api",
    webhookSecret: TEST_WEBHOOK_SECRET,
    endpoint: { host: "127.0.0.1", port, protocol: "http" },
    localEndpoint: null,
    appOrigin: null,
  });
  if (!billing) throw new Error("payments should be on");
  return billing;
}
