// Subscriptions, invoices and portal sessions, typed with the SDK's own types (see objects.mjs).
// In this API version a subscription's period lives on its items and an invoice names its
// subscription under `parent.subscription_details`.
import { newId, planFromPrice } from "./objects.mjs";

/** @import { Stripe } from "stripe" */

/**
 * One period of a recurring price from `start`: a calendar month or year later, as Stripe counts
 * (Jan 31 + 1 month = the last day of February, same time of day).
 * @param {number} start Unix seconds
 * @param {Stripe.Price} price
 * @returns {number} the period's end, Unix seconds
 */
export function periodEnd(start, price) {
  const interval = price.recurring?.interval;
  const count = price.recurring?.interval_count ?? 1;
  const date = new Date(start * 1000);
  if (interval === "day" || interval === "week") return start + count * (interval === "day" ? 86_400 : 604_800);
  const months = interval === "year" ? 12 * count : count;
  const day = date.getUTCDate();
  const end = new Date(date);
  end.setUTCDate(1);
  end.setUTCMonth(end.getUTCMonth() + months);
  const lastDay = new Date(Date.UTC(end.getUTCFullYear(), end.getUTCMonth() + 1, 0)).getUTCDate();
  end.setUTCDate(Math.min(day, lastDay));
  return Math.floor(end.getTime() / 1000);
}

/**
 * @param {{ subscription: string, price: Stripe.Price, periodStart: number, created: number }} options
 * @returns {Stripe.SubscriptionItem}
 */
function newSubscriptionItem({ subscription, price, periodStart, created }) {
  return {
    id: newId("si", 14),
    object: "subscription_item",
    billing_thresholds: null,
    created,
    current_period_end: periodEnd(periodStart, price),
    current_period_start: periodStart,
    current_trial: null,
    discounts: [],
    metadata: {},
    plan: planFromPrice(price),
    price,
    quantity: 1,
    subscription,
    tax_rates: [],
  };
}

/**
 * An active subscription to one price, its first period starting now.
 * @param {{ customer: string, price: Stripe.Price, metadata: Record<string, string>, now: number }} options
 * @returns {Stripe.Subscription}
 */
export function newSubscription({ customer, price, metadata, now }) {
  const id = newId("sub");
  return {
    id,
    object: "subscription",
    application: null,
    application_fee_percent: null,
    automatic_tax: { disabled_reason: null, enabled: false, liability: null },
    billing_cycle_anchor: now,
    billing_cycle_anchor_config: null,
    billing_mode: { flexible: { proration_discounts: "included" }, type: "flexible", updated_at: now },
    billing_schedules: [],
    billing_thresholds: null,
    cancel_at: null,
    cancel_at_period_end: false,
    canceled_at: null,
    cancellation_details: { comment: null, feedback: null, feedback_option: null, reason: null },
    collection_method: "charge_automatically",
    created: now,
    currency: price.currency,
    customer,
    customer_account: null,
    days_until_due: null,
    default_payment_method: null,
    default_source: null,
    default_tax_rates: [],
    description: null,
    discounts: [],
    ended_at: null,
    invoice_settings: { account_tax_ids: null, custom_fields: null, description: null, footer: null, issuer: { type: "self" } },
    items: {
      object: "list",
      data: [newSubscriptionItem({ subscription: id, price, periodStart: now, created: now })],
      has_more: false,
      url: `/v1/subscription_items?subscription=${id}`,
    },
    latest_invoice: null,
    livemode: false,
    managed_payments: null,
    metadata,
    next_pending_invoice_item_invoice: null,
    on_behalf_of: null,
    pause_collection: null,
    payment_settings: { payment_method_options: null, payment_method_types: null, save_default_payment_method: "off" },
    pending_invoice_item_interval: null,
    pending_setup_intent: null,
    pending_update: null,
    schedule: null,
    start_date: now,
    status: "active",
    test_clock: null,
    transfer_data: null,
    trial_end: null,
    trial_settings: { end_behavior: { billing_cycle_anchor: null, missing_payment_method: "create_invoice" } },
    trial_start: null,
  };
}

/**
 * @typedef {object} InvoiceOptions
 * @property {Stripe.Customer} customer
 * @property {Stripe.Subscription} subscription
 * @property {Stripe.SubscriptionItem} item the item billed, with the period billed
 * @property {Stripe.Invoice.BillingReason} billingReason
 * @property {number} amount cents charged
 * @property {number} now
 */

/**
 * A paid invoice for one period of a subscription's item.
 * @param {InvoiceOptions} options
 * @returns {Stripe.Invoice}
 */
export function newPaidInvoice({ customer, subscription, item, billingReason, amount, now }) {
  const id = newId("in");
  const sequence = customer.next_invoice_sequence ?? 1;
  customer.next_invoice_sequence = sequence + 1;
  const period = { start: item.current_period_start, end: item.current_period_end };
  /** @type {Stripe.InvoiceLineItem} */
  const line = {
    id: newId("il_tmp"),
    object: "line_item",
    amount,
    currency: item.price.currency,
    description: `1 × ${item.price.nickname ?? "subscription"}`,
    discount_amounts: [],
    discountable: true,
    discounts: [],
    invoice: id,
    livemode: false,
    metadata: {},
    parent: {
      invoice_item_details: null,
      subscription_item_details: {
        invoice_item: null,
        proration: amount !== item.price.unit_amount,
        proration_details: { credited_items: null },
        subscription: subscription.id,
        subscription_item: item.id,
      },
      type: "subscription_item_details",
    },
    period,
    pretax_credit_amounts: [],
    pricing: { price_details: { price: item.price.id, product: String(item.price.product) }, type: "price_details", unit_amount_decimal: item.price.unit_amount_decimal },
    quantity: 1,
    quantity_decimal: null,
    subscription: subscription.id,
    subtotal: amount,
    taxes: [],
  };
  return {
    id,
    object: "invoice",
    account_country: "US",
    account_name: "Spark Decks (local)",
    account_tax_ids: null,
    amount_due: amount,
    amount_overpaid: 0,
    amount_paid: amount,
    amount_remaining: 0,
    amount_shipping: 0,
    application: null,
    attempt_count: 1,
    attempted: true,
    auto_advance: false,
    automatic_tax: { disabled_reason: null, enabled: false, liability: null, provider: null, status: null },
    automatically_finalizes_at: null,
    billing_reason: billingReason,
    collection_method: "charge_automatically",
    created: now,
    currency: item.price.currency,
    custom_fields: null,
    customer: customer.id,
    customer_account: null,
    customer_address: null,
    customer_email: customer.email,
    customer_name: customer.name ?? null,
    customer_phone: null,
    customer_shipping: null,
    customer_tax_exempt: "none",
    customer_tax_ids: [],
    default_payment_method: null,
    default_source: null,
    default_tax_rates: [],
    description: null,
    discounts: [],
    due_date: null,
    effective_at: now,
    ending_balance: 0,
    footer: null,
    from_invoice: null,
    hosted_invoice_url: null,
    invoice_pdf: null,
    issuer: { type: "self" },
    last_finalization_error: null,
    latest_revision: null,
    lines: { object: "list", data: [line], has_more: false, url: `/v1/invoices/${id}/lines` },
    livemode: false,
    metadata: {},
    next_payment_attempt: null,
    number: `${customer.invoice_prefix ?? "LOCAL"}-${String(sequence).padStart(4, "0")}`,
    on_behalf_of: null,
    parent: {
      quote_details: null,
      subscription_details: { metadata: { ...subscription.metadata }, subscription: subscription.id },
      type: "subscription_details",
    },
    payment_settings: { default_mandate: null, payment_method_options: null, payment_method_types: null },
    period_end: now,
    period_start: now,
    post_payment_credit_notes_amount: 0,
    pre_payment_credit_notes_amount: 0,
    receipt_number: null,
    rendering: null,
    shipping_cost: null,
    shipping_details: null,
    starting_balance: 0,
    statement_descriptor: null,
    status: "paid",
    status_transitions: { finalized_at: now, marked_uncollectible_at: null, paid_at: now, voided_at: null },
    subtotal: amount,
    subtotal_excluding_tax: amount,
    test_clock: null,
    total: amount,
    total_discount_amounts: [],
    total_excluding_tax: amount,
    total_pretax_credit_amounts: [],
    total_taxes: [],
    webhooks_delivered_at: now,
  };
}

/**
 * @param {{ customer: string, returnUrl: string, now: number, urlFor: (id: string) => string }} options
 * @returns {Stripe.BillingPortal.Session}
 */
export function newPortalSession({ customer, returnUrl, now, urlFor }) {
  const id = newId("bps");
  return {
    id,
    object: "billing_portal.session",
    configuration: "bpc_local_emulator",
    created: now,
    customer,
    customer_account: null,
    flow: null,
    livemode: false,
    locale: null,
    on_behalf_of: null,
    return_url: returnUrl,
    url: urlFor(id),
  };
}
