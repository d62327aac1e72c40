// GET /api/billing/session/:id and POST /api/billing/portal: a checkout of the caller's confirmed
// with Stripe (a paid one applied at once, through the webhook's own code), and the portal.
import type Stripe from "stripe";
import { findDeckFacts } from "../decks/deck-repository";
import { hasAllAccess, liveEntitlementFor } from "../entitlements/entitlement-repository";
import type { CheckoutSessionState, CheckoutStarted, Purchase } from "../../shared/api-types";
import { expireCheckout, findCheckoutBySession, findCustomerId, type CheckoutRow } from "./billing-repository";
import { BillingRefusal, BudgetSpent, isMissingInStripe, stripeFailed, withinBudget, type BillingContext } from "./billing-context";
import { applyCheckoutSession, type SubscriptionFields } from "./fulfilment";

export const SESSION_ID_PATTERN = /^cs_[A-Za-z0-9_]{1,250}$/;

interface Confirmed {
  status: CheckoutSessionState["status"];
  paid: boolean;
}

/**
 * Asks Stripe how a checkout of ours stands. A paid one is applied now, idempotently (the webhook
 * may come before or after); an expired one frees its purchase for a new checkout.
 */
export async function confirmCheckout(ctx: BillingContext, row: CheckoutRow): Promise<Confirmed> {
  const sessionId = row.sessionId;
  if (!sessionId) throw new Error(`checkout ${row.id} has no session yet`);
  const readAt = Date.now();
  const session = await ctx.stripe.checkout.sessions.retrieve(sessionId, row.purchase.kind === "pass" ? { expand: ["subscription"] } : {});
  const paid = session.payment_status === "paid";
  if (session.status === "complete" && paid) {
    const subscription = typeof session.subscription === "object" ? (session.subscription as SubscriptionFields | null) : null;
    await ctx.db.transaction().execute((trx) => applyCheckoutSession(trx, session, subscription, readAt));
  } else if (session.status === "expired") {
    await expireCheckout(ctx.db, row.id, false);
  }
  return { status: statusOf(session), paid };
}

function statusOf(session: Pick<Stripe.Checkout.Session, "status">): Confirmed["status"] {
  if (session.status === "complete") return "complete";
  return session.status === "expired" ? "expired" : "open";
}

export async function checkoutState(ctx: BillingContext, userId: string, sessionId: string): Promise<CheckoutSessionState> {
  const row = await findCheckoutBySession(ctx.db, sessionId);
  // Another person's checkout is answered exactly like one that does not exist.
  if (!row || row.userId !== userId) throw new BillingRefusal(404, "session_not_found", "There is no checkout of yours with that id.");
  let confirmed: Confirmed;
  if (row.status === "complete") {
    // Applied already: the success page's polling needs no call to Stripe.
    confirmed = { status: "complete", paid: true };
  } else {
    try {
      confirmed = await confirmCheckout(ctx, row);
    } catch (error) {
      if (isMissingInStripe(error)) throw new BillingRefusal(404, "session_not_found", "There is no checkout of yours with that id.");
      if (row.status === "open") throw stripeFailed("confirming a checkout session", error);
      confirmed = { status: row.status, paid: false };
    }
  }
  let purchase: Purchase;
  let entitled: boolean;
  if (row.purchase.kind === "deck") {
    const deckId = row.purchase.deckId;
    const deck = await findDeckFacts(ctx.db, deckId);
    purchase = { kind: "deck", deckId, deckTitle: deck?.title ?? deckId };
    entitled = (await liveEntitlementFor(ctx.db, userId, deckId)) !== null;
  } else {
    purchase = { kind: "pass", plan: row.purchase.plan };
    entitled = await hasAllAccess(ctx.db, userId);
  }
  return { id: sessionId, status: confirmed.status, paid: confirmed.paid, purchase, entitled };
}

/** The Customer Portal for the caller's Stripe customer; returning lands on /profile. */
export async function openPortal(ctx: BillingContext, userId: string, origin: string): Promise<CheckoutStarted> {
  const customer = await findCustomerId(ctx.db, userId);
  if (!customer) throw new BillingRefusal(404, "no_customer", "You have not bought anything yet, so there is nothing to manage.");
  try {
    const session = await withinBudget(ctx.budgets.portal, userId, "Too many billing portal sessions opened.", () =>
      ctx.stripe.billingPortal.sessions.create({ customer, return_url: `${origin}/profile` }),
    );
    return { url: session.url };
  } catch (error) {
    if (error instanceof BudgetSpent) throw error;
    if (isMissingInStripe(error, "customer")) throw new BillingRefusal(404, "no_customer", "There is no purchase of yours to manage.");
    throw stripeFailed("opening the customer portal", error);
  }
}
