// POST /api/billing/webhook: Stripe's events, verified with the SDK from the raw body, each applied
// once: its id is stored in the same transaction as its effect.
import type { Context } from "hono";
import type { Kysely } from "kysely";
import type Stripe from "stripe";
import type { Database } from "../db/schema";
import { isDatabaseUnavailable } from "../db/database-errors";
import { apiError } from "../http/errors";
import { eventRecorded, expireCheckout, findCheckoutBySession, recordEvent } from "./billing-repository";
import { applyCheckoutSession, applyRefund, applySubscription, type SubscriptionFields } from "./fulfilment";

export const WEBHOOK_MAX_BYTES = 512 * 1024;

/** What an event needs fetched from Stripe before its transaction (no network inside one). */
interface Prepared {
  subscription: SubscriptionFields | null;
}

const idOf = (value: string | { id: string } | null | undefined) => (typeof value === "string" ? value : (value?.id ?? null));

async function prepare(stripe: Stripe, event: Stripe.Event): Promise<Prepared> {
  switch (event.type) {
    case "checkout.session.completed":
    case "checkout.session.async_payment_succeeded": {
      const ref = event.data.object.subscription;
      if (ref && typeof ref !== "string") return { subscription: ref };
      return { subscription: ref ? await stripe.subscriptions.retrieve(ref) : null };
    }
    case "invoice.paid": {
      // A renewal: the subscription's own state (status, period) is what counts, so it is read afresh.
      const id = idOf(event.data.object.parent?.subscription_details?.subscription);
      return { subscription: id ? await stripe.subscriptions.retrieve(id) : null };
    }
    default:
      return { subscription: null };
  }
}

async function apply(db: Kysely<Database>, event: Stripe.Event, prepared: Prepared): Promise<void> {
  switch (event.type) {
    case "checkout.session.completed":
    case "checkout.session.async_payment_succeeded":
      return applyCheckoutSession(db, event.data.object, prepared.subscription, event.created);
    case "checkout.session.expired": {
      const stored = await findCheckoutBySession(db, event.data.object.id);
      if (stored) await expireCheckout(db, stored.id, false);
      return;
    }
    case "invoice.paid":
      if (prepared.subscription) await applySubscription(db, prepared.subscription, event.created);
      return;
    case "customer.subscription.created":
    case "customer.subscription.updated":
    case "customer.subscription.deleted":
      await applySubscription(db, event.data.object, event.created);
      return;
    case "charge.refunded":
      return applyRefund(db, event.data.object);
    default:
      return; // recorded, nothing to do
  }
}

export async function handleWebhook(c: Context, db: Kysely<Database>, stripe: Stripe, webhookSecret: string) {
  c.header("Cache-Control", "no-store");
  const signature = c.req.header("Stripe-Signature");
  if (!signature) return apiError(c, 400, "invalid_signature", "The Stripe-Signature header is missing.");
  const raw = Buffer.from(await c.req.arrayBuffer());
  let event: Stripe.Event;
  try {
    event = stripe.webhooks.constructEvent(raw, signature, webhookSecret);
  } catch (error) {
    const message = error instanceof Error ? error.message : String(error);
    console.warn(`Webhook refused: ${message.split("\n")[0]}`);
    return apiError(c, 400, "invalid_signature", "The event's signature does not verify.");
  }
  if (await eventRecorded(db, event.id)) return c.json({ received: true });
  try {
    const prepared = await prepare(stripe, event);
    await db.transaction().execute(async (trx) => {
      if (!(await recordEvent(trx, event))) return; // the same event, applied by a concurrent delivery
      await apply(trx, event, prepared);
    });
  } catch (error) {
    if (isDatabaseUnavailable(error)) throw error; // 503 with Retry-After (server/app.ts)
    // Signed by Stripe but not applied (a shape this code does not read, Stripe's API failing):
    // nothing was recorded, so the 500 makes Stripe send it again, and it is applied once it can be.
    console.error(`Webhook event ${event.id} (${event.type}) was not applied:`, error);
    return apiError(c, 500, "event_not_applied", `Event ${event.id} (${event.type}) could not be applied. Send it again.`);
  }
  return c.json({ received: true });
}
