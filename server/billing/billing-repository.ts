// The billing tables: Stripe customers, the checkouts we started and the pass's subscriptions (the
// webhook's events: event-repository.ts).
import { sql, type Kysely } from "kysely";
import type { Database } from "../db/schema";
import type { PassPlan } from "../../shared/api-types";

type Db = Kysely<Database>;

// ---- customers ----

export async function findCustomerId(db: Db, userId: string): Promise<string | null> {
  const row = await db.selectFrom("billing_customers").select("customer_id").where("user_id", "=", userId).executeTakeFirst();
  return row?.customer_id ?? null;
}

export async function findCustomerUser(db: Db, customerId: string): Promise<string | null> {
  const row = await db.selectFrom("billing_customers").select("user_id").where("customer_id", "=", customerId).executeTakeFirst();
  return row?.user_id ?? null;
}

/**
 * Stores the user's customer unless one is stored already (or `replacing` names the stored one,
 * gone from Stripe); answers the one stored: the first wins a race.
 */
export async function saveCustomer(db: Db, userId: string, customerId: string, replacing?: string): Promise<string> {
  await db
    .insertInto("billing_customers")
    .values({ user_id: userId, customer_id: customerId })
    .onConflict((oc) =>
      oc
        .column("user_id")
        .doUpdateSet({ customer_id: customerId })
        .where("billing_customers.customer_id", "=", replacing ?? customerId),
    )
    .execute();
  return (await findCustomerId(db, userId)) ?? customerId;
}

// ---- checkout sessions ----

export type PurchaseRef = { kind: "deck"; deckId: string } | { kind: "pass"; plan: PassPlan };

export interface CheckoutRow {
  id: number;
  sessionId: string | null;
  userId: string;
  purchase: PurchaseRef;
  status: "open" | "complete" | "expired";
  url: string | null;
  expiresAt: Date;
}

const checkoutColumns = ["id", "session_id", "user_id", "kind", "deck_id", "plan", "status", "url", "expires_at"] as const;
type RawCheckout = Pick<Database["checkout_sessions"], "kind" | "deck_id" | "plan" | "session_id" | "user_id" | "url"> & {
  id: number;
  status: CheckoutRow["status"];
  expires_at: Date | string;
};

function toCheckout(r: RawCheckout): CheckoutRow {
  const purchase: PurchaseRef = r.kind === "deck" ? { kind: "deck", deckId: r.deck_id ?? "" } : { kind: "pass", plan: r.plan ?? "monthly" };
  return { id: r.id, sessionId: r.session_id, userId: r.user_id, purchase, status: r.status, url: r.url, expiresAt: new Date(r.expires_at) };
}

/** One open checkout per user and purchase; the pass is one purchase whatever its period. */
const openKeyOf = (userId: string, purchase: PurchaseRef) =>
  purchase.kind === "deck" ? `${userId} deck ${purchase.deckId}` : `${userId} pass`;

/**
 * Claims the right to start a checkout for this purchase: a row without a session yet, holding the
 * purchase's open key until `holdUntil`. Answers its id, or null when another checkout holds it.
 */
export async function claimCheckout(db: Db, userId: string, purchase: PurchaseRef, holdUntil: Date): Promise<number | null> {
  const row = await db
    .insertInto("checkout_sessions")
    .values({
      user_id: userId,
      kind: purchase.kind,
      deck_id: purchase.kind === "deck" ? purchase.deckId : null,
      plan: purchase.kind === "pass" ? purchase.plan : null,
      open_key: openKeyOf(userId, purchase),
      expires_at: holdUntil,
      url: null,
      session_id: null,
      payment_intent: null,
      subscription_id: null,
    })
    .onConflict((oc) => oc.column("open_key").doNothing())
    .returning("id")
    .executeTakeFirst();
  return row?.id ?? null;
}

/** The checkout holding this purchase's open key, if any. */
export async function findOpenCheckout(db: Db, userId: string, purchase: PurchaseRef): Promise<CheckoutRow | null> {
  const row = await db.selectFrom("checkout_sessions").select(checkoutColumns).where("open_key", "=", openKeyOf(userId, purchase)).executeTakeFirst();
  return row ? toCheckout(row) : null;
}

export async function findCheckoutBySession(db: Db, sessionId: string): Promise<CheckoutRow | null> {
  const row = await db.selectFrom("checkout_sessions").select(checkoutColumns).where("session_id", "=", sessionId).executeTakeFirst();
  return row ? toCheckout(row) : null;
}

/** The claimed row now has its Stripe session. */
export async function attachSession(db: Db, id: number, session: { id: string; url: string; expiresAt: Date }): Promise<void> {
  await db
    .updateTable("checkout_sessions")
    .set({ session_id: session.id, url: session.url, expires_at: session.expiresAt })
    .where("id", "=", id)
    .execute();
}

/** Creating the session failed: the claim goes. */
export async function dropClaim(db: Db, id: number): Promise<void> {
  await db.deleteFrom("checkout_sessions").where("id", "=", id).where("session_id", "is", null).execute();
}

/** Frees the open key of a checkout that can no longer be paid (its time is up). True if it was freed. */
export async function expireCheckout(db: Db, id: number, onlyIfPastDue = true): Promise<boolean> {
  let query = db
    .updateTable("checkout_sessions")
    .set({ status: sql`CASE WHEN status = 'open' THEN 'expired' ELSE status END`, open_key: null })
    .where("id", "=", id)
    .where("open_key", "is not", null);
  if (onlyIfPastDue) query = query.where("expires_at", "<=", sql<Date>`now()`);
  const result = await query.executeTakeFirst();
  return Number(result.numUpdatedRows) > 0;
}

/** A session Stripe reports complete: stored as such, its open key freed. */
export async function completeCheckout(
  db: Db,
  sessionId: string,
  refs: { paymentIntent: string | null; subscriptionId: string | null },
): Promise<void> {
  await db
    .updateTable("checkout_sessions")
    .set({ status: "complete", open_key: null, payment_intent: refs.paymentIntent, subscription_id: refs.subscriptionId })
    .where("session_id", "=", sessionId)
    .execute();
}

// ---- subscriptions ----

export interface SubscriptionSnapshot {
  id: string;
  userId: string;
  customerId: string;
  plan: PassPlan | null;
  status: string;
  periodStart: Date;
  periodEnd: Date;
  cancelAtPeriodEnd: boolean;
  /** When it was asked of Stripe (epoch ms, taken before the request): the tie-break within one period. */
  readAt: number;
}

export interface StoredSubscription {
  id: string;
  userId: string;
  plan: PassPlan | null;
  status: string;
  periodEnd: Date;
  cancelAtPeriodEnd: boolean;
}

/**
 * Stores the snapshot unless the stored one is newer: a later period wins, within one period the
 * one asked of Stripe later; 'canceled' is final. Answers whether it was stored. The row is locked
 * while this decides, so two events for one subscription apply one after the other.
 *
 * Why the time of asking, not the event's: every change at Stripe is followed by an event, and
 * that event's read is sent after the change, so it is stamped later than any read that could
 * have missed the change. The last read to win is therefore one that saw Stripe's final state,
 * whatever order the events and their reads came in. (Two events in one second, as a creation
 * and a cancellation can be, cannot be ordered by their own `created`.)
 */
export async function saveSubscription(db: Db, s: SubscriptionSnapshot): Promise<boolean> {
  const row = {
    id: s.id,
    user_id: s.userId,
    customer_id: s.customerId,
    plan: s.plan,
    status: s.status,
    current_period_start: s.periodStart,
    current_period_end: s.periodEnd,
    cancel_at_period_end: s.cancelAtPeriodEnd,
    event_created: new Date(s.readAt),
  };
  const inserted = await db
    .insertInto("billing_subscriptions")
    .values(row)
    .onConflict((oc) => oc.column("id").doNothing())
    .returning("id")
    .executeTakeFirst();
  if (inserted) return true;
  const stored = await db
    .selectFrom("billing_subscriptions")
    .select(["status", "current_period_start", "event_created"])
    .where("id", "=", s.id)
    .forUpdate()
    .executeTakeFirstOrThrow();
  if (!isNewer(s, { status: stored.status, periodStart: new Date(stored.current_period_start), readAt: new Date(stored.event_created) })) {
    return false;
  }
  await db
    .updateTable("billing_subscriptions")
    .set({ ...row, updated_at: new Date() })
    .where("id", "=", s.id)
    .execute();
  return true;
}

function isNewer(incoming: SubscriptionSnapshot, stored: { status: string; periodStart: Date; readAt: Date }): boolean {
  if (stored.status === "canceled") return false;
  if (incoming.status === "canceled") return true;
  const period = incoming.periodStart.getTime() - stored.periodStart.getTime();
  if (period !== 0) return period > 0;
  return incoming.readAt >= stored.readAt.getTime();
}

const storedColumns = ["id", "user_id", "plan", "status", "current_period_end", "cancel_at_period_end"] as const;

function toStored(r: Pick<Database["billing_subscriptions"], "id" | "user_id" | "plan" | "status" | "cancel_at_period_end"> & { current_period_end: Date | string }): StoredSubscription {
  return {
    id: r.id,
    userId: r.user_id,
    plan: r.plan,
    status: r.status,
    periodEnd: new Date(r.current_period_end),
    cancelAtPeriodEnd: r.cancel_at_period_end,
  };
}

export async function findSubscription(db: Db, id: string): Promise<StoredSubscription | null> {
  const row = await db.selectFrom("billing_subscriptions").select(storedColumns).where("id", "=", id).executeTakeFirst();
  return row ? toStored(row) : null;
}

/** Statuses after which a subscription never charges again. */
const ENDED = ["canceled", "incomplete_expired"];

/** The user's subscription that is not over (it may still charge), if any. */
export async function findUnendedSubscription(db: Db, userId: string): Promise<StoredSubscription | null> {
  const row = await db
    .selectFrom("billing_subscriptions")
    .select(storedColumns)
    .where("user_id", "=", userId)
    .where("status", "not in", ENDED)
    .orderBy("current_period_end", "desc")
    .limit(1)
    .executeTakeFirst();
  return row ? toStored(row) : null;
}
