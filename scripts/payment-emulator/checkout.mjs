// Checkout Sessions: made by the API, paid (once) or left on the hosted page, expired by time.
import { newPaidInvoice, newSubscription } from "./billing-objects.mjs";
import { newCharge } from "./payment-objects.mjs";
import { ApiError, noSuch } from "./http.mjs";
import {
  expandParam,
  metadataParam,
  optionalArray,
  optionalInteger,
  optionalObject,
  optionalString,
  ParamError,
  requiredString,
} from "./form.mjs";
import { customerDetails, newCustomer, newCheckoutSession, newId, newLineItem } from "./objects.mjs";

import { wallClock } from "./state.mjs";

/** @import { Stripe } from "stripe" */
/** @import { PaymentStore, StoredCheckoutSession } from "./state.mjs" */
/** @import { ParamObject } from "./form.mjs" */

/** Parameters Stripe takes that make no difference here: accepted and left alone. */
const IGNORED_PARAMS = new Set([
  "allow_promotion_codes", "automatic_tax", "billing_address_collection", "consent_collection", "custom_text",
  "customer_creation", "customer_update", "invoice_creation", "locale", "payment_method_collection",
  "payment_method_types", "phone_number_collection", "saved_payment_method_options", "submit_type",
  "tax_id_collection", "ui_mode",
]);
const HANDLED_PARAMS = new Set([
  "mode", "line_items", "success_url", "cancel_url", "customer", "customer_email", "client_reference_id",
  "metadata", "subscription_data", "payment_intent_data", "expires_at", "expand",
]);
const MIN_LIFETIME = 30 * 60;
const MAX_LIFETIME = 24 * 60 * 60;
/** Clocks of two processes on one machine, and the second the request took: a little slack. */
const LIFETIME_SLACK = 60;

/**
 * @param {string} value
 * @param {string} param
 */
function absoluteUrl(value, param) {
  try {
    const url = new URL(value);
    if (url.protocol === "http:" || url.protocol === "https:") return url;
  } catch {
    // answered below
  }
  throw new ApiError(400, "Not a valid URL", { code: "url_invalid", param });
}

/**
 * The line items asked for, each a known, active price and a quantity.
 * @param {PaymentStore} store
 * @param {ParamObject} params
 * @param {string} mode
 */
function lineItemsParam(store, params, mode) {
  const list = optionalArray(params, "line_items");
  if (!list || list.length === 0) throw new ParamError("line_items", "Missing required param: line_items.");
  const items = list.map((entry, i) => {
    if (typeof entry !== "object" || Array.isArray(entry)) throw new ParamError(`line_items[${i}]`, `Invalid object: line_items[${i}] must be a hash.`);
    if (entry.price_data !== undefined) throw new ParamError(`line_items[${i}][price_data]`, "The local payment emulator takes prices by id only (line_items[][price]).");
    const priceId = requiredString(entry, "price", `line_items[${i}][price]`);
    const quantity = optionalInteger(entry, "quantity", `line_items[${i}][quantity]`);
    if (quantity === undefined) throw new ParamError(`line_items[${i}][quantity]`, `Missing required param: line_items[${i}][quantity].`);
    if (quantity < 1) throw new ParamError(`line_items[${i}][quantity]`, "Quantity must be greater than or equal to 1.");
    const price = store.data.prices[priceId];
    if (!price || !price.active) throw noSuch("price", priceId, `line_items[${i}][price]`);
    if (mode === "payment" && price.type === "recurring") {
      throw new ParamError(`line_items[${i}][price]`, "You specified `payment` mode but passed a recurring price. Either switch to `subscription` mode or use only one-time prices.");
    }
    const product = store.data.products[String(price.product)];
    return newLineItem(price, quantity, product?.name ?? price.nickname ?? "Item");
  });
  if (mode === "subscription") {
    if (!items.some((item) => item.price?.type === "recurring")) {
      throw new ParamError("line_items", "You must provide at least one recurring price in `subscription` mode when using prices.");
    }
    if (items.length > 1) throw new ParamError("line_items", "The local payment emulator sells one price per subscription.");
  }
  return items;
}

/**
 * `POST /v1/checkout/sessions`.
 * @param {PaymentStore} store
 * @param {ParamObject} params
 * @returns {Stripe.Checkout.Session}
 */
export function createCheckoutSession(store, params) {
  for (const name of Object.keys(params)) {
    if (!HANDLED_PARAMS.has(name) && !IGNORED_PARAMS.has(name)) throw new ParamError(name, `Received unknown parameter: ${name}`);
  }
  const mode = requiredString(params, "mode");
  if (mode !== "payment" && mode !== "subscription") {
    throw new ParamError("mode", `The local payment emulator supports mode payment and subscription, not ${mode}.`);
  }
  const lineItems = lineItemsParam(store, params, mode);
  const successUrl = requiredString(params, "success_url");
  const origin = absoluteUrl(successUrl, "success_url").origin;
  const cancelUrl = optionalString(params, "cancel_url") ?? null;
  if (cancelUrl) absoluteUrl(cancelUrl, "cancel_url");
  const customer = optionalString(params, "customer") || null;
  if (customer && !store.data.customers[customer]) throw noSuch("customer", customer, "customer");
  const customerEmail = optionalString(params, "customer_email") || null;
  if (customer && customerEmail) throw new ParamError("customer_email", "You may only specify one of these parameters: customer, customer_email.");
  const clientReferenceId = optionalString(params, "client_reference_id") || null;
  if (clientReferenceId && clientReferenceId.length > 200) throw new ParamError("client_reference_id", "client_reference_id can be up to 200 characters long.");
  const subscriptionData = optionalObject(params, "subscription_data");
  const paymentIntentData = optionalObject(params, "payment_intent_data");
  if (subscriptionData && mode !== "subscription") throw new ParamError("subscription_data", "You can only pass `subscription_data` in `subscription` mode.");
  if (paymentIntentData && mode !== "payment") throw new ParamError("payment_intent_data", "You can only pass `payment_intent_data` in `payment` mode.");

  const wallNow = wallClock();
  const expiresAt = optionalInteger(params, "expires_at") ?? wallNow + MAX_LIFETIME;
  if (expiresAt < wallNow + MIN_LIFETIME - LIFETIME_SLACK || expiresAt > wallNow + MAX_LIFETIME + LIFETIME_SLACK) {
    throw new ParamError("expires_at", "The `expires_at` timestamp must be between 30 minutes and 24 hours from Checkout Session creation.");
  }
  expandParam(params);

  const session = newCheckoutSession({
    mode,
    customer,
    customerEmail,
    clientReferenceId,
    metadata: metadataParam(params, "metadata"),
    successUrl,
    cancelUrl,
    amount: lineItems.reduce((sum, item) => sum + item.amount_total, 0),
    currency: lineItems[0].currency,
    created: store.now(),
    expiresAt,
    urlFor: (id) => `${origin}/payments/checkout/${id}`,
  });
  store.data.checkoutSessions[session.id] = {
    session,
    lineItems,
    subscriptionMetadata: subscriptionData ? metadataParam(subscriptionData, "metadata", "subscription_data[metadata]") : {},
    paymentIntentMetadata: paymentIntentData ? metadataParam(paymentIntentData, "metadata", "payment_intent_data[metadata]") : {},
    expiresOnClock: expiresAt + store.data.clockOffset,
  };
  store.save();
  return session;
}

/**
 * The stored session, expired first when its time has run out on the emulator's clock.
 * @param {PaymentStore} store
 * @param {string} id
 * @returns {StoredCheckoutSession | undefined}
 */
export function findCheckoutSession(store, id) {
  const stored = Object.hasOwn(store.data.checkoutSessions, id) ? store.data.checkoutSessions[id] : undefined;
  if (stored) expireIfDue(store, stored);
  return stored;
}

/**
 * @param {PaymentStore} store
 * @param {StoredCheckoutSession} stored
 */
export function expireIfDue(store, stored) {
  if (stored.session.status !== "open" || store.now() < stored.expiresOnClock) return;
  stored.session.status = "expired";
  stored.session.url = null;
  store.save();
}

/**
 * Expires an open session now (`POST /v1/checkout/sessions/:id/expire`): it can no longer be paid.
 * Stripe refuses this for a session that is complete or expired already.
 * @param {PaymentStore} store
 * @param {StoredCheckoutSession} stored
 */
export function expireCheckoutSession(store, stored) {
  const { session } = stored;
  if (session.status !== "open") {
    throw new ApiError(400, `Only Checkout Sessions with a status in ["open"] can be expired. This Checkout Session has a status of "${session.status}".`, {
      code: "checkout_session_not_open",
    });
  }
  session.status = "expired";
  session.url = null;
  store.save();
}

/**
 * What the card form pays with: the number's last four digits and who paid.
 * @typedef {{ last4: string, name: string | null }} CardPayment
 */

/**
 * Pays an open session: a charge (mode payment) or a subscription with its first invoice (mode
 * subscription); the session becomes complete. Events: docs/local-services.md, "Payments (local)".
 * @param {PaymentStore} store
 * @param {StoredCheckoutSession} stored
 * @param {CardPayment} card
 */
export function payCheckoutSession(store, stored, card) {
  const { session } = stored;
  if (session.status !== "open") throw new ApiError(400, `This Checkout Session is ${session.status}.`, { code: "checkout_session_not_open" });
  const now = store.now();
  let customer = session.customer ? store.data.customers[String(session.customer)] : undefined;
  if (!customer && session.mode === "subscription") {
    customer = newCustomer({ email: session.customer_email, name: card.name, description: null, metadata: {}, created: now });
    store.data.customers[customer.id] = customer;
  }
  const email = customer?.email ?? session.customer_email;
  const name = customer?.name ?? card.name;
  const paymentIntent = newId("pi");
  session.customer_details = customerDetails({ customerEmail: email, customerName: name });
  session.status = "complete";
  session.payment_status = "paid";
  session.url = null;

  if (session.mode === "payment") {
    const charge = newCharge({
      amount: session.amount_total ?? 0,
      currency: session.currency ?? "usd",
      customer: customer?.id ?? null,
      email,
      name,
      paymentIntent,
      last4: card.last4,
      description: stored.lineItems.map((item) => item.description).join(", "),
      metadata: stored.paymentIntentMetadata,
      now,
    });
    store.data.charges[charge.id] = charge;
    session.payment_intent = paymentIntent;
    store.emit("checkout.session.completed", session);
    store.emit("charge.succeeded", charge);
  } else {
    const price = stored.lineItems[0].price;
    if (!customer || !price) throw new Error(`session ${session.id} has no customer or price`);
    session.customer = customer.id;
    const subscription = newSubscription({ customer: customer.id, price, metadata: { ...stored.subscriptionMetadata }, now });
    store.data.subscriptions[subscription.id] = subscription;
    const invoice = newPaidInvoice({ customer, subscription, item: subscription.items.data[0], billingReason: "subscription_create", amount: price.unit_amount ?? 0, now });
    store.data.invoices[invoice.id] = invoice;
    const charge = newCharge({
      amount: invoice.amount_paid,
      currency: invoice.currency,
      customer: customer.id,
      email,
      name,
      paymentIntent,
      last4: card.last4,
      description: "Subscription creation",
      metadata: {},
      now,
    });
    store.data.charges[charge.id] = charge;
    subscription.latest_invoice = invoice.id;
    session.subscription = subscription.id;
    session.invoice = invoice.id;
    store.emit("customer.subscription.created", subscription);
    store.emit("checkout.session.completed", session);
    store.emit("invoice.paid", invoice);
    store.emit("charge.succeeded", charge);
  }
  store.save();
}

/**
 * The session as the API answers it, with the expansions asked for.
 * @param {PaymentStore} store
 * @param {StoredCheckoutSession} stored
 * @param {string[]} expand
 * @returns {Stripe.Checkout.Session}
 */
export function presentCheckoutSession(store, stored, expand) {
  const session = structuredClone(stored.session);
  for (const field of expand) {
    if (field === "subscription") {
      if (typeof session.subscription === "string") session.subscription = store.data.subscriptions[session.subscription] ?? session.subscription;
    } else if (field === "customer") {
      if (typeof session.customer === "string") session.customer = store.data.customers[session.customer] ?? session.customer;
    } else if (field === "invoice") {
      if (typeof session.invoice === "string") session.invoice = store.data.invoices[session.invoice] ?? session.invoice;
    } else if (field === "line_items") {
      session.line_items = { object: "list", data: stored.lineItems, has_more: false, url: `/v1/checkout/sessions/${session.id}/line_items` };
    } else {
      throw new ApiError(400, `This property cannot be expanded (${field}).`, { param: "expand" });
    }
  }
  return session;
}
