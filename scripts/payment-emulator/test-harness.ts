// For the emulator's own tests: an emulator in a temporary folder, the real `stripe` SDK pointed at
// it, and a webhook endpoint that records what arrives (and can be told to fail).
import http from "node:http";
import type { AddressInfo } from "node:net";
import { mkdtempSync, rmSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import Stripe from "stripe";
import { startPaymentEmulator, type PaymentEmulator } from "../payment-emulator.mjs";

export const APP_ORIGIN = "http://localhost:3999";
const SUCCESS_URL = `${APP_ORIGIN}/checkout/success?session_id={CHECKOUT_SESSION_ID}`;
export const LOOKUP_KEYS = ["deck_unlock", "all_access_monthly", "all_access_yearly"];

interface ReceivedWebhook {
  body: string;
  signature: string;
}

export interface Harness {
  emulator: PaymentEmulator;
  stripe: Stripe;
  dataDir: string;
  /** Every delivery attempt, failed ones included. */
  received: ReceivedWebhook[];
  /** Statuses the endpoint answers with, in turn; empty = 200. */
  failNext: number[];
  /** The verified events that were answered 2xx, oldest first. */
  events(): Stripe.Event[];
  control<T = Record<string, unknown>>(route: string, body?: unknown): Promise<T>;
  /** An empty emulator (prices kept) and nothing received. */
  reset(): Promise<void>;
  stop(): Promise<void>;
}

export async function startHarness(): Promise<Harness> {
  const dataDir = mkdtempSync(path.join(os.tmpdir(), "spark-payments-"));
  const received: ReceivedWebhook[] = [];
  const accepted: ReceivedWebhook[] = [];
  const failNext: number[] = [];
  const endpoint = http.createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on("data", (chunk: Buffer) => chunks.push(chunk));
    req.on("end", () => {
      const hook = { body: Buffer.concat(chunks).toString("utf8"), signature: String(req.headers["stripe-signature"]) };
      received.push(hook);
      const status = failNext.shift() ?? 200;
      if (status < 300) accepted.push(hook);
      res.writeHead(status, { "Content-Type": "application/json" }).end('{"received":true}');
    });
  });
  await new Promise<void>((resolve) => endpoint.listen(0, "127.0.0.1", resolve));
  const webhookUrl = `http://127.0.0.1:${(endpoint.address() as AddressInfo).port}/api/billing/webhook`;
  const emulator = await startPaymentEmulator({ dataDir, port: 0, webhookUrl, retryDelaysMs: [20, 40, 80], quiet: true });
  const stripe = new Stripe(emulator.env.STRIPE_SECRET_KEY, { host: "127.0.0.1", port: emulator.port, protocol: "http", maxNetworkRetries: 0 });
  async function control<T>(route: string, body?: unknown) {
    const res = await fetch(`${emulator.endpoint}/_control/${route}`, {
      method: route === "state" ? "GET" : "POST",
      headers: { "Content-Type": "application/json", "X-Emulator-Key": emulator.key },
      body: route === "state" ? undefined : JSON.stringify(body ?? {}),
    });
    return (await res.json()) as T;
  }
  return {
    emulator,
    stripe,
    dataDir,
    received,
    failNext,
    events: () => accepted.map((hook) => stripe.webhooks.constructEvent(hook.body, hook.signature, emulator.env.STRIPE_WEBHOOK_SECRET)),
    control,
    async reset() {
      await control("reset");
      received.length = 0;
      accepted.length = 0;
      failNext.length = 0;
    },
    async stop() {
      await emulator.stop();
      await new Promise((resolve) => endpoint.close(resolve));
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

/** The three prices by lookup key. */
export async function pricesByKey(stripe: Stripe): Promise<Record<string, Stripe.Price>> {
  const { data } = await stripe.prices.list({ lookup_keys: LOOKUP_KEYS, active: true });
  return Object.fromEntries(data.map((price) => [price.lookup_key, price]));
}

/** A Checkout Session as the app makes one: for a deck, or for the pass. */
export async function createSession(
  stripe: Stripe,
  purchase: { deckId: string } | { plan: "monthly" | "yearly" },
  customer?: string,
): Promise<Stripe.Checkout.Session> {
  const prices = await pricesByKey(stripe);
  const sub = "user-sub-1";
  const customerId = customer ?? (await stripe.customers.create({ email: "ann@example.com", metadata: { user_sub: sub } })).id;
  const common = {
    customer: customerId,
    client_reference_id: sub,
    success_url: SUCCESS_URL,
    expires_at: Math.floor(Date.now() / 1000) + 30 * 60,
  };
  if ("deckId" in purchase) {
    return stripe.checkout.sessions.create({
      ...common,
      mode: "payment",
      line_items: [{ price: prices.deck_unlock.id, quantity: 1 }],
      cancel_url: `${APP_ORIGIN}/checkout/cancel?deck=${purchase.deckId}`,
      metadata: { user_sub: sub, kind: "deck", deck_id: purchase.deckId },
      payment_intent_data: { metadata: { user_sub: sub, deck_id: purchase.deckId } },
    });
  }
  return stripe.checkout.sessions.create({
    ...common,
    mode: "subscription",
    line_items: [{ price: prices[`all_access_${purchase.plan}`].id, quantity: 1 }],
    cancel_url: `${APP_ORIGIN}/checkout/cancel?plan=${purchase.plan}`,
    metadata: { user_sub: sub, kind: "pass", plan: purchase.plan },
    subscription_data: { metadata: { user_sub: sub, plan: purchase.plan } },
  });
}

/** Submits the hosted checkout form as a browser would (no redirect followed). */
export function submitCheckout(harness: Harness, sessionId: string, fields: Record<string, string>) {
  return fetch(`${harness.emulator.endpoint}/payments/checkout/${sessionId}`, {
    method: "POST",
    headers: { "Content-Type": "application/x-www-form-urlencoded" },
    body: new URLSearchParams(fields),
    redirect: "manual",
  });
}

/** Pays a session with the card that pays, and waits for its webhooks. */
export async function pay(harness: Harness, sessionId: string) {
  const res = await submitCheckout(harness, sessionId, { action: "pay", card: "4242 4242 4242 4242" });
  if (res.status !== 303) throw new Error(`paying answered ${res.status}`);
  await harness.control("flush");
  return res;
}
