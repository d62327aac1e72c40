// Stripe's events as Stripe sends them (signed with the SDK's generateTestHeaderString), and what
// a buyer then sees: the deck's cards, their entitlements. A subscription is read back from Stripe,
// here a stand-in answering the state each test gives it.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { loadDeckContent } from "../content/deck-content";
import type { DeckWithCards, Entitlements } from "../../shared/api-types";
import { testDatabases } from "../../tests/support/server/test-databases";
import { testAppsForFile, type TestApp } from "../../tests/support/server/test-app";
import { startSubscriptionsApi, type SubscriptionsApi } from "../../tests/support/server/stripe-subscriptions";
import {
  newId,
  paidDeckSession,
  passSubscription,
  refundedCharge,
  signedDelivery,
  stripeEvent,
} from "../../tests/support/server/test-billing";

const content = loadDeckContent();
const [premium, otherPremium] = content.filter((d) => d.isPremium);
const DAY = 24 * 60 * 60;
const NOW = Math.floor(Date.now() / 1000);

describe.each(testDatabases)("the Stripe webhook on $name", ({ target }) => {
  const { callers, db, appWith } = testAppsForFile(target, content);
  let app: TestApp;
  let stripe: SubscriptionsApi;

  beforeAll(async () => {
    stripe = await startSubscriptionsApi();
    app = appWith({ billing: stripe.billing });
  });

  afterAll(async () => {
    await stripe?.stop();
  });

  const deliver = (event: object, options?: Parameters<typeof signedDelivery>[1]) => app.request("/api/billing/webhook", signedDelivery(event, options));
  const deliverOk = async (event: object) => {
    const res = await deliver(event);
    expect(res.status, await res.clone().text()).toBe(200);
    expect(await res.json()).toEqual({ received: true });
  };
  const cardsOf = async (user: string, deckId = premium.deckId) =>
    (await (await app.request(`/api/decks/${deckId}/cards`, { headers: callers.as(user) })).json()) as DeckWithCards;
  const entitlementsOf = async (user: string) => {
    const res = await app.request("/api/me/entitlements", { headers: callers.as(user) });
    expect(res.status).toBe(200);
    return (await res.json()) as Entitlements;
  };
  const eventsStored = async () => Number((await db().selectFrom("billing_events").select((eb) => eb.fn.countAll<number>().as("n")).executeTakeFirstOrThrow()).n);

  describe("signatures", () => {
    it("refuses a missing, wrong, tampered or stale signature with 400 and writes nothing", async () => {
      const event = stripeEvent("checkout.session.completed", paidDeckSession("forger", premium.deckId));
      const before = await eventsStored();
      const body = JSON.stringify(event);
      const unsigned = await app.request("/api/billing/webhook", { method: "POST", headers: { "Content-Type": "application/json" }, body });
      const tampered = signedDelivery(event);
      const refusals = [
        unsigned,
        await deliver(event, { secret: "whsec_someone_else" }),
        await app.request("/api/billing/webhook", { ...tampered, body: body.replace(premium.deckId, otherPremium.deckId) }),
        await deliver(event, { timestamp: NOW - 3600 }),
        await app.request("/api/billing/webhook", { ...tampered, headers: { "Stripe-Signature": "t=1,v1=00" } }),
      ];
      for (const res of refusals) {
        expect(res.status).toBe(400);
        expect(await res.json()).toEqual({ error: "invalid_signature", message: expect.any(String) });
      }
      expect(await eventsStored()).toBe(before);
      expect((await cardsOf("forger")).preview).toBe(true);
      expect((await entitlementsOf("forger")).decks).toEqual([]);
    });

    it("refuses an oversized body with 413 and other methods with 405", async () => {
      const huge = stripeEvent("ping", { id: "x", padding: "x".repeat(600 * 1024) });
      expect((await deliver(huge)).status).toBe(413);
      const get = await app.request("/api/billing/webhook");
      expect(get.status).toBe(405);
      expect(get.headers.get("Allow")).toBe("POST");
    });
  });

  describe("a deck bought", () => {
    it("unlocks every card once paid, and a replayed event changes nothing", async () => {
      const buyer = newId("buyer");
      expect((await cardsOf(buyer)).preview).toBe(true);
      const completed = stripeEvent("checkout.session.completed", paidDeckSession(buyer, premium.deckId));
      await deliverOk(completed);
      const deck = await cardsOf(buyer);
      expect(deck.preview).toBe(false);
      expect(deck.cards).toHaveLength(premium.cards.length);
      expect((await cardsOf(buyer, otherPremium.deckId)).preview).toBe(true);
      expect(await entitlementsOf(buyer)).toEqual({ decks: [{ deckId: premium.deckId, title: premium.title, source: "purchase" }], pass: null });

      const recorded = await eventsStored();
      await deliverOk(completed);
      await Promise.all([deliverOk(completed), deliverOk(completed)]);
      expect(await eventsStored()).toBe(recorded);
      const rows = await db().selectFrom("entitlements").select("id").where("user_id", "=", buyer).execute();
      expect(rows).toHaveLength(1);
    });

    it("applies the same new event delivered twice at once exactly once", async () => {
      const buyer = newId("buyer");
      const completed = stripeEvent("checkout.session.completed", paidDeckSession(buyer, premium.deckId));
      const before = await eventsStored();
      await Promise.all([deliverOk(completed), deliverOk(completed), deliverOk(completed)]);
      expect(await eventsStored()).toBe(before + 1);
      expect(await db().selectFrom("entitlements").select("id").where("user_id", "=", buyer).execute()).toHaveLength(1);
    });

    it("ignores a session that is not paid", async () => {
      const buyer = newId("buyer");
      const unpaid = { ...paidDeckSession(buyer, premium.deckId), payment_status: "unpaid" };
      await deliverOk(stripeEvent("checkout.session.completed", unpaid));
      expect((await cardsOf(buyer)).preview).toBe(true);
    });

    it("takes the deck away on a full refund, for good, and only that purchase", async () => {
      const buyer = newId("buyer");
      const paid = paidDeckSession(buyer, premium.deckId);
      const other = paidDeckSession(buyer, otherPremium.deckId);
      await deliverOk(stripeEvent("checkout.session.completed", paid));
      await deliverOk(stripeEvent("checkout.session.completed", other));

      await deliverOk(stripeEvent("charge.refunded", { ...refundedCharge(paid.payment_intent), refunded: false, amount_refunded: 100 }));
      expect((await cardsOf(buyer)).preview).toBe(false); // a partial refund leaves the deck

      await deliverOk(stripeEvent("charge.refunded", refundedCharge(paid.payment_intent)));
      expect((await cardsOf(buyer)).preview).toBe(true);
      expect((await cardsOf(buyer, otherPremium.deckId)).preview).toBe(false);
      expect((await entitlementsOf(buyer)).decks.map((d) => d.deckId)).toEqual([otherPremium.deckId]);

      // The same paid session applied again (a late event, or the success page confirming it) grants nothing.
      await deliverOk(stripeEvent("checkout.session.completed", paid));
      expect((await cardsOf(buyer)).preview).toBe(true);
    });

    it("remembers a refund that arrives before the purchase it refunds", async () => {
      const buyer = newId("buyer");
      const paid = paidDeckSession(buyer, premium.deckId);
      await deliverOk(stripeEvent("charge.refunded", refundedCharge(paid.payment_intent, { user_sub: buyer, deck_id: premium.deckId })));
      await deliverOk(stripeEvent("checkout.session.completed", paid));
      expect((await cardsOf(buyer)).preview).toBe(true);
    });
  });

  describe("the All-Access Pass", () => {
    const passOf = async (user: string) => (await entitlementsOf(user)).pass;
    /** Stripe holds `sub` now, and sends an event about it. */
    const changed = async (type: string, sub: Omit<ReturnType<typeof passSubscription>, "metadata"> & { metadata: object }, options?: Parameters<typeof stripeEvent>[2]) => {
      stripe.set(sub);
      await deliverOk(stripeEvent(type, sub, options));
    };

    it("unlocks every premium deck while active and shows the plan and period", async () => {
      const user = newId("subscriber");
      await changed("customer.subscription.created", passSubscription({ id: newId("sub"), userId: user, periodStart: NOW }));
      for (const deck of [premium, otherPremium]) expect((await cardsOf(user, deck.deckId)).preview).toBe(false);
      expect(await passOf(user)).toEqual({
        plan: "monthly",
        status: "active",
        currentPeriodEnd: new Date((NOW + 30 * DAY) * 1000).toISOString(),
        cancelAtPeriodEnd: false,
      });
    });

    it("follows renewal, cancel at period end, a plan switch and deletion", async () => {
      const user = newId("subscriber");
      const id = newId("sub");
      await changed("customer.subscription.created", passSubscription({ id, userId: user, periodStart: NOW }));

      const renewed = passSubscription({ id, userId: user, periodStart: NOW + 30 * DAY });
      await changed("customer.subscription.updated", renewed, { created: NOW + 30 * DAY });
      expect((await passOf(user))?.currentPeriodEnd).toBe(new Date((NOW + 60 * DAY) * 1000).toISOString());

      const cancelling = { ...renewed, cancel_at_period_end: true };
      await changed("customer.subscription.updated", cancelling, { created: NOW + 31 * DAY, previous: { cancel_at_period_end: false } });
      expect(await passOf(user)).toMatchObject({ status: "active", cancelAtPeriodEnd: true });
      expect((await cardsOf(user)).preview).toBe(false); // access until the period ends

      const yearly = passSubscription({ id, userId: user, plan: "yearly", periodStart: NOW + 32 * DAY });
      await changed("customer.subscription.updated", yearly, { created: NOW + 32 * DAY });
      expect(await passOf(user)).toMatchObject({ plan: "yearly", cancelAtPeriodEnd: false });

      const ended = passSubscription({ id, userId: user, plan: "yearly", periodStart: NOW + 32 * DAY, status: "canceled" });
      await changed("customer.subscription.deleted", ended, { created: NOW + 33 * DAY });
      expect(await passOf(user)).toBeNull();
      expect((await cardsOf(user)).preview).toBe(true);
    });

    it("applies the subscription as Stripe has it, whatever the event carries or the order events come in", async () => {
      const user = newId("subscriber");
      const id = newId("sub");
      const first = passSubscription({ id, userId: user, periodStart: NOW });
      const cancelling = { ...first, cancel_at_period_end: true };
      // Created and cancelled in one second; the creation arrives last, carrying its old snapshot.
      stripe.set(cancelling);
      await deliverOk(stripeEvent("customer.subscription.updated", cancelling, { created: NOW }));
      await deliverOk(stripeEvent("customer.subscription.created", first, { created: NOW }));
      expect(await passOf(user)).toMatchObject({ status: "active", cancelAtPeriodEnd: true });

      // Deleted: a late event from before, even one claiming a later period, brings nothing back.
      const ended = { ...cancelling, status: "canceled" };
      stripe.set(ended);
      await deliverOk(stripeEvent("customer.subscription.deleted", ended, { created: NOW + 30 * DAY }));
      await deliverOk(stripeEvent("customer.subscription.updated", passSubscription({ id, userId: user, periodStart: NOW + 30 * DAY }), { created: NOW + 30 * DAY }));
      expect(await passOf(user)).toBeNull();
      expect((await cardsOf(user)).preview).toBe(true);
      expect(stripe.reads(id)).toBe(4);
    });

    it("keeps the later read when an earlier one is answered last", async () => {
      const user = newId("subscriber");
      const id = newId("sub");
      const active = passSubscription({ id, userId: user, periodStart: NOW });
      await changed("customer.subscription.created", active);
      // One event's read reaches Stripe before the cancellation but is answered after it.
      const release = stripe.holdNextRead(id);
      const slow = deliver(stripeEvent("customer.subscription.updated", active));
      await new Promise((resolve) => setTimeout(resolve, 50));
      await changed("customer.subscription.updated", { ...active, cancel_at_period_end: true });
      release();
      expect((await slow).status).toBe(200);
      expect(await passOf(user)).toMatchObject({ cancelAtPeriodEnd: true });
    });

    it("gives no access while a renewal is unpaid, and gives it back once paid", async () => {
      const user = newId("subscriber");
      const id = newId("sub");
      await changed("customer.subscription.created", passSubscription({ id, userId: user, periodStart: NOW }));
      const pastDue = passSubscription({ id, userId: user, periodStart: NOW + 30 * DAY, status: "past_due" });
      await changed("customer.subscription.updated", pastDue, { created: NOW + 30 * DAY });
      expect(await passOf(user)).toBeNull();
      expect((await cardsOf(user)).preview).toBe(true);
      await changed("customer.subscription.updated", { ...pastDue, status: "active" }, { created: NOW + 31 * DAY });
      expect(await passOf(user)).toMatchObject({ status: "active" });
    });

    it("finds the user through the stored customer when the metadata does not name one", async () => {
      const user = newId("subscriber");
      const customer = newId("cus");
      await db().insertInto("billing_customers").values({ user_id: user, customer_id: customer }).execute();
      const sub = passSubscription({ id: newId("sub"), userId: user, periodStart: NOW, customer });
      await changed("customer.subscription.created", { ...sub, metadata: {} });
      expect(await passOf(user)).toMatchObject({ plan: "monthly", status: "active" });
    });
  });

  it("answers 200 to an event type it does not handle, and records it", async () => {
    const before = await eventsStored();
    await deliverOk(stripeEvent("customer.created", { id: newId("cus"), object: "customer" }));
    expect(await eventsStored()).toBe(before + 1);
  });
});
