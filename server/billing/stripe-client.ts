import Stripe from "stripe";
import type { BillingSettings } from "./settings";

/**
 * The one Stripe client, built once at start. The API version is pinned to the SDK's own (23.1.0):
 * the SDK's types describe exactly that version, so upgrading the SDK is a deliberate change that
 * fails to compile here until the version below is moved with it.
 */
export function createStripeClient(settings: BillingSettings): Stripe {
  return new Stripe(settings.secretKey, {
    apiVersion: "2026-10-28.endive",
    maxNetworkRetries: 2,
    timeout: 15_000,
    telemetry: false,
    appInfo: { name: "spark-decks" },
    ...(settings.endpoint ?? {}),
  });
}
