// Stripe's objects as the API hands them out, typed with the SDK's own types: a field the SDK's
// API version adds, drops or renames fails `tsc -p tsconfig.scripts.json`. Only the fields a
// test-mode account would fill for these flows carry values; the rest are Stripe's empty values.
import { randomBytes } from "node:crypto";
import Stripe from "stripe";

const ALPHABET = "0123456789ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz";

/** The API version the SDK is pinned to; every event says it was rendered with it. */
export const API_VERSION = Stripe.API_VERSION;

/**
 * An id in Stripe's style: a prefix and random letters and digits.
 * @param {string} prefix e.g. "cus", "cs_test", "sub"
 * @param {number} [length]
 */
export function newId(prefix, length = 24) {
  let id = "";
  for (const byte of randomBytes(length)) id += ALPHABET[byte % ALPHABET.length];
  return `${prefix}_${id}`;
}

/**
 * A decimal field (`unit_amount_decimal`): a string on the wire, which the SDK turns into its
 * Decimal type when it reads the answer.
 * @param {number} value
 * @returns {Stripe.Decimal}
 */
function decimal(value) {
  return /** @type {Stripe.Decimal} */ (/** @type {unknown} */ (String(value)));
}

/**
 * @param {{ name: string, catalogKey: string, created: number }} options
 * @returns {Stripe.Product}
 */
export function newProduct({ name, catalogKey, created }) {
  return {
    id: newId("prod", 14),
    object: "product",
    active: true,
    created,
    default_price: null,
    description: null,
    images: [],
    livemode: false,
    marketing_features: [],
    metadata: { catalog_key: catalogKey },
    name,
    package_dimensions: null,
    shippable: null,
    statement_descriptor: null,
    tax_code: null,
    tax_details: null,
    type: "service",
    unit_label: null,
    updated: created,
    url: null,
  };
}

/**
 * @param {{ product: string, lookupKey: string, nickname: string, amount: number, interval: "month" | "year" | null, created: number }} options
 * @returns {Stripe.Price}
 */
export function newPrice({ product, lookupKey, nickname, amount, interval, created }) {
  return {
    id: newId("price"),
    object: "price",
    active: true,
    billing_scheme: "per_unit",
    created,
    currency: "usd",
    custom_unit_amount: null,
    livemode: false,
    lookup_key: lookupKey,
    metadata: {},
    nickname,
    product,
    recurring: interval ? { interval, interval_count: 1, meter: null, trial_period_days: null, usage_type: "licensed" } : null,
    tax_behavior: "unspecified",
    tiers_mode: null,
    transform_quantity: null,
    type: interval ? "recurring" : "one_time",
    unit_amount: amount,
    unit_amount_decimal: decimal(amount),
  };
}

/**
 * The legacy plan every subscription item still carries, made from its recurring price.
 * @param {Stripe.Price} price
 * @returns {Stripe.Plan}
 */
export function planFromPrice(price) {
  if (!price.recurring) throw new Error(`${price.id} is not a recurring price`);
  return {
    id: price.id,
    object: "plan",
    active: price.active,
    amount: price.unit_amount,
    amount_decimal: price.unit_amount_decimal,
    billing_scheme: "per_unit",
    created: price.created,
    currency: price.currency,
    interval: price.recurring.interval,
    interval_count: price.recurring.interval_count,
    livemode: false,
    metadata: price.metadata,
    meter: null,
    nickname: price.nickname,
    product: price.product,
    tiers_mode: null,
    transform_usage: null,
    trial_period_days: null,
    usage_type: "licensed",
  };
}

/**
 * @param {{ email: string | null, name: string | null, description: string | null, metadata: Record<string, string>, created: number }} options
 * @returns {Stripe.Customer}
 */
export function newCustomer({ email, name, description, metadata, created }) {
  return {
    id: newId("cus", 14),
    object: "customer",
    address: null,
    balance: 0,
    created,
    currency: null,
    customer_account: null,
    default_source: null,
    delinquent: false,
    description,
    discount: null,
    email,
    invoice_prefix: randomBytes(4).toString("hex").toUpperCase(),
    invoice_settings: { custom_fields: null, default_payment_method: null, footer: null, rendering_options: null },
    livemode: false,
    metadata,
    name,
    next_invoice_sequence: 1,
    phone: null,
    preferred_locales: [],
    shipping: null,
    tax_exempt: "none",
    test_clock: null,
  };
}

/**
 * A Checkout line item for a price.
 * @param {Stripe.Price} price
 * @param {number} quantity
 * @param {string} description
 * @returns {Stripe.LineItem}
 */
export function newLineItem(price, quantity, description) {
  const amount = (price.unit_amount ?? 0) * quantity;
  return {
    id: newId("li"),
    object: "item",
    adjustable_quantity: null,
    amount_discount: 0,
    amount_subtotal: amount,
    amount_tax: 0,
    amount_total: amount,
    currency: price.currency,
    description,
    metadata: {},
    price,
    quantity,
  };
}

/**
 * @typedef {object} CheckoutSessionOptions
 * @property {"payment" | "subscription"} mode
 * @property {string | null} customer
 * @property {string | null} customerEmail
 * @property {string | null} clientReferenceId
 * @property {Record<string, string>} metadata
 * @property {string} successUrl
 * @property {string | null} cancelUrl
 * @property {number} amount   cents, the sum of the line items
 * @property {string} currency
 * @property {number} created
 * @property {number} expiresAt
 * @property {(id: string) => string} urlFor the hosted page's address for the new id
 */

/**
 * An open, unpaid Checkout Session.
 * @param {CheckoutSessionOptions} options
 * @returns {Stripe.Checkout.Session}
 */
export function newCheckoutSession(options) {
  const id = newId("cs_test", 58);
  return {
    id,
    object: "checkout.session",
    adaptive_pricing: { enabled: false },
    after_expiration: null,
    allow_promotion_codes: null,
    allowed_payment_method_types: null,
    amount_subtotal: options.amount,
    amount_total: options.amount,
    automatic_tax: { enabled: false, liability: null, provider: null, status: null },
    billing_address_collection: null,
    cancel_url: options.cancelUrl,
    client_reference_id: options.clientReferenceId,
    client_secret: null,
    collected_information: null,
    consent: null,
    consent_collection: null,
    created: options.created,
    currency: options.currency,
    currency_conversion: null,
    custom_fields: [],
    custom_text: { after_submit: null, shipping_address: null, submit: null, terms_of_service_acceptance: null },
    customer: options.customer,
    customer_account: null,
    customer_creation: !options.customer && options.mode === "payment" ? "if_required" : null,
    customer_details: null,
    customer_email: options.customerEmail,
    discounts: [],
    expires_at: options.expiresAt,
    integration_identifier: null,
    invoice: null,
    invoice_creation: null,
    livemode: false,
    locale: null,
    managed_payments: null,
    metadata: options.metadata,
    mode: options.mode,
    origin_context: null,
    payment_intent: null,
    payment_link: null,
    payment_method_collection: options.mode === "subscription" ? "always" : null,
    payment_method_configuration_details: null,
    payment_method_options: { card: { request_three_d_secure: "automatic" } },
    payment_method_types: ["card"],
    payment_status: "unpaid",
    permissions: null,
    recovered_from: null,
    saved_payment_method_options: null,
    setup_intent: null,
    shipping_address_collection: null,
    shipping_cost: null,
    shipping_options: [],
    status: "open",
    submit_type: null,
    subscription: null,
    success_url: options.successUrl,
    total_details: { amount_discount: 0, amount_shipping: 0, amount_tax: 0 },
    ui_mode: "hosted",
    url: options.urlFor(id),
    wallet_options: null,
  };
}

/**
 * @param {{ customerEmail: string | null, customerName: string | null }} options
 * @returns {Stripe.Checkout.Session.CustomerDetails}
 */
export function customerDetails({ customerEmail, customerName }) {
  return {
    address: null,
    business_name: null,
    email: customerEmail,
    individual_name: null,
    name: customerName,
    phone: null,
    tax_exempt: "none",
    tax_ids: [],
  };
}
