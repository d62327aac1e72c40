// What happens to a subscription after checkout: the portal's cancel, renew and switch, the
// clock's renewals and endings; and refunds of charges.
import { newPaidInvoice, periodEnd } from "./billing-objects.mjs";
import { newCharge, newRefund } from "./payment-objects.mjs";
import { otherPassPrice } from "./catalog.mjs";
import { expireIfDue } from "./checkout.mjs";
import { ApiError, noSuch } from "./http.mjs";
import { newId, planFromPrice } from "./objects.mjs";

/** @import { Stripe } from "stripe" */
/** @import { PaymentStore } from "./state.mjs" */

const LIVE_STATUSES = ["active", "trialing", "past_due"];

/**
 * @param {Stripe.Subscription} subscription
 */
function isLive(subscription) {
  return LIVE_STATUSES.includes(subscription.status);
}

/**
 * The customer's subscription the portal shows: the newest one still live.
 * @param {PaymentStore} store
 * @param {string} customer
 * @returns {Stripe.Subscription | undefined}
 */
export function liveSubscriptionOf(store, customer) {
  return Object.values(store.data.subscriptions)
    .filter((subscription) => subscription.customer === customer && isLive(subscription))
    .sort((a, b) => b.created - a.created)[0];
}

/**
 * @param {Stripe.Subscription} subscription
 */
function cancellationFields(subscription) {
  const { cancel_at_period_end, cancel_at, canceled_at, cancellation_details } = subscription;
  return structuredClone({ cancel_at_period_end, cancel_at, canceled_at, cancellation_details });
}

/**
 * The portal's 'Cancel subscription': it runs to the end of the period, then ends.
 * @param {PaymentStore} store
 * @param {Stripe.Subscription} subscription
 * @returns {boolean} whether anything changed
 */
export function cancelAtPeriodEnd(store, subscription) {
  if (!isLive(subscription) || subscription.cancel_at_period_end) return false;
  const previous = cancellationFields(subscription);
  subscription.cancel_at_period_end = true;
  subscription.cancel_at = subscription.items.data[0].current_period_end;
  subscription.canceled_at = store.now();
  subscription.cancellation_details = { comment: null, feedback: null, feedback_option: null, reason: "cancellation_requested" };
  store.emit("customer.subscription.updated", subscription, previous);
  store.save();
  return true;
}

/**
 * The portal's 'Renew subscription': takes back a cancellation before the period ends.
 * @param {PaymentStore} store
 * @param {Stripe.Subscription} subscription
 * @returns {boolean} whether anything changed
 */
export function undoCancellation(store, subscription) {
  if (!isLive(subscription) || !subscription.cancel_at_period_end) return false;
  const previous = cancellationFields(subscription);
  subscription.cancel_at_period_end = false;
  subscription.cancel_at = null;
  subscription.canceled_at = null;
  subscription.cancellation_details = { comment: null, feedback: null, feedback_option: null, reason: null };
  store.emit("customer.subscription.updated", subscription, previous);
  store.save();
  return true;
}

/**
 * Charges a subscription's invoice to the card it was bought with.
 * @param {PaymentStore} store
 * @param {Stripe.Subscription} subscription
 * @param {Stripe.Invoice.BillingReason} billingReason
 * @param {number} amount
 * @param {number} at when, on the emulator's clock
 */
function invoiceAndCharge(store, subscription, billingReason, amount, at) {
  const customer = store.data.customers[String(subscription.customer)];
  const item = subscription.items.data[0];
  const invoice = newPaidInvoice({ customer, subscription, item, billingReason, amount, now: at });
  store.data.invoices[invoice.id] = invoice;
  const last4 = Object.values(store.data.charges).find((c) => c.customer === customer.id)?.payment_method_details?.card?.last4 ?? "4242";
  const charge = newCharge({
    amount,
    currency: invoice.currency,
    customer: customer.id,
    email: customer.email,
    name: customer.name ?? null,
    paymentIntent: newId("pi"),
    last4,
    description: "Subscription update",
    metadata: {},
    now: at,
  });
  if (amount > 0) store.data.charges[charge.id] = charge;
  return { invoice, charge: amount > 0 ? charge : null };
}

/**
 * The portal's 'Switch to yearly' / 'Switch to monthly', as Stripe does it for a change of
 * interval: the item's price changes, a new period starts now, and the unused part of the old
 * period is credited against the first invoice of the new one (never below zero).
 * @param {PaymentStore} store
 * @param {Stripe.Subscription} subscription
 * @returns {boolean} whether anything changed
 */
export function switchInterval(store, subscription) {
  const item = subscription.items.data[0];
  const target = otherPassPrice(store, item.price);
  if (!isLive(subscription) || subscription.cancel_at_period_end || !target) return false;
  const now = store.now();
  const previous = structuredClone({ items: subscription.items, billing_cycle_anchor: subscription.billing_cycle_anchor, latest_invoice: subscription.latest_invoice });
  const span = item.current_period_end - item.current_period_start;
  const unused = span > 0 ? Math.round(((item.price.unit_amount ?? 0) * Math.max(0, item.current_period_end - now)) / span) : 0;
  item.price = target;
  item.plan = planFromPrice(target);
  item.current_period_start = now;
  item.current_period_end = periodEnd(now, target);
  subscription.billing_cycle_anchor = now;
  const { invoice, charge } = invoiceAndCharge(store, subscription, "subscription_update", Math.max(0, (target.unit_amount ?? 0) - unused), now);
  subscription.latest_invoice = invoice.id;
  store.emit("customer.subscription.updated", subscription, previous);
  store.emit("invoice.paid", invoice);
  if (charge) store.emit("charge.succeeded", charge);
  store.save();
  return true;
}

/**
 * One period boundary of one subscription: it renews (a new period, paid) or, when cancelled at
 * the period's end, it ends.
 * @param {PaymentStore} store
 * @param {Stripe.Subscription} subscription
 */
function crossPeriodEnd(store, subscription) {
  const item = subscription.items.data[0];
  const boundary = item.current_period_end;
  if (subscription.cancel_at_period_end) {
    subscription.status = "canceled";
    subscription.ended_at = boundary;
    store.emit("customer.subscription.deleted", subscription, undefined, boundary);
    return;
  }
  const previous = structuredClone({ items: subscription.items, latest_invoice: subscription.latest_invoice });
  item.current_period_start = boundary;
  item.current_period_end = periodEnd(boundary, item.price);
  const { invoice, charge } = invoiceAndCharge(store, subscription, "subscription_cycle", item.price.unit_amount ?? 0, boundary);
  subscription.latest_invoice = invoice.id;
  store.emit("customer.subscription.updated", subscription, previous, boundary);
  store.emit("invoice.paid", invoice, undefined, boundary);
  if (charge) store.emit("charge.succeeded", charge, undefined, boundary);
}

/**
 * Moves the emulator's clock on: every period that ends on the way renews or ends, in the order
 * they end; open Checkout Sessions whose time runs out expire.
 * @param {PaymentStore} store
 * @param {number} seconds
 */
export function advanceClock(store, seconds) {
  if (!Number.isInteger(seconds) || seconds < 0) throw new ApiError(400, "seconds must be a whole number of seconds, 0 or more.", { param: "seconds" });
  store.advanceClock(seconds);
  const now = store.now();
  for (;;) {
    const due = Object.values(store.data.subscriptions)
      .filter((subscription) => isLive(subscription) && subscription.items.data[0].current_period_end <= now)
      .sort((a, b) => a.items.data[0].current_period_end - b.items.data[0].current_period_end)[0];
    if (!due) break;
    crossPeriodEnd(store, due);
  }
  for (const stored of Object.values(store.data.checkoutSessions)) expireIfDue(store, stored);
  store.save();
  return now;
}

/**
 * A full refund of a charge, found by its id or its PaymentIntent's.
 * @param {PaymentStore} store
 * @param {{ charge?: unknown, paymentIntent?: unknown }} target
 */
export function refundCharge(store, { charge: chargeId, paymentIntent }) {
  let charge;
  if (typeof chargeId === "string") {
    charge = store.data.charges[chargeId];
    if (!charge) throw noSuch("charge", chargeId, "charge");
  } else if (typeof paymentIntent === "string") {
    charge = Object.values(store.data.charges).find((c) => c.payment_intent === paymentIntent);
    if (!charge) throw noSuch("payment_intent", paymentIntent, "paymentIntent");
  } else {
    throw new ApiError(400, "Give the charge (`charge`) or its PaymentIntent (`paymentIntent`).", { param: "charge" });
  }
  if (charge.refunded) throw new ApiError(400, `Charge ${charge.id} has already been refunded.`, { code: "charge_already_refunded" });
  const previous = structuredClone({ amount_refunded: charge.amount_refunded, refunded: charge.refunded, refunds: charge.refunds });
  const refund = newRefund({ charge, now: store.now() });
  charge.amount_refunded = charge.amount;
  charge.refunded = true;
  charge.refunds = { object: "list", data: [refund, ...(charge.refunds?.data ?? [])], has_more: false, url: `/v1/charges/${charge.id}/refunds` };
  store.emit("charge.refunded", charge, previous);
  store.save();
  return { refund, charge };
}
