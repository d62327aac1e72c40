// A signed event the webhook cannot apply: a 500 (Stripe sends it again) for its first tries, then
// recorded as failed, answered 2xx so that Stripe stops sending it for days, with one log line an
// operator can grep. Tries that fail because Stripe or the database cannot be reached do not count.
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { loadDeckContent } from "../content/deck-content";
import type { DeckWithCards } from "../../shared/api-types";
import { testDatabases } from "../../tests/support/server/test-databases";
import { testAppsForFile, type TestApp } from "../../tests/support/server/test-app";
import { startSubscriptionsApi, type SubscriptionsApi } from "../../tests/support/server/stripe-subscriptions";
import { billingWithoutStripeApi, newId, passSubscription, signedDelivery, stripeEvent } from "../../tests/support/server/test-billing";

const content = loadDeckContent();
const premium = content.find((d) => d.isPremium)!;
const NOW = Math.floor(Date.now() / 1000);

describe.each(testDatabases)("webhook events that cannot be applied on $name", ({ target }) => {
  const { callers, db, appWith } = testAppsForFile(target, content);
  let stripe: SubscriptionsApi;
  let app: TestApp;
  let stripeUnreachable: TestApp;

  beforeAll(async () => {
    stripe = await startSubscriptionsApi();
    app = appWith({ billing: stripe.billing });
    stripeUnreachable = appWith({ billing: billingWithoutStripeApi() });
  });

  afterAll(async () => {
    await stripe?.stop();
  });

  const deliver = (event: object, on = app) => on.request("/api/billing/webhook", signedDelivery(event));
  const applied = async (id: string) => (await db().selectFrom("billing_events").select("event_id").where("event_id", "=", id).execute()).length;
  const failures = (id: string) =>
    db().selectFrom("billing_event_failures").select(["type", "attempts", "last_error", "given_up_at"]).where("event_id", "=", id).executeTakeFirst();
  const previewOf = async (user: string) =>
    ((await (await app.request(`/api/decks/${premium.deckId}/cards`, { headers: callers.as(user) })).json()) as DeckWithCards).preview;
  /** A subscription event whose subscription Stripe does not know (until the test says it does). */
  const unknownSubscription = () => {
    const user = newId("subscriber");
    const sub = passSubscription({ id: newId("sub"), userId: user, periodStart: NOW });
    return { user, sub, event: stripeEvent("customer.subscription.updated", sub) };
  };

  it("answers 500 for the first tries, then records it as failed, answers 200 saying so and logs one line to grep", async () => {
    const { user, sub, event } = unknownSubscription();
    const logged: string[] = [];
    const errors = vi.spyOn(console, "error").mockImplementation((...args: unknown[]) => void logged.push(args.map(String).join(" ")));
    try {
      for (let attempt = 1; attempt <= 4; attempt++) {
        const res = await deliver(event);
        expect(res.status).toBe(500);
        expect(await res.json()).toEqual({
          error: "event_not_applied",
          message: `Event ${event.id} (customer.subscription.updated) could not be applied (try ${attempt} of 5). Send it again.`,
        });
      }
      expect(await failures(event.id)).toMatchObject({ attempts: 4, given_up_at: null });

      const fifth = await deliver(event);
      expect(fifth.status).toBe(200);
      expect(await fifth.json()).toEqual({
        received: true,
        failed: true,
        message: `Event ${event.id} (customer.subscription.updated) could not be applied after 5 tries and was recorded as failed.`,
      });
      const row = await failures(event.id);
      expect(row).toMatchObject({ type: "customer.subscription.updated", attempts: 5, last_error: expect.stringContaining(`No such subscription: '${sub.id}'`) });
      expect(row?.given_up_at).not.toBeNull();
      const lines = logged.filter((line) => line.includes("recorded as failed"));
      expect(lines).toEqual([
        `Webhook event ${event.id} (customer.subscription.updated) recorded as failed after 5 tries (billing_event_failures); it is not applied: No such subscription: '${sub.id}'`,
      ]);
      expect(await applied(event.id)).toBe(0);
      expect(await previewOf(user)).toBe(true);
    } finally {
      errors.mockRestore();
    }

    // Sent again by hand once it can be applied (the Dashboard's Resend): applied once, its failures cleared.
    stripe.set(sub);
    for (let i = 0; i < 2; i++) {
      const res = await deliver(event);
      expect(res.status).toBe(200);
      expect(await res.json()).toEqual({ received: true });
    }
    expect(await applied(event.id)).toBe(1);
    expect(await failures(event.id)).toBeUndefined();
    expect(await previewOf(user)).toBe(false);
  });

  it("counts no try while Stripe cannot be asked: 503 with Retry-After every time, and applied once it can be", async () => {
    const { user, sub, event } = unknownSubscription();
    stripe.set(sub);
    for (let attempt = 1; attempt <= 6; attempt++) {
      const res = await deliver(event, stripeUnreachable);
      expect(res.status).toBe(503);
      expect(Number(res.headers.get("Retry-After"))).toBeGreaterThan(0);
      expect(await res.json()).toEqual({
        error: "event_not_applied",
        message: `Event ${event.id} (customer.subscription.updated) was not applied: Stripe could not be asked about it just now. Send it again.`,
      });
    }
    expect(await failures(event.id)).toBeUndefined();
    expect((await deliver(event)).status).toBe(200);
    expect(await applied(event.id)).toBe(1);
    expect(await previewOf(user)).toBe(false);
  });

  it("applies an event that failed before, once it can be, within its tries", async () => {
    const { user, sub, event } = unknownSubscription();
    expect((await deliver(event)).status).toBe(500);
    expect(await failures(event.id)).toMatchObject({ attempts: 1 });
    stripe.set(sub);
    expect(await (await deliver(event)).json()).toEqual({ received: true });
    expect(await failures(event.id)).toBeUndefined();
    expect(await previewOf(user)).toBe(false);
  });
});
