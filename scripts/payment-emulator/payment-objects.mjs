// Charges, refunds and events, typed with the SDK's own types (see objects.mjs).
import { API_VERSION, newId } from "./objects.mjs";

/** @import { Stripe } from "stripe" */

/**
 * @typedef {object} ChargeOptions
 * @property {number} amount cents
 * @property {string} currency
 * @property {string | null} customer
 * @property {string | null} email
 * @property {string | null} name
 * @property {string} paymentIntent the PaymentIntent the charge belongs to
 * @property {string} last4 the card's last four digits
 * @property {string | null} description
 * @property {Record<string, string>} metadata
 * @property {number} now
 */

/**
 * @param {string} last4
 * @returns {Stripe.Charge.PaymentMethodDetails.Card}
 */
function cardDetails(last4) {
  return {
    amount_authorized: null,
    authorization_code: null,
    brand: "visa",
    checks: { address_line1_check: null, address_postal_code_check: null, cvc_check: "pass" },
    country: "US",
    electronic_commerce_indicator: null,
    exp_month: 12,
    exp_year: new Date().getUTCFullYear() + 3,
    fingerprint: null,
    funding: "credit",
    installments: null,
    last4,
    mandate: null,
    network: "visa",
    network_token: null,
    network_transaction_id: null,
    regulated_status: "unregulated",
    three_d_secure: null,
    transaction_link_id: null,
    wallet: null,
  };
}

/**
 * A succeeded card charge.
 * @param {ChargeOptions} options
 * @returns {Stripe.Charge}
 */
export function newCharge(options) {
  const id = newId("ch");
  return {
    id,
    object: "charge",
    amount: options.amount,
    amount_captured: options.amount,
    amount_refunded: 0,
    application: null,
    application_fee: null,
    application_fee_amount: null,
    balance_transaction: newId("txn"),
    billing_details: { address: null, email: options.email, name: options.name, phone: null, tax_id: null },
    calculated_statement_descriptor: "SPARK DECKS",
    captured: true,
    created: options.now,
    currency: options.currency,
    customer: options.customer,
    description: options.description,
    disputed: false,
    failure_balance_transaction: null,
    failure_code: null,
    failure_message: null,
    fraud_details: {},
    livemode: false,
    metadata: options.metadata,
    on_behalf_of: null,
    outcome: {
      advice_code: null,
      network_advice_code: null,
      network_decline_code: null,
      network_status: "approved_by_network",
      reason: null,
      risk_level: "normal",
      risk_score: 20,
      seller_message: "Payment complete.",
      type: "authorized",
    },
    paid: true,
    payment_intent: options.paymentIntent,
    payment_method: newId("pm"),
    payment_method_details: { card: cardDetails(options.last4), type: "card" },
    receipt_email: options.email,
    receipt_number: null,
    receipt_url: null,
    refunded: false,
    refunds: { object: "list", data: [], has_more: false, url: `/v1/charges/${id}/refunds` },
    review: null,
    shipping: null,
    source: null,
    source_transfer: null,
    statement_descriptor: null,
    statement_descriptor_suffix: null,
    status: "succeeded",
    transfer_data: null,
    transfer_group: null,
  };
}

/**
 * @param {{ charge: Stripe.Charge, now: number }} options
 * @returns {Stripe.Refund}
 */
export function newRefund({ charge, now }) {
  return {
    id: newId("re"),
    object: "refund",
    amount: charge.amount - charge.amount_refunded,
    balance_transaction: newId("txn"),
    charge: charge.id,
    created: now,
    currency: charge.currency,
    customer: charge.customer,
    customer_account: null,
    metadata: {},
    payment_intent: charge.payment_intent,
    payment_method: charge.payment_method,
    reason: "requested_by_customer",
    receipt_number: null,
    source_transfer_reversal: null,
    status: "succeeded",
    transfer_reversal: null,
  };
}

/**
 * An event about an object, with the object as it is now (a copy: later changes to the object do
 * not reach events already made). The store's `emit` checks that the object fits the type.
 * @param {{ type: Stripe.Event.Type, object: Stripe.Event.Data.Object, previousAttributes?: Stripe.Event.Data.PreviousAttributes, now: number }} options
 * @returns {Stripe.Event}
 */
export function newEvent({ type, object, previousAttributes, now }) {
  /** @type {Stripe.Event.Data} */
  const data = { object: structuredClone(object) };
  if (previousAttributes) data.previous_attributes = structuredClone(previousAttributes);
  const event = {
    id: newId("evt"),
    object: /** @type {const} */ ("event"),
    api_version: API_VERSION,
    created: now,
    data,
    livemode: false,
    pending_webhooks: 0,
    request: { id: null, idempotency_key: null },
    type,
  };
  // The union of every event type cannot be narrowed from a type held in a variable.
  return /** @type {Stripe.Event} */ (/** @type {unknown} */ (event));
}
