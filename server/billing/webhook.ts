// POST /api/billing/webhook: Stripe's events, verified with the SDK from the raw body, each applied
// once: its id is stored in the same transaction as its effect. Stripe sends events in no
// particular order, so an event about a subscription is applied as Stripe has the subscription
// now (read afresh), never as the event's own snapshot says. An event that cannot be applied is
// answered 500 (Stripe sends it again) a few times, then recorded as failed and answered 2xx.
import type { Context } from "hono";
import type { Kysely } from "kysely";
import Stripe from "stripe";
import type { Database } from "../db/schema";
import { isDatabaseUnavailable } from "../db/database-errors";
import { apiError } from "../http/errors";
import { expireCheckout, findCheckoutBySession } from "./billing-repository";
import { clearFailedTries, countFailedTry, eventRecorded, markGivenUp, recordEvent } from "./event-repository";
import { applyCheckoutSession, applyRefund, applySubscription, type SubscriptionFields } from "./fulfilment";

export const WEBHOOK_MAX_BYTES = 512 * 1024;

/**
 * Failed tries of one event after which it is recorded as failed and answered 2xx: Stripe would
 * otherwise send it for three days, each time a 500 in the logs. Its fifth try comes hours after
 * the first, time enough for a fix of a passing cause to be deployed.
 */
const WEBHOOK_MAX_TRIES = 5;

/** Seconds Stripe is asked to wait when it could not be asked about an event. */
const STRIPE_RETRY_AFTER_SECONDS = 60;

/** PostgreSQL's answers that pass by themselves (serialization failure, deadlock, lock or statement timeout). */
const TRANSIENT_SQLSTATES = new Set(["40001", "40P01", "55P03", "57014"]);

/** What an event needs read from Stripe before its transaction (no network inside one). */
interface Prepared {
  subscription: SubscriptionFields | null;
  /** When it was asked of Stripe (epoch ms, before the request). */
  readAt: number;
}

const idOf = (value: string | { id: string } | null | undefined) => (typeof value === "string" ? value : (value?.id ?? null));

/** The subscription whose state an event bears on, if any. */
function subscriptionOf(event: Stripe.Event): string | null {
  switch (event.type) {
    case "checkout.session.completed":
    case "checkout.session.async_payment_succeeded": {
      const session = event.data.object;
      return session.status === "complete" && session.payment_status === "paid" ? idOf(session.subscription) : null;
    }
    case "invoice.paid":
      return idOf(event.data.object.parent?.subscription_details?.subscription);
    case "customer.subscription.created":
    case "customer.subscription.updated":
    case "customer.subscription.deleted": {
      const id: unknown = event.data.object.id;
      if (typeof id !== "string" || id === "") throw new Error("The event's subscription has no id.");
      return id;
    }
    default:
      return null;
  }
}

async function prepare(stripe: Stripe, event: Stripe.Event): Promise<Prepared> {
  const id = subscriptionOf(event);
  const readAt = Date.now();
  return { subscription: id ? await stripe.subscriptions.retrieve(id) : null, readAt };
}

async function apply(db: Kysely<Database>, event: Stripe.Event, prepared: Prepared): Promise<void> {
  switch (event.type) {
    case "checkout.session.completed":
    case "checkout.session.async_payment_succeeded":
      return applyCheckoutSession(db, event.data.object, prepared.subscription, prepared.readAt);
    case "checkout.session.expired": {
      const stored = await findCheckoutBySession(db, event.data.object.id);
      if (stored) await expireCheckout(db, stored.id, false);
      return;
    }
    case "invoice.paid":
    case "customer.subscription.created":
    case "customer.subscription.updated":
    case "customer.subscription.deleted":
      if (prepared.subscription) await applySubscription(db, prepared.subscription, prepared.readAt);
      return;
    case "charge.refunded":
      return applyRefund(db, event.data.object);
    default:
      return; // recorded, nothing to do
  }
}

/** Stripe did not answer usefully (down, slow, rate limited, our key refused): not the event's fault. */
function isStripeUnavailable(error: unknown): boolean {
  const { errors } = Stripe;
  return [errors.StripeConnectionError, errors.StripeAPIError, errors.StripeRateLimitError, errors.StripeAuthenticationError, errors.StripePermissionError].some(
    (kind) => error instanceof kind,
  );
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
      await clearFailedTries(trx, event.id);
      await apply(trx, event, prepared);
    });
  } catch (error) {
    if (isDatabaseUnavailable(error)) throw error; // 503 with Retry-After (server/app.ts)
    if (isStripeUnavailable(error)) {
      // Nothing was recorded: Stripe sends it again, and it is applied from what Stripe says then.
      console.warn(`Webhook event ${event.id} (${event.type}) not applied yet: Stripe did not answer (${error instanceof Error ? error.message : String(error)}).`);
      c.header("Retry-After", String(STRIPE_RETRY_AFTER_SECONDS));
      return apiError(c, 503, "event_not_applied", `Event ${event.id} (${event.type}) was not applied: Stripe could not be asked about it just now. Send it again.`);
    }
    return failedTry(c, db, event, error);
  }
  return c.json({ received: true });
}

/**
 * Signed by Stripe but not applied for a reason of its own (a shape this code does not read, an
 * object Stripe does not know): nothing was applied. The try is counted; below the limit the 500
 * makes Stripe send it again, at the limit it is recorded as failed and answered 2xx. A later
 * delivery (the Dashboard's Resend, after a fix) is still tried, and applied if it can be.
 */
async function failedTry(c: Context, db: Kysely<Database>, event: Stripe.Event, error: unknown) {
  const reason = (error instanceof Error ? error.message : String(error)).slice(0, 2000);
  if (TRANSIENT_SQLSTATES.has(String((error as { code?: unknown } | null)?.code))) {
    console.warn(`Webhook event ${event.id} (${event.type}) not applied yet: ${reason}`);
    c.header("Retry-After", "5");
    return apiError(c, 503, "event_not_applied", `Event ${event.id} (${event.type}) was not applied just now. Send it again.`);
  }
  const tries = await countFailedTry(db, event, reason);
  if (tries < WEBHOOK_MAX_TRIES) {
    console.error(`Webhook event ${event.id} (${event.type}) was not applied (try ${tries} of ${WEBHOOK_MAX_TRIES}):`, error);
    return apiError(c, 500, "event_not_applied", `Event ${event.id} (${event.type}) could not be applied (try ${tries} of ${WEBHOOK_MAX_TRIES}). Send it again.`);
  }
  await markGivenUp(db, event.id);
  // The one line to look for: grep the logs for "recorded as failed", or read billing_event_failures.
  console.error(`Webhook event ${event.id} (${event.type}) recorded as failed after ${tries} tries (billing_event_failures); it is not applied: ${reason}`);
  return c.json({ received: true, failed: true, message: `Event ${event.id} (${event.type}) could not be applied after ${tries} tries and was recorded as failed.` });
}
