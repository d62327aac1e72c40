// Purchases: what createApp mounts (the API on /api, the emulator's pages on /payments/ in local
// mode) and what main.ts builds once at start.
import type { Hono } from "hono";
import type { Kysely } from "kysely";
import type { Database } from "../db/schema";
import type { PassState } from "../../shared/api-types";
import type { Billing, SessionBudgets } from "./billing-context";
import { findSubscription } from "./billing-repository";
import { billingRoutes } from "./billing-routes";
import { paymentsProxy } from "./payments-proxy";
import { PriceCatalog } from "./price-catalog";
import type { BillingSettings } from "./settings";
import { createStripeClient } from "./stripe-client";

export type { Billing, SessionBudgets } from "./billing-context";
export { readBillingSettings, type BillingSettings } from "./settings";

/** The Stripe client and the price catalogue, built once; null = payments off. */
export function createBilling(settings: BillingSettings | null, options: { priceTtlMs?: number } = {}): Billing | null {
  if (!settings) return null;
  const stripe = createStripeClient(settings);
  return { settings, stripe, catalog: new PriceCatalog(stripe, options.priceTtlMs) };
}

export function mountBillingApi(api: Hono, db: Kysely<Database>, billing: Billing | null, budgets: SessionBudgets) {
  api.route("/", billingRoutes(db, billing, budgets));
}

/** The pass a subscription of ours pays for, as it stands (GET /api/me/entitlements); null if we hold no such subscription. */
export async function subscriptionPass(db: Kysely<Database>, subscriptionId: string): Promise<PassState | null> {
  const subscription = await findSubscription(db, subscriptionId);
  if (!subscription) return null;
  return {
    plan: subscription.plan,
    status: subscription.status,
    currentPeriodEnd: subscription.periodEnd.toISOString(),
    cancelAtPeriodEnd: subscription.cancelAtPeriodEnd,
  };
}

export function mountPaymentsProxy(app: Hono, billing: Billing | null) {
  const endpoint = billing?.settings.localEndpoint;
  if (endpoint) app.route("/", paymentsProxy(endpoint));
}

/** One line for the start log: where payments go. */
export function describeBilling(billing: Billing | null): string {
  if (!billing) return "Payments are not configured (no STRIPE_SECRET_KEY): prices are shown, nothing can be bought.";
  const { settings } = billing;
  if (settings.localEndpoint) return `Payments: local payment emulator ${settings.localEndpoint}, hosted pages proxied at /payments/`;
  const mode = settings.secretKey.startsWith("sk_live_") ? "live" : "test";
  const where = settings.endpoint ? `${settings.endpoint.protocol}://${settings.endpoint.host}:${settings.endpoint.port}` : "api.stripe.com";
  return `Payments: Stripe (${mode} mode) at ${where}`;
}
