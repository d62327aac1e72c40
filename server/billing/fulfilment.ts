// What a payment changes, given Stripe's objects: the one code path behind the webhook and the
// success page's confirmation. Each function runs inside the caller's transaction and is
// idempotent, so applying the same object twice, or one read earlier after a later one, changes nothing.
import type { Kysely } from "kysely";
import type Stripe from "stripe";
import type { Database } from "../db/schema";
import { grantPurchase, revokePurchase, syncSubscriptionEntitlement } from "../entitlements/entitlement-repository";
import { PASS_PLANS, type PassPlan } from "../../shared/api-types";
import { completeCheckout, findCheckoutBySession, findCustomerUser, saveCustomer, saveSubscription, type PurchaseRef } from "./billing-repository";
import { planOfLookupKey } from "./price-catalog";

type Db = Kysely<Database>;

/** The parts of Stripe's objects we read (the SDK's own field types, so API drift fails to compile). */
export type SessionFields = Pick<
  Stripe.Checkout.Session,
  "id" | "mode" | "status" | "payment_status" | "payment_intent" | "subscription" | "metadata" | "client_reference_id" | "customer"
>;
export interface SubscriptionFields extends Pick<Stripe.Subscription, "id" | "status" | "customer" | "metadata" | "cancel_at_period_end" | "created"> {
  items: {
    data: Array<Pick<Stripe.SubscriptionItem, "current_period_start" | "current_period_end"> & { price: Pick<Stripe.Price, "lookup_key" | "recurring"> }>;
  };
}
export type ChargeFields = Pick<Stripe.Charge, "id" | "payment_intent" | "refunded" | "metadata">;

const idOf = (value: string | { id: string } | null | undefined): string | null => (typeof value === "string" ? value : (value?.id ?? null));

/** Statuses in which the pass unlocks decks. */
const GIVES_ACCESS = new Set(["active", "trialing"]);

const isPlan = (value: unknown): value is PassPlan => (PASS_PLANS as readonly unknown[]).includes(value);

function planOf(sub: SubscriptionFields): PassPlan | null {
  const price = sub.items.data[0]?.price;
  const byKey = planOfLookupKey(price?.lookup_key);
  if (byKey) return byKey;
  const interval = price?.recurring?.interval;
  if (interval === "month") return "monthly";
  if (interval === "year") return "yearly";
  return isPlan(sub.metadata?.plan) ? sub.metadata.plan : null;
}

/**
 * Stores a subscription as Stripe answered it (`readAt`: when we asked, epoch ms) unless one read
 * later is stored, and keeps the pass's entitlement in step. False when it was older or names no user.
 */
export async function applySubscription(db: Db, sub: SubscriptionFields, readAt: number): Promise<boolean> {
  const customerId = idOf(sub.customer);
  const userId = sub.metadata?.user_sub || (customerId ? await findCustomerUser(db, customerId) : null);
  const item = sub.items.data[0];
  if (!userId || !customerId || !item) {
    console.error(`Subscription ${sub.id}: no user (metadata.user_sub or a known customer) or no item; ignored.`);
    return false;
  }
  const periodEnd = new Date(item.current_period_end * 1000);
  const saved = await saveSubscription(db, {
    id: sub.id,
    userId,
    customerId,
    plan: planOf(sub),
    status: sub.status,
    periodStart: new Date(item.current_period_start * 1000),
    periodEnd,
    cancelAtPeriodEnd: sub.cancel_at_period_end,
    readAt,
  });
  if (saved) await syncSubscriptionEntitlement(db, { userId, subscriptionId: sub.id, periodEnd, givesAccess: GIVES_ACCESS.has(sub.status) });
  return saved;
}

/** What a session of ours bought: from our own row when we have it, else from the metadata we set. */
function purchaseOf(session: SessionFields, stored: PurchaseRef | null): PurchaseRef | null {
  if (stored) return stored;
  const meta = session.metadata ?? {};
  if (meta.kind === "deck" && meta.deck_id) return { kind: "deck", deckId: meta.deck_id };
  if (meta.kind === "pass" && isPlan(meta.plan)) return { kind: "pass", plan: meta.plan };
  return null;
}

/**
 * A checkout session Stripe reports: a paid one grants what was bought (the deck for good, the pass
 * through its subscription), and the session is stored complete. For a pass, `subscription` is the
 * subscription as read from Stripe (the session's expansion or a retrieve) and `readAt` when it was.
 */
export async function applyCheckoutSession(db: Db, session: SessionFields, subscription: SubscriptionFields | null, readAt: number): Promise<void> {
  if (session.status !== "complete" || session.payment_status !== "paid") return;
  const stored = await findCheckoutBySession(db, session.id);
  const userId = stored?.userId ?? session.client_reference_id ?? session.metadata?.user_sub ?? null;
  const purchase = purchaseOf(session, stored?.purchase ?? null);
  if (!userId || !purchase) {
    console.error(`Checkout session ${session.id} names no user or purchase of ours; ignored.`);
    return;
  }
  const customerId = idOf(session.customer);
  if (customerId) await saveCustomer(db, userId, customerId);
  const paymentIntent = idOf(session.payment_intent);
  const subscriptionId = idOf(session.subscription);
  if (purchase.kind === "deck" && session.mode === "payment") {
    // Without a payment intent a refund could not find it; Stripe always sets one for a paid payment.
    await grantPurchase(db, { userId, deckId: purchase.deckId, paymentIntent: paymentIntent ?? session.id });
  } else if (purchase.kind === "pass" && session.mode === "subscription" && subscription) {
    await applySubscription(db, subscription, readAt);
  }
  await completeCheckout(db, session.id, { paymentIntent, subscriptionId });
}

/** A refund in full revokes the deck that payment bought; a partial refund changes nothing. */
export async function applyRefund(db: Db, charge: ChargeFields): Promise<void> {
  const paymentIntent = idOf(charge.payment_intent);
  if (!charge.refunded || !paymentIntent) return;
  const meta = charge.metadata ?? {};
  const tombstone = meta.user_sub && meta.deck_id ? { userId: meta.user_sub, deckId: meta.deck_id } : undefined;
  const revoked = await revokePurchase(db, paymentIntent, tombstone);
  if (revoked === 0 && !tombstone) console.warn(`Refund of ${charge.id} (${paymentIntent}): no purchase of ours was paid with it.`);
}
