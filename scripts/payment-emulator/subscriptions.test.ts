// The All-Access Pass through the emulator: paying for it, the Customer Portal, the clock's
// renewals and endings, and refunds, each checked in the API's answers and the signed events.
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import type Stripe from "stripe";
import { APP_ORIGIN, createSession, pay, startHarness, type Harness } from "./test-harness";

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

const DAY = 86_400;

/** Pays for the pass and answers the subscription, with the events seen so far cleared. */
async function buyPass(plan: "monthly" | "yearly") {
  const session = await createSession(h.stripe, { plan });
  await pay(h, session.id);
  const paid = await h.stripe.checkout.sessions.retrieve(session.id, { expand: ["subscription"] });
  const subscription = paid.subscription as Stripe.Subscription;
  return { session: paid, subscription, events: h.events() };
}

/** The events that arrived since `before` of them had. */
function eventsAfter(before: number) {
  return h.events().slice(before);
}

async function openPortal(customer: string) {
  const portal = await h.stripe.billingPortal.sessions.create({ customer, return_url: `${APP_ORIGIN}/profile` });
  const page = async () => (await fetch(`${h.emulator.endpoint}/payments/portal/${portal.id}`)).text();
  const press = async (action: string) => {
    const res = await fetch(`${h.emulator.endpoint}/payments/portal/${portal.id}`, {
      method: "POST",
      headers: { "Content-Type": "application/x-www-form-urlencoded" },
      body: new URLSearchParams({ action }),
      redirect: "manual",
    });
    expect(res.status).toBe(303);
    expect(res.headers.get("location")).toMatch(new RegExp(`^/payments/portal/${portal.id}\\?done=`));
    await h.control("flush");
  };
  return { portal, page, press };
}

describe("paying for the pass", () => {
  it("makes an active subscription with its first period on the item, and sends created, completed and paid", async () => {
    const { session, subscription, events } = await buyPass("yearly");
    expect(session).toMatchObject({ mode: "subscription", status: "complete", payment_status: "paid" });
    expect(subscription).toMatchObject({ object: "subscription", status: "active", cancel_at_period_end: false, customer: session.customer, metadata: { user_sub: "user-sub-1", plan: "yearly" } });
    const [item] = subscription.items.data;
    expect(item.price.lookup_key).toBe("all_access_yearly");
    const start = new Date(item.current_period_start * 1000);
    const end = new Date(item.current_period_end * 1000);
    expect([end.getUTCFullYear() - start.getUTCFullYear(), end.getUTCMonth() - start.getUTCMonth()]).toEqual([1, 0]);

    expect(events.map((e) => e.type)).toEqual(["customer.subscription.created", "checkout.session.completed", "invoice.paid"]);
    const completed = events[1].data.object as Stripe.Checkout.Session;
    expect(completed.subscription).toBe(subscription.id);
    const invoice = events[2].data.object as Stripe.Invoice;
    expect(invoice).toMatchObject({ status: "paid", amount_paid: 3600, billing_reason: "subscription_create", customer: session.customer });
    expect(invoice.parent?.subscription_details?.subscription).toBe(subscription.id);

    const retrieved = await h.stripe.subscriptions.retrieve(subscription.id);
    expect(retrieved.items.data[0].current_period_end).toBe(item.current_period_end);
  });
});

describe("the Customer Portal", () => {
  it("shows the pass and cancels it at the period's end", async () => {
    const { subscription } = await buyPass("monthly");
    const { portal, page, press } = await openPortal(String(subscription.customer));
    expect(portal).toMatchObject({ object: "billing_portal.session", customer: subscription.customer, return_url: `${APP_ORIGIN}/profile` });
    expect(portal.url).toBe(`${APP_ORIGIN}/payments/portal/${portal.id}`);

    const before = await page();
    expect(before).toContain("Monthly, $4.00 per month");
    expect(before).toContain("Renews on");
    expect(before).toMatch(/<button[^>]*value="cancel">Cancel subscription<\/button>/);
    expect(before).toMatch(/<button[^>]*value="switch">Switch to yearly<\/button>/);
    expect(before).toContain(`href="${APP_ORIGIN}/profile">Return</a>`);
    expect(before).not.toMatch(/<script|\son[a-z]+=/i);

    const seen = h.events().length;
    await press("cancel");
    expect(await page()).toContain("Ends on");
    const [updated] = eventsAfter(seen);
    expect(updated.type).toBe("customer.subscription.updated");
    expect(updated.data.object).toMatchObject({ id: subscription.id, status: "active", cancel_at_period_end: true });
    expect(updated.data.previous_attributes).toMatchObject({ cancel_at_period_end: false });
  });

  it("answers a retrieve with the subscription as it is now: what its latest event carried", async () => {
    const { subscription } = await buyPass("monthly");
    const { press } = await openPortal(String(subscription.customer));
    await press("cancel");
    const latest = h
      .events()
      .filter((e) => e.type.startsWith("customer.subscription.") && (e.data.object as Stripe.Subscription).id === subscription.id)
      .at(-1);
    const { lastResponse, ...retrieved } = await h.stripe.subscriptions.retrieve(subscription.id);
    expect(lastResponse.statusCode).toBe(200);
    // As JSON: the SDK hands decimal strings back as Decimal objects.
    expect(JSON.parse(JSON.stringify(retrieved))).toEqual(latest?.data.object);
    expect(retrieved).toMatchObject({ status: "active", cancel_at_period_end: true, cancel_at: subscription.items.data[0].current_period_end });
    // One Stripe does not know: resource_missing, which the app's webhook counts as the event's own failure.
    await expect(h.stripe.subscriptions.retrieve("sub_unknown")).rejects.toMatchObject({ type: "StripeInvalidRequestError", code: "resource_missing", statusCode: 404 });
  });

  it("switches monthly to yearly: the new price on the item, a new period, and the invoice for it", async () => {
    const { subscription } = await buyPass("monthly");
    const { page, press } = await openPortal(String(subscription.customer));
    const seen = h.events().length;
    await press("switch");
    expect(await page()).toContain("Yearly, $36.00 per year");
    const events = eventsAfter(seen);
    expect(events.map((e) => e.type)).toEqual(["customer.subscription.updated", "invoice.paid"]);
    const switched = events[0].data.object as Stripe.Subscription;
    expect(switched.items.data[0].price.lookup_key).toBe("all_access_yearly");
    expect((events[0].data.previous_attributes as Partial<Stripe.Subscription>).items?.data[0].price.lookup_key).toBe("all_access_monthly");
    const invoice = events[1].data.object as Stripe.Invoice;
    expect(invoice.billing_reason).toBe("subscription_update");
    // The month just begun is almost all unused: credited against the year.
    expect(invoice.amount_paid).toBeGreaterThan(3600 - 400 - 5);
    expect(invoice.amount_paid).toBeLessThanOrEqual(3600 - 390);
  });
});

describe("the clock", () => {
  it("renews a pass whose period ended: a new period and a paid invoice", async () => {
    const { subscription } = await buyPass("monthly");
    const firstEnd = subscription.items.data[0].current_period_end;
    const seen = h.events().length;
    await h.control("advance", { seconds: 32 * DAY });
    await h.control("flush");
    const events = eventsAfter(seen);
    expect(events.map((e) => e.type)).toEqual(["customer.subscription.updated", "invoice.paid"]);
    const renewed = await h.stripe.subscriptions.retrieve(subscription.id);
    expect(renewed.status).toBe("active");
    expect(renewed.items.data[0].current_period_start).toBe(firstEnd);
    expect(renewed.items.data[0].current_period_end).toBeGreaterThan(firstEnd + 27 * DAY);
    const invoice = events[1].data.object as Stripe.Invoice;
    expect(invoice).toMatchObject({ billing_reason: "subscription_cycle", amount_paid: 400 });
    expect(invoice.parent?.subscription_details?.subscription).toBe(subscription.id);
    expect(events[0].created).toBe(firstEnd);
  });

  it("ends a pass cancelled at the period's end when the period is over", async () => {
    const { subscription } = await buyPass("yearly");
    const { press } = await openPortal(String(subscription.customer));
    await press("cancel");
    const seen = h.events().length;
    await h.control("advance", { seconds: 200 * DAY });
    await h.control("flush");
    expect(eventsAfter(seen)).toHaveLength(0);
    await h.control("advance", { seconds: 200 * DAY });
    await h.control("flush");
    const [deleted] = eventsAfter(seen);
    expect(deleted.type).toBe("customer.subscription.deleted");
    expect(deleted.data.object).toMatchObject({ id: subscription.id, status: "canceled", ended_at: subscription.items.data[0].current_period_end });
    expect((await h.stripe.subscriptions.retrieve(subscription.id)).status).toBe("canceled");
  });
});

describe("refunds", () => {
  it("refunds a deck's charge by its PaymentIntent and says so once", async () => {
    const session = await createSession(h.stripe, { deckId: "childhood" });
    await pay(h, session.id);
    const paid = await h.stripe.checkout.sessions.retrieve(session.id);
    const seen = h.events().length;
    const answer = await h.control<{ charge: Stripe.Charge }>("refund", { paymentIntent: paid.payment_intent });
    expect(answer.charge).toMatchObject({ refunded: true, amount_refunded: 1199 });
    await h.control("flush");
    const [refunded] = eventsAfter(seen);
    expect(refunded.type).toBe("charge.refunded");
    expect(refunded.data.object).toMatchObject({ payment_intent: paid.payment_intent, refunded: true, amount_refunded: 1199, amount: 1199, metadata: { deck_id: "childhood" } });
    const again = await fetch(`${h.emulator.endpoint}/_control/refund`, {
      method: "POST",
      headers: { "X-Emulator-Key": h.emulator.key },
      body: JSON.stringify({ paymentIntent: paid.payment_intent }),
    });
    expect(again.status).toBe(400);
  });
});
