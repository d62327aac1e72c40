// Buying through the payment emulator in Stripe's place: checkout sessions, the hosted page through
// the /payments/ proxy, the success page's confirmation, the emulator's signed events, refunds.
import * as v from "valibot";
import { describe, expect, it } from "vitest";
import { loadDeckContent } from "../content/deck-content";
import { CheckoutSessionStateSchema, CheckoutStartedSchema } from "../../shared/schemas/answers";
import type { CheckoutSessionState, DeckWithCards, Entitlements, Pricing } from "../../shared/api-types";
import { testDatabases } from "../../tests/support/server/test-databases";
import { newId } from "../../tests/support/server/test-billing";
import { paymentsAppForFile, TEST_CARDS } from "../../tests/support/server/test-payments";

const content = loadDeckContent();
const [premium, otherPremium, thirdPremium] = content.filter((d) => d.isPremium);

describe.each(testDatabases)("checkout through the payment emulator on $name", ({ target }) => {
  const { callers, db, payments, app } = paymentsAppForFile(target, content);

  const checkout = (user: string, body: object) =>
    app().request("/api/billing/checkout", { method: "POST", headers: { ...callers.as(user), "Content-Type": "application/json" }, body: JSON.stringify(body) });
  const startedUrl = async (user: string, body: object) => {
    const res = await checkout(user, body);
    expect(res.status, await res.clone().text()).toBe(200);
    return v.parse(CheckoutStartedSchema, await res.json()).url;
  };
  /** The hosted page's form, posted through our /payments/ proxy as a browser would. */
  const submitPage = (url: string, form: Record<string, string>) =>
    app().request(new URL(url).pathname, {
      method: "POST",
      headers: { "Content-Type": "application/x-www-form-urlencoded" },
      body: new URLSearchParams(form).toString(),
    });
  const sessionIdOf = (url: string) => /\/payments\/checkout\/(cs_[A-Za-z0-9_]+)/.exec(url)?.[1] ?? "";
  const sessionState = async (user: string, id: string) => {
    const res = await app().request(`/api/billing/session/${id}`, { headers: callers.as(user) });
    expect(res.status, await res.clone().text()).toBe(200);
    // The answer as its schema declares it (the page's type comes from it).
    return v.parse(CheckoutSessionStateSchema, await res.json());
  };
  const cardsOf = async (user: string, deckId = premium.deckId) =>
    (await (await app().request(`/api/decks/${deckId}/cards`, { headers: callers.as(user) })).json()) as DeckWithCards;
  const entitlementsOf = async (user: string) =>
    (await (await app().request("/api/me/entitlements", { headers: callers.as(user) })).json()) as Entitlements;
  const pay = async (url: string) => {
    const res = await submitPage(url, { action: "pay", card: TEST_CARDS.success });
    expect(res.status).toBe(303);
    return res.headers.get("location") ?? "";
  };
  /** Waits for the emulator's events to reach the webhook; every one must have been taken (2xx) at the first try. */
  const flush = async () => {
    const { deliveries } = await payments().control<{ deliveries: { type: string; status: string; attempts: number }[] }>("flush");
    for (const d of deliveries) expect(d, d.type).toMatchObject({ status: "delivered", attempts: 1 });
    return deliveries.map((d) => d.type);
  };

  it("answers the prices Stripe holds under the three lookup keys", async () => {
    const res = await app().request("/api/pricing");
    expect(await res.json()).toEqual<Pricing>({
      currency: "usd",
      deck: { amount: 1199, display: "11.99" },
      monthly: { amount: 400, display: "4.00" },
      yearly: { amount: 3600, display: "36.00" },
      purchasable: true,
    });
  });

  it("sells a deck: one open checkout, a declined card unlocks nothing, a paid one unlocks every card at once", async () => {
    const buyer = newId("buyer");
    const url = await startedUrl(buyer, { deckId: premium.deckId });
    expect(url).toMatch(new RegExp(`^${payments().appUrl}/payments/checkout/cs_`));
    const id = sessionIdOf(url);

    const page = await app().request(new URL(url).pathname);
    expect(page.status).toBe(200);
    expect(page.headers.get("cache-control")).toBe("no-store");
    expect(page.headers.get("content-security-policy")).toContain("form-action 'self'");
    const html = await page.text();
    expect(html).toContain("Card number");
    expect(html).toContain("11.99");

    // A second click: the same checkout, not a second one.
    const again = await checkout(buyer, { deckId: premium.deckId });
    expect(again.status).toBe(409);
    expect(await again.json()).toMatchObject({ error: "checkout_open", url });

    const declined = await submitPage(url, { action: "pay", card: TEST_CARDS.declined });
    expect(declined.status).toBe(402);
    expect(await declined.text()).toContain("Your card was declined.");
    expect(await sessionState(buyer, id)).toMatchObject({ status: "open", paid: false, entitled: false });
    expect((await cardsOf(buyer)).preview).toBe(true);

    const success = await pay(url);
    expect(success).toBe(`${payments().appUrl}/checkout/success?session_id=${id}`);
    // The success page confirms with Stripe before any webhook has come.
    expect(await sessionState(buyer, id)).toEqual<CheckoutSessionState>({
      id,
      status: "complete",
      paid: true,
      purchase: { kind: "deck", deckId: premium.deckId, deckTitle: premium.title },
      entitled: true,
    });
    expect((await cardsOf(buyer)).cards).toHaveLength(premium.cards.length);
    await flush();
    expect(await entitlementsOf(buyer)).toEqual({ decks: [{ deckId: premium.deckId, title: premium.title, source: "purchase" }], pass: null });
    const rows = await db().selectFrom("entitlements").select("id").where("user_id", "=", buyer).execute();
    expect(rows).toHaveLength(1);

    const owned = await checkout(buyer, { deckId: premium.deckId });
    expect(owned.status).toBe(409);
    expect(await owned.json()).toMatchObject({ error: "already_owned", message: "You already own this deck." });

    // Another person's session id is answered as if it did not exist.
    const stranger = await app().request(`/api/billing/session/${id}`, { headers: callers.as(newId("stranger")) });
    expect(stranger.status).toBe(404);
    expect(await stranger.json()).toMatchObject({ error: "session_not_found" });
  });

  it("charges the deck's price whatever amount, price or currency the request names", async () => {
    const buyer = newId("buyer");
    const url = await startedUrl(buyer, { deckId: otherPremium.deckId, amount: 1, price: "price_cheap", currency: "eur" });
    const session = await payments().billing.stripe.checkout.sessions.retrieve(sessionIdOf(url));
    expect([session.amount_total, session.currency, session.metadata?.deck_id]).toEqual([1199, "usd", otherPremium.deckId]);
  });

  it("sends Cancel back to where the person came from, and keeps that checkout for the next try", async () => {
    const buyer = newId("buyer");
    const url = await startedUrl(buyer, { deckId: otherPremium.deckId });
    const cancelled = await submitPage(url, { action: "cancel" });
    expect(cancelled.status).toBe(303);
    expect(cancelled.headers.get("location")).toBe(`${payments().appUrl}/checkout/cancel?deck=${otherPremium.deckId}`);
    expect((await cardsOf(buyer, otherPremium.deckId)).preview).toBe(true);
    const again = await checkout(buyer, { deckId: otherPremium.deckId });
    expect(await again.json()).toMatchObject({ error: "checkout_open", url });
  });

  it("lets a person change their mind about the period: the other plan's open checkout is expired, never left payable", async () => {
    const buyer = newId("buyer");
    const monthly = await startedUrl(buyer, { plan: "monthly" });
    await submitPage(monthly, { action: "cancel" });
    // The same plan again goes back to the checkout already open.
    expect(await (await checkout(buyer, { plan: "monthly" })).json()).toMatchObject({ error: "checkout_open", url: monthly });
    const yearly = await startedUrl(buyer, { plan: "yearly" });
    expect(yearly).not.toBe(monthly);
    // The monthly checkout is over at Stripe: paying it is refused, so only one pass can be bought.
    expect((await submitPage(monthly, { action: "pay", card: TEST_CARDS.success })).status).toBe(410);
    expect(await sessionState(buyer, sessionIdOf(monthly))).toMatchObject({ status: "expired", paid: false });
    await pay(yearly);
    await flush();
    expect((await entitlementsOf(buyer)).pass).toMatchObject({ plan: "yearly", status: "active" });
  });

  it("revokes a refunded deck", async () => {
    const buyer = newId("buyer");
    const url = await startedUrl(buyer, { deckId: thirdPremium.deckId });
    await pay(url);
    await flush();
    expect((await cardsOf(buyer, thirdPremium.deckId)).preview).toBe(false);
    const stored = await db().selectFrom("checkout_sessions").select("payment_intent").where("session_id", "=", sessionIdOf(url)).executeTakeFirstOrThrow();
    await payments().control("refund", { paymentIntent: stored.payment_intent });
    await flush();
    expect((await cardsOf(buyer, thirdPremium.deckId)).preview).toBe(true);
    expect((await entitlementsOf(buyer)).decks).toEqual([]);
    // The success page asked again later does not bring it back.
    expect(await sessionState(buyer, sessionIdOf(url))).toMatchObject({ status: "complete", paid: true, entitled: false });
  });

  it("starts one checkout, with one Stripe customer, for two requests at once", async () => {
    const buyer = newId("buyer");
    const [a, b] = await Promise.all([checkout(buyer, { deckId: premium.deckId }), checkout(buyer, { deckId: premium.deckId })]);
    const answers = [await a.json(), await b.json()] as { url: string; error?: string }[];
    expect([a.status, b.status].sort()).toEqual([200, 409]);
    expect(answers.find((x) => x.error)).toMatchObject({ error: "checkout_open" });
    expect(answers[0].url).toBe(answers[1].url);

    const [c, d] = await Promise.all([checkout(buyer, { deckId: otherPremium.deckId }), checkout(buyer, { plan: "monthly" })]);
    expect([c.status, d.status]).toEqual([200, 200]);
    const customers = await db().selectFrom("billing_customers").select("customer_id").where("user_id", "=", buyer).execute();
    expect(customers).toHaveLength(1);
    const sessions = await db().selectFrom("checkout_sessions").select("session_id").where("user_id", "=", buyer).execute();
    expect(sessions).toHaveLength(3);
  });

  it("lets go of a checkout Stripe no longer knows (the emulator was reset)", async () => {
    const buyer = newId("buyer");
    const first = await startedUrl(buyer, { deckId: premium.deckId });
    await payments().control("reset");
    const second = await startedUrl(buyer, { deckId: premium.deckId });
    expect(second).not.toBe(first);
    const gone = await app().request(`/api/billing/session/${sessionIdOf(first)}`, { headers: callers.as(buyer) });
    expect(gone.status).toBe(404);
  });

  it("sells the pass: every premium deck, renewal, cancel at period end in the portal, and its end", async () => {
    const subscriber = newId("subscriber");
    const url = await startedUrl(subscriber, { plan: "monthly" });
    await pay(url);
    expect(await sessionState(subscriber, sessionIdOf(url))).toMatchObject({ paid: true, purchase: { kind: "pass", plan: "monthly" }, entitled: true });
    await flush();
    for (const deck of [premium, otherPremium, thirdPremium]) expect((await cardsOf(subscriber, deck.deckId)).preview).toBe(false);
    const first = (await entitlementsOf(subscriber)).pass;
    expect(first).toMatchObject({ plan: "monthly", status: "active", cancelAtPeriodEnd: false });

    const second = await checkout(subscriber, { plan: "yearly" });
    expect(second.status).toBe(409);
    expect(await second.json()).toMatchObject({ error: "already_subscribed" });
    const included = await checkout(subscriber, { deckId: premium.deckId });
    expect(await included.json()).toMatchObject({ error: "already_owned", message: "This deck is included in your All-Access Pass." });

    // Renewal: the clock passes the period's end, the pass runs on to the next.
    await payments().control("advance", { seconds: 32 * 24 * 3600 });
    await flush();
    const renewed = (await entitlementsOf(subscriber)).pass;
    expect(renewed).toMatchObject({ plan: "monthly", status: "active" });
    expect(Date.parse(renewed?.currentPeriodEnd ?? "")).toBeGreaterThan(Date.parse(first?.currentPeriodEnd ?? ""));

    const portal = await app().request("/api/billing/portal", { method: "POST", headers: { ...callers.as(subscriber), "Content-Type": "application/json" }, body: "{}" });
    expect(portal.status).toBe(200);
    const portalUrl = ((await portal.json()) as { url: string }).url;
    expect(portalUrl).toMatch(new RegExp(`^${payments().appUrl}/payments/portal/`));
    const portalPage = await app().request(new URL(portalUrl).pathname);
    expect(portalPage.status).toBe(200);
    expect(await portalPage.text()).toContain("Cancel subscription");

    // A switch of plan in the portal: the new price's lookup key names the plan (Stripe leaves the metadata).
    const switched = await submitPage(portalUrl, { action: "switch" });
    expect(switched.status).toBeLessThan(400);
    await flush();
    expect((await entitlementsOf(subscriber)).pass).toMatchObject({ plan: "yearly", status: "active", cancelAtPeriodEnd: false });

    const cancel = await submitPage(portalUrl, { action: "cancel" });
    expect(cancel.status).toBeLessThan(400);
    await flush();
    expect((await entitlementsOf(subscriber)).pass).toMatchObject({ status: "active", cancelAtPeriodEnd: true });
    expect((await cardsOf(subscriber)).preview).toBe(false);

    await payments().control("advance", { seconds: 370 * 24 * 3600 });
    const delivered = await flush();
    expect(delivered).toEqual(expect.arrayContaining(["customer.subscription.created", "checkout.session.completed", "invoice.paid", "customer.subscription.updated", "customer.subscription.deleted"]));
    expect((await entitlementsOf(subscriber)).pass).toBeNull();
    expect((await cardsOf(subscriber)).preview).toBe(true);
  });
});
