// The emulator through the real `stripe` SDK and the hosted checkout form, as the app and a person
// use them: prices, customers, Checkout Sessions, paying, declines, webhooks, errors.
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import Stripe from "stripe";
import { startPaymentEmulator } from "../payment-emulator.mjs";
import { APP_ORIGIN, createSession, LOOKUP_KEYS, pay, pricesByKey, startHarness, submitCheckout, type Harness } from "./test-harness";

let h: Harness;

beforeAll(async () => {
  h = await startHarness();
});
afterAll(async () => {
  await h.stop();
});
beforeEach(async () => {
  await h.reset();
});

describe("the API", () => {
  it("lists the three prices by lookup key, with amounts and intervals", async () => {
    const { data } = await h.stripe.prices.list({ lookup_keys: LOOKUP_KEYS, active: true });
    const summary = Object.fromEntries(data.map((p) => [p.lookup_key, [p.id.startsWith("price_"), p.unit_amount, p.currency, p.type, p.recurring?.interval ?? null]]));
    expect(summary).toEqual({
      deck_unlock: [true, 1199, "usd", "one_time", null],
      all_access_monthly: [true, 400, "usd", "recurring", "month"],
      all_access_yearly: [true, 3600, "usd", "recurring", "year"],
    });
    const one = await h.stripe.prices.list({ lookup_keys: ["all_access_yearly"] });
    expect(one.data.map((p) => p.lookup_key)).toEqual(["all_access_yearly"]);
  });

  it("creates customers with their metadata", async () => {
    const customer = await h.stripe.customers.create({ email: "ann@example.com", name: "Ann", metadata: { user_sub: "sub-1" } });
    expect(customer).toMatchObject({ object: "customer", email: "ann@example.com", name: "Ann", metadata: { user_sub: "sub-1" }, livemode: false });
    expect(customer.id).toMatch(/^cus_/);
  });

  it("creates an open Checkout Session whose url is the hosted page on the success URL's origin", async () => {
    const session = await createSession(h.stripe, { deckId: "childhood" });
    expect(session).toMatchObject({
      object: "checkout.session",
      mode: "payment",
      status: "open",
      payment_status: "unpaid",
      amount_total: 1199,
      currency: "usd",
      client_reference_id: "user-sub-1",
      metadata: { user_sub: "user-sub-1", kind: "deck", deck_id: "childhood" },
      payment_intent: null,
    });
    expect(session.url).toBe(`${APP_ORIGIN}/payments/checkout/${session.id}`);
    const again = await h.stripe.checkout.sessions.retrieve(session.id, { expand: ["line_items"] });
    expect(again.line_items?.data.map((item) => [item.price?.lookup_key, item.quantity, item.amount_total])).toEqual([["deck_unlock", 1, 1199]]);
  });

  it("refuses what Stripe refuses, in Stripe's error shape", async () => {
    const prices = await pricesByKey(h.stripe);
    const base = { success_url: `${APP_ORIGIN}/ok`, line_items: [{ price: prices.all_access_monthly.id, quantity: 1 }] };
    await expect(h.stripe.checkout.sessions.create({ ...base, mode: "payment" })).rejects.toMatchObject({
      type: "StripeInvalidRequestError",
      statusCode: 400,
      param: "line_items[0][price]",
    });
    await expect(h.stripe.checkout.sessions.create({ ...base, mode: "subscription", customer: "cus_nobody" })).rejects.toMatchObject({
      statusCode: 404,
      code: "resource_missing",
      message: "No such customer: 'cus_nobody'",
    });
    await expect(h.stripe.checkout.sessions.retrieve("cs_test_nothing")).rejects.toMatchObject({ statusCode: 404, code: "resource_missing" });
    await expect(h.stripe.subscriptions.retrieve("sub_nothing")).rejects.toMatchObject({ statusCode: 404 });
  });

  it("answers unknown routes 404 with Stripe's error body, and a wrong key 401", async () => {
    const res = await fetch(`${h.emulator.endpoint}/v1/invoices?limit=3`, { headers: { Authorization: `Bearer ${h.emulator.env.STRIPE_SECRET_KEY}` } });
    expect(res.status).toBe(404);
    const body = await res.json();
    expect(body.error.type).toBe("invalid_request_error");
    expect(body.error.message).toMatch(/^Unrecognized request URL \(GET: \/v1\/invoices\)\./);
    await expect(h.stripe.invoices.list()).rejects.toBeInstanceOf(Stripe.errors.StripeInvalidRequestError);
    const wrong = new Stripe("sk_test_wrong_key_123", { host: "127.0.0.1", port: h.emulator.port, protocol: "http", maxNetworkRetries: 0 });
    await expect(wrong.prices.list()).rejects.toMatchObject({ type: "StripeAuthenticationError", statusCode: 401 });
  });

  it("replays a POST sent again with the same idempotency key instead of making a second object", async () => {
    const first = await h.stripe.customers.create({ email: "ann@example.com" }, { idempotencyKey: "same-key" });
    const second = await h.stripe.customers.create({ email: "ann@example.com" }, { idempotencyKey: "same-key" });
    expect(second.id).toBe(first.id);
    const state = await h.control<{ customers: Record<string, unknown> }>("state");
    expect(Object.keys(state.customers)).toEqual([first.id]);
  });
});

describe("the hosted checkout page", () => {
  it("shows the deck, its price, a card field and Pay and Cancel, with no script and only /payments/ forms", async () => {
    const session = await createSession(h.stripe, { deckId: "childhood" });
    const res = await fetch(`${h.emulator.endpoint}/payments/checkout/${session.id}`);
    expect(res.status).toBe(200);
    const html = await res.text();
    expect(html).toContain("When We Were Small");
    expect(html).toContain("$11.99");
    expect(html).toMatch(/<label for="card">Card number<\/label>\s*<input id="card"/);
    expect(html).toMatch(/<button[^>]*value="pay">Pay<\/button>/);
    expect(html).toMatch(/<button[^>]*value="cancel">Cancel<\/button>/);
    expect(html).not.toMatch(/<script|\son[a-z]+=/i);
    expect([...html.matchAll(/action="([^"]*)"/g)].map((m) => m[1])).toEqual([`/payments/checkout/${session.id}`]);
  });

  it("pays with 4242, sends the buyer to the success URL, and tells the app in a signed event", async () => {
    const session = await createSession(h.stripe, { deckId: "childhood" });
    const res = await pay(h, session.id);
    expect(res.headers.get("location")).toBe(`${APP_ORIGIN}/checkout/success?session_id=${session.id}`);

    const paid = await h.stripe.checkout.sessions.retrieve(session.id);
    expect(paid).toMatchObject({ status: "complete", payment_status: "paid", url: null });
    expect(paid.payment_intent).toMatch(/^pi_/);

    const events = h.events();
    expect(events.map((e) => e.type)).toEqual(["checkout.session.completed"]);
    const [completed] = events;
    expect(completed).toMatchObject({ object: "event", api_version: Stripe.API_VERSION, livemode: false, pending_webhooks: 1 });
    expect(completed.data.object).toMatchObject({
      id: session.id,
      mode: "payment",
      payment_status: "paid",
      payment_intent: paid.payment_intent,
      client_reference_id: "user-sub-1",
      metadata: { deck_id: "childhood" },
    });
    expect(() => h.stripe.webhooks.constructEvent(h.received[0].body, h.received[0].signature, "whsec_some_other_secret")).toThrow();
  });

  it("pays a session once: its page then says so and a second payment is refused", async () => {
    const session = await createSession(h.stripe, { deckId: "childhood" });
    await pay(h, session.id);
    const page = await (await fetch(`${h.emulator.endpoint}/payments/checkout/${session.id}`)).text();
    expect(page).toContain("This checkout is already paid");
    const again = await submitCheckout(h, session.id, { action: "pay", card: "4242424242424242" });
    expect(again.status).toBe(409);
    await h.control("flush");
    const state = await h.control<{ charges: Record<string, unknown> }>("state");
    expect(Object.keys(state.charges)).toHaveLength(1);
    expect(h.events()).toHaveLength(1);
  });

  it("declines 4000 0000 0000 0002 and stays on the page; another number is incorrect; nothing is paid", async () => {
    const session = await createSession(h.stripe, { deckId: "childhood" });
    const declined = await submitCheckout(h, session.id, { action: "pay", card: "4000 0000 0000 0002", expiry: "12 / 34", cvc: "123" });
    expect(declined.status).toBe(402);
    expect(await declined.text()).toMatch(/role="alert">Your card was declined\.</);
    const wrong = await submitCheckout(h, session.id, { action: "pay", card: "1234 5678 9012 3456" });
    expect(await wrong.text()).toMatch(/role="alert">Your card number is incorrect\.</);
    await h.control("flush");
    expect((await h.stripe.checkout.sessions.retrieve(session.id)).status).toBe("open");
    expect(h.received).toHaveLength(0);
  });

  it("Cancel goes back to the cancel URL and leaves the session open", async () => {
    const session = await createSession(h.stripe, { deckId: "childhood" });
    const res = await submitCheckout(h, session.id, { action: "cancel" });
    expect(res.status).toBe(303);
    expect(res.headers.get("location")).toBe(`${APP_ORIGIN}/checkout/cancel?deck=childhood`);
    expect((await h.stripe.checkout.sessions.retrieve(session.id)).status).toBe("open");
  });

  it("expires a session when its time runs out on the emulator's clock", async () => {
    const session = await createSession(h.stripe, { deckId: "childhood" });
    await h.control("advance", { seconds: 31 * 60 });
    expect(await h.stripe.checkout.sessions.retrieve(session.id)).toMatchObject({ status: "expired", url: null });
    expect(await (await fetch(`${h.emulator.endpoint}/payments/checkout/${session.id}`)).text()).toContain("This checkout has expired");
    expect((await submitCheckout(h, session.id, { action: "pay", card: "4242424242424242" })).status).toBe(410);
  });

  it("expires an open session on request, after which it cannot be paid; a paid one cannot be expired", async () => {
    const open = await createSession(h.stripe, { deckId: "childhood" });
    expect(await h.stripe.checkout.sessions.expire(open.id)).toMatchObject({ id: open.id, status: "expired", url: null });
    expect((await submitCheckout(h, open.id, { action: "pay", card: "4242424242424242" })).status).toBe(410);
    const paid = await createSession(h.stripe, { deckId: "childhood" });
    await pay(h, paid.id);
    await expect(h.stripe.checkout.sessions.expire(paid.id)).rejects.toMatchObject({ type: "StripeInvalidRequestError", code: "checkout_session_not_open" });
    await expect(h.stripe.checkout.sessions.expire("cs_test_missing")).rejects.toMatchObject({ statusCode: 404 });
  });
});

describe("delivery and state", () => {
  it("retries a webhook the app does not take, and keeps events in order", async () => {
    h.failNext.push(500, 503);
    const session = await createSession(h.stripe, { plan: "monthly" });
    await pay(h, session.id);
    expect(h.received).toHaveLength(5);
    expect(h.events().map((e) => e.type)).toEqual(["customer.subscription.created", "checkout.session.completed", "invoice.paid"]);
  });

  it("a reset ends deliveries still being retried: nothing from before it arrives afterwards", async () => {
    h.failNext.push(500, 500, 500, 500);
    const session = await createSession(h.stripe, { deckId: "childhood" });
    expect((await submitCheckout(h, session.id, { action: "pay", card: "4242424242424242" })).status).toBe(303);
    await h.control("reset");
    const afterReset = h.received.length;
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(h.received).toHaveLength(afterReset);
    const { deliveries } = await h.control<{ deliveries: { status: string }[] }>("state");
    expect(deliveries).toEqual([]);
  });

  it("keeps its state in the data folder across a restart", async () => {
    const session = await createSession(h.stripe, { deckId: "childhood" });
    const prices = await pricesByKey(h.stripe);
    const second = await startPaymentEmulator({ dataDir: h.dataDir, port: 0, quiet: true });
    try {
      const client = new Stripe(second.env.STRIPE_SECRET_KEY, { host: "127.0.0.1", port: second.port, protocol: "http" });
      expect((await client.checkout.sessions.retrieve(session.id)).status).toBe("open");
      expect((await pricesByKey(client)).deck_unlock.id).toBe(prices.deck_unlock.id);
    } finally {
      await second.stop();
    }
  });

  it("keeps the control routes off the hosted pages' path", async () => {
    const res = await fetch(`${h.emulator.endpoint}/payments/_control/state`);
    expect(res.status).toBe(404);
    expect(res.headers.get("content-type")).toContain("text/html");
  });
});
