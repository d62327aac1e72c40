// POST /api/billing/checkout: one Checkout Session per purchase at a time, for the deck or plan
// named, at the price we hold for it (never an amount from the request).
import type Stripe from "stripe";
import { findDeckFacts } from "../decks/deck-repository";
import { hasAllAccess, liveEntitlementFor } from "../entitlements/entitlement-repository";
import type { CheckoutStarted } from "../../shared/api-types";
import type { CheckoutRequest } from "../../shared/schemas/checkout";
import {
  attachSession,
  claimCheckout,
  dropClaim,
  expireCheckout,
  findCustomerId,
  findOpenCheckout,
  findUnendedSubscription,
  saveCustomer,
  type CheckoutRow,
  type PurchaseRef,
} from "./billing-repository";
import { BillingRefusal, BudgetSpent, isMissingInStripe, stripeFailed, withinBudget, type BillingContext } from "./billing-context";
import { confirmCheckout } from "./session-state";

/** Stripe lets a session live 30 minutes at least: one more covers the clocks' difference. */
const SESSION_LIFETIME_S = 31 * 60;
/** How long a claim without a session yet holds the purchase (a server that died while creating one). */
const CLAIM_HOLD_MS = 2 * 60_000;
/** How long a second request waits for the first to finish creating the session it will be sent to. */
const PENDING_WAIT_MS = 20_000;

const ALREADY_SUBSCRIBED = "You already have the All-Access Pass. Manage it from your profile.";
const TOO_MANY_CHECKOUTS = "Too many checkout sessions started.";

/** Refuses what the user cannot buy: an unknown or free deck, one already unlocked, a second pass. */
async function checkBuyable(ctx: BillingContext, userId: string, purchase: PurchaseRef): Promise<void> {
  if (purchase.kind === "deck") {
    const deck = await findDeckFacts(ctx.db, purchase.deckId);
    if (!deck) throw new BillingRefusal(404, "deck_not_found", `There is no deck "${purchase.deckId}".`);
    if (!deck.isPremium) throw new BillingRefusal(400, "invalid_request", `"${deck.title}" is free: every card is already yours to play.`);
    const owned = await liveEntitlementFor(ctx.db, userId, purchase.deckId);
    if (owned === "deck") throw new BillingRefusal(409, "already_owned", "You already own this deck.");
    if (owned === "all-access") throw new BillingRefusal(409, "already_owned", "This deck is included in your All-Access Pass.");
    return;
  }
  if ((await findUnendedSubscription(ctx.db, userId)) || (await hasAllAccess(ctx.db, userId))) {
    throw new BillingRefusal(409, "already_subscribed", ALREADY_SUBSCRIBED);
  }
}

/** The user's Stripe customer, created once: one creation at a time per user here, and the database keeps the first. */
const creatingCustomers = new Map<string, Promise<string>>();

async function ensureCustomer(ctx: BillingContext, userId: string, missing?: string): Promise<string> {
  const stored = await findCustomerId(ctx.db, userId);
  if (stored && stored !== missing) return stored;
  let creating = creatingCustomers.get(userId);
  if (!creating) {
    creating = (async () => {
      try {
        const customer = await ctx.stripe.customers.create({ metadata: { user_sub: userId } });
        return await saveCustomer(ctx.db, userId, customer.id, missing);
      } finally {
        creatingCustomers.delete(userId);
      }
    })();
    creatingCustomers.set(userId, creating);
  }
  return creating;
}

function sessionParams(userId: string, purchase: PurchaseRef, customer: string, price: string, origin: string): Stripe.Checkout.SessionCreateParams {
  const common = {
    customer,
    client_reference_id: userId,
    line_items: [{ price, quantity: 1 }],
    success_url: `${origin}/checkout/success?session_id={CHECKOUT_SESSION_ID}`,
    expires_at: Math.floor(Date.now() / 1000) + SESSION_LIFETIME_S,
  };
  if (purchase.kind === "deck") {
    return {
      ...common,
      mode: "payment",
      cancel_url: `${origin}/checkout/cancel?deck=${encodeURIComponent(purchase.deckId)}`,
      metadata: { user_sub: userId, kind: "deck", deck_id: purchase.deckId },
      payment_intent_data: { metadata: { user_sub: userId, deck_id: purchase.deckId } },
    };
  }
  return {
    ...common,
    mode: "subscription",
    cancel_url: `${origin}/checkout/cancel?plan=${purchase.plan}`,
    metadata: { user_sub: userId, kind: "pass", plan: purchase.plan },
    subscription_data: { metadata: { user_sub: userId, plan: purchase.plan } },
  };
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/**
 * What to do about a checkout already holding this purchase: send the person to it while Stripe
 * says it is open (409 checkout_open with its url); if it was paid meanwhile, apply it and refuse
 * as already bought; if it is over, free it. Returns when the purchase may be claimed again.
 */
async function settleExisting(ctx: BillingContext, userId: string, purchase: PurchaseRef, existing: CheckoutRow): Promise<void> {
  if (existing.expiresAt.getTime() <= Date.now()) {
    await expireCheckout(ctx.db, existing.id);
    return;
  }
  if (!existing.sessionId || !existing.url) {
    // Another request is creating it right now (a double click): wait for its url.
    const until = Date.now() + PENDING_WAIT_MS;
    while (Date.now() < until) {
      await sleep(100);
      const now = await findOpenCheckout(ctx.db, userId, purchase);
      if (!now || now.id !== existing.id || now.url) return;
    }
    throw new BillingRefusal(409, "checkout_pending", "A checkout for this is still being prepared. Please try again in a moment.");
  }
  let confirmed: Awaited<ReturnType<typeof confirmCheckout>> | null = null;
  try {
    confirmed = await confirmCheckout(ctx, existing);
  } catch (error) {
    // Stripe has no such session: it cannot be paid, so it holds nothing. Otherwise Stripe could
    // not be asked, and the stored checkout stands.
    if (isMissingInStripe(error)) confirmed = { status: "expired", paid: false };
  }
  if (confirmed?.status === "expired") {
    await expireCheckout(ctx.db, existing.id, false);
    return;
  }
  if (confirmed?.status === "complete") return checkBuyable(ctx, userId, purchase);
  if (confirmed && isOtherPlan(existing.purchase, purchase)) return replacePlanCheckout(ctx, userId, purchase, existing);
  const which = existing.purchase.kind === "pass" ? ` (the ${existing.purchase.plan} pass)` : "";
  throw new BillingRefusal(409, "checkout_open", `A checkout for this${which} is already open. Continue there.`, existing.url);
}

const isOtherPlan = (held: PurchaseRef, wanted: PurchaseRef) => held.kind === "pass" && wanted.kind === "pass" && held.plan !== wanted.plan;

/**
 * The person changed their mind about the period (monthly, then yearly): the open checkout for
 * the other plan is expired at Stripe, so it can no longer be paid, and the pass is free to claim.
 * If it was paid meanwhile, that payment stands and the pass is already theirs.
 */
async function replacePlanCheckout(ctx: BillingContext, userId: string, purchase: PurchaseRef, existing: CheckoutRow): Promise<void> {
  try {
    await ctx.stripe.checkout.sessions.expire(existing.sessionId as string);
  } catch (error) {
    const now = await confirmCheckout(ctx, existing).catch(() => null);
    if (now?.status === "complete") return checkBuyable(ctx, userId, purchase);
    if (now?.status !== "expired") throw stripeFailed("expiring the other plan's checkout", error);
  }
  await expireCheckout(ctx.db, existing.id, false);
}

export async function startCheckout(ctx: BillingContext, userId: string, request: CheckoutRequest, origin: string): Promise<CheckoutStarted> {
  const purchase: PurchaseRef = "deckId" in request ? { kind: "deck", deckId: request.deckId } : { kind: "pass", plan: request.plan };
  await checkBuyable(ctx, userId, purchase);

  let claim: number | null = null;
  for (let attempt = 0; claim === null; attempt += 1) {
    claim = await claimCheckout(ctx.db, userId, purchase, new Date(Date.now() + CLAIM_HOLD_MS));
    if (claim !== null) break;
    if (attempt >= 3) throw new BillingRefusal(409, "checkout_pending", "A checkout for this is still being prepared. Please try again in a moment.");
    const existing = await findOpenCheckout(ctx.db, userId, purchase);
    if (existing) await settleExisting(ctx, userId, purchase, existing);
  }

  let session: Stripe.Checkout.Session & { url: string };
  try {
    // Only here is a session made: this is what the person's checkout budget counts.
    session = await withinBudget(ctx.budgets.checkout, userId, TOO_MANY_CHECKOUTS, () => createSession(ctx, userId, purchase, origin));
  } catch (error) {
    await dropClaim(ctx.db, claim);
    if (error instanceof BudgetSpent) throw error;
    throw stripeFailed("creating a checkout session", error);
  }
  await attachSession(ctx.db, claim, { id: session.id, url: session.url, expiresAt: new Date(session.expires_at * 1000) });
  return { url: session.url };
}

async function createSession(ctx: BillingContext, userId: string, purchase: PurchaseRef, origin: string) {
  const price = await ctx.catalog.priceId(purchase.kind === "deck" ? "deck" : purchase.plan);
  const customer = await ensureCustomer(ctx, userId);
  let session: Stripe.Checkout.Session;
  try {
    session = await ctx.stripe.checkout.sessions.create(sessionParams(userId, purchase, customer, price, origin));
  } catch (error) {
    // The stored customer is gone from Stripe: a new one takes its place, once.
    if (!isMissingInStripe(error, "customer")) throw error;
    const replacement = await ensureCustomer(ctx, userId, customer);
    session = await ctx.stripe.checkout.sessions.create(sessionParams(userId, purchase, replacement, price, origin));
  }
  const url = session.url;
  if (!url) throw new Error(`session ${session.id} has no url`);
  return { ...session, url };
}
