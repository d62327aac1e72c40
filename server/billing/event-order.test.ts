// Stripe does not deliver events in order: a late copy of a subscription's older event (the same
// second as a cancellation, or older) must not change what is stored. The stored subscription and
// the pass end equal to what Stripe (the payment emulator) says, whatever order its events came in.
import type Stripe from "stripe";
import { describe, expect, it } from "vitest";
import { loadDeckContent } from "../content/deck-content";
import type { Entitlements } from "../../shared/api-types";
import { testDatabases } from "../../tests/support/server/test-databases";
import { newId, signedDelivery } from "../../tests/support/server/test-billing";
import { paymentsAppForFile, TEST_CARDS } from "../../tests/support/server/test-payments";

const content = loadDeckContent();
const DAY = 24 * 60 * 60;

// In order: the tests share one payment emulator whose clock moves on, and the last stops it.
describe("in order", { shuffle: false }, () => {
  describe.each(testDatabases)("subscription events out of order on $name", ({ target }) => {
    /** Events the network "holds back": answered 2xx to the emulator, delivered by the test later. */
    const holding = new Set<string>();
    const held: Stripe.Event[] = [];
    const { callers, db, payments, app } = paymentsAppForFile(target, content, {}, (buying) => ({
      fetch: async (request) => {
        if (request.method === "POST" && new URL(request.url).pathname === "/api/billing/webhook") {
          const event = (await request.clone().json()) as Stripe.Event;
          if (holding.has(event.type)) {
            held.push(event);
            return Response.json({ received: true });
          }
        }
        return buying.fetch(request);
      },
    }));

    const post = (user: string, path: string, body: object) =>
      app().request(path, { method: "POST", headers: { ...callers.as(user), "Content-Type": "application/json" }, body: JSON.stringify(body) });
    const submitPage = (url: string, form: Record<string, string>) =>
      app().request(new URL(url).pathname, { method: "POST", headers: { "Content-Type": "application/x-www-form-urlencoded" }, body: new URLSearchParams(form).toString() });
    const flush = () => payments().control("flush");
    const deliverLate = async (event: Stripe.Event) => {
      const res = await app().request("/api/billing/webhook", signedDelivery(event, { secret: payments().billing.settings.webhookSecret }));
      expect(res.status, await res.clone().text()).toBe(200);
    };
    const heldFor = (type: string, subscription: string) => {
      const event = held.find((e) => e.type === type && JSON.stringify(e.data.object).includes(subscription));
      if (!event) throw new Error(`no ${type} held for ${subscription}`);
      return event;
    };

    /** Buys the monthly pass, holding back its customer.subscription.created and first invoice.paid. */
    const buyPass = async (user: string) => {
      holding.add("customer.subscription.created").add("invoice.paid");
      const started = await post(user, "/api/billing/checkout", { plan: "monthly" });
      expect(started.status, await started.clone().text()).toBe(200);
      const { url } = (await started.json()) as { url: string };
      expect((await submitPage(url, { action: "pay", card: TEST_CARDS.success })).status).toBe(303);
      await flush();
      holding.clear();
      const created = held.find((e) => e.type === "customer.subscription.created" && (e.data.object as Stripe.Subscription).metadata.user_sub === user);
      return (created?.data.object as Stripe.Subscription).id;
    };
    const cancelInPortal = async (user: string) => {
      const portal = await post(user, "/api/billing/portal", {});
      expect(portal.status).toBe(200);
      const { url } = (await portal.json()) as { url: string };
      expect((await submitPage(url, { action: "cancel" })).status).toBeLessThan(400);
      await flush();
    };

    /** What is stored, and the pass the person is shown, against the subscription as Stripe has it now. */
    const expectAsStripeSays = async (user: string, id: string) => {
      const sub = await payments().billing.stripe.subscriptions.retrieve(id);
      const item = sub.items.data[0];
      const row = await db()
        .selectFrom("billing_subscriptions")
        .select(["status", "cancel_at_period_end", "current_period_end"])
        .where("id", "=", id)
        .executeTakeFirstOrThrow();
      expect({ status: row.status, cancelAtPeriodEnd: row.cancel_at_period_end, periodEnd: new Date(row.current_period_end).toISOString() }).toEqual({
        status: sub.status,
        cancelAtPeriodEnd: sub.cancel_at_period_end,
        periodEnd: new Date(item.current_period_end * 1000).toISOString(),
      });
      const { pass } = (await (await app().request("/api/me/entitlements", { headers: callers.as(user) })).json()) as Entitlements;
      if (sub.status === "active") {
        expect(pass).toEqual({ plan: "monthly", status: "active", currentPeriodEnd: new Date(item.current_period_end * 1000).toISOString(), cancelAtPeriodEnd: sub.cancel_at_period_end });
      } else {
        expect(pass).toBeNull();
      }
      return sub;
    };

    it("keeps a cancellation when the subscription's creation arrives after it, in the same second or older", async () => {
      const sameSecond = newId("subscriber");
      const sameSecondSub = await buyPass(sameSecond);
      await cancelInPortal(sameSecond);
      const cancelled = await expectAsStripeSays(sameSecond, sameSecondSub);
      expect(cancelled.cancel_at_period_end).toBe(true);
      // The creation event, delivered late, stamped with the cancellation's very second.
      const created = heldFor("customer.subscription.created", sameSecondSub);
      await deliverLate({ ...created, created: cancelled.canceled_at ?? created.created });
      expect((await expectAsStripeSays(sameSecond, sameSecondSub)).cancel_at_period_end).toBe(true);

      const older = newId("subscriber");
      const olderSub = await buyPass(older);
      await payments().control("advance", { seconds: DAY });
      await cancelInPortal(older);
      await deliverLate(heldFor("customer.subscription.created", olderSub));
      expect((await expectAsStripeSays(older, olderSub)).cancel_at_period_end).toBe(true);

      // Both end at the period's end; the first invoices, delivered after that, bring nothing back.
      await payments().control("advance", { seconds: 40 * DAY });
      await flush();
      for (const [user, id] of [
        [sameSecond, sameSecondSub],
        [older, olderSub],
      ]) {
        expect((await expectAsStripeSays(user, id)).status).toBe("canceled");
        await deliverLate(heldFor("invoice.paid", id));
        expect((await expectAsStripeSays(user, id)).status).toBe("canceled");
      }
    });

    it("keeps a renewal when the first period's events arrive after it", async () => {
      const user = newId("subscriber");
      const id = await buyPass(user);
      await payments().control("advance", { seconds: 32 * DAY });
      await flush();
      const renewed = await expectAsStripeSays(user, id);
      expect(renewed.status).toBe("active");
      await deliverLate(heldFor("customer.subscription.created", id));
      await deliverLate(heldFor("invoice.paid", id));
      expect((await expectAsStripeSays(user, id)).items.data[0].current_period_end).toBe(renewed.items.data[0].current_period_end);
    });

    it("answers 503 to an event it cannot check with Stripe, records nothing, and keeps what is stored", async () => {
      const user = newId("subscriber");
      const id = await buyPass(user);
      const before = await expectAsStripeSays(user, id);
      const late = heldFor("customer.subscription.created", id);
      await payments().emulator.stop();
      const res = await app().request("/api/billing/webhook", signedDelivery({ ...late, data: { object: { ...late.data.object, status: "canceled" } } }, { secret: payments().billing.settings.webhookSecret }));
      expect(res.status).toBe(503);
      expect(Number(res.headers.get("Retry-After"))).toBeGreaterThan(0);
      expect(await res.json()).toEqual({ error: "event_not_applied", message: expect.stringContaining(late.id) });
      const recorded = await db().selectFrom("billing_events").select("event_id").where("event_id", "=", late.id).execute();
      expect(recorded).toEqual([]);
      const row = await db().selectFrom("billing_subscriptions").select(["status", "cancel_at_period_end"]).where("id", "=", id).executeTakeFirstOrThrow();
      expect(row).toEqual({ status: before.status, cancel_at_period_end: before.cancel_at_period_end });
    });
  });
});
