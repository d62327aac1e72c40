// The emulator's whole state, kept in <dataDir>/payments/state.json: the Stripe objects as the API
// hands them out, the clock, and the log of events. Written atomically (a temporary file, then a
// rename) after every change, so a stop at any moment leaves the last complete state.
import { existsSync, mkdirSync, readFileSync, renameSync, writeFileSync } from "node:fs";
import path from "node:path";
import { newEvent } from "./payment-objects.mjs";
import { seedCatalog } from "./catalog.mjs";

/** @import { Stripe } from "stripe" */

/**
 * A Checkout Session with what Stripe keeps about it but does not show on the object.
 * @typedef {object} StoredCheckoutSession
 * @property {Stripe.Checkout.Session} session
 * @property {Stripe.LineItem[]} lineItems
 * @property {Record<string, string>} subscriptionMetadata  from `subscription_data[metadata]`
 * @property {Record<string, string>} paymentIntentMetadata from `payment_intent_data[metadata]`
 * @property {number} expiresOnClock `expires_at` on the emulator's clock (it may run ahead of the wall clock)
 */

/**
 * @typedef {object} PaymentState
 * @property {1} version
 * @property {number} clockOffset seconds the emulator's clock is ahead of the wall clock
 * @property {Record<string, Stripe.Product>} products
 * @property {Record<string, Stripe.Price>} prices
 * @property {Record<string, Stripe.Customer>} customers
 * @property {Record<string, StoredCheckoutSession>} checkoutSessions
 * @property {Record<string, Stripe.Subscription>} subscriptions
 * @property {Record<string, Stripe.Invoice>} invoices
 * @property {Record<string, Stripe.Charge>} charges
 * @property {Record<string, Stripe.BillingPortal.Session>} portalSessions
 * @property {Stripe.Event[]} events every event made, oldest first (the last MAX_EVENTS)
 */

const MAX_EVENTS = 2000;

/** @returns {PaymentState} */
function emptyState() {
  return {
    version: 1,
    clockOffset: 0,
    products: {},
    prices: {},
    customers: {},
    checkoutSessions: {},
    subscriptions: {},
    invoices: {},
    charges: {},
    portalSessions: {},
    events: [],
  };
}

/**
 * @param {string} file
 * @returns {Partial<PaymentState>}
 */
function readState(file) {
  try {
    return JSON.parse(readFileSync(file, "utf8"));
  } catch (error) {
    throw new Error(`${file} cannot be read (${/** @type {Error} */ (error).message}); delete it to start the payment emulator afresh.`);
  }
}

/** The wall clock in Unix seconds. */
export function wallClock() {
  return Math.floor(Date.now() / 1000);
}

export class PaymentStore {
  /** @param {string} dataDir the app's DATA_DIR */
  constructor(dataDir) {
    this.dir = path.join(path.resolve(dataDir), "payments");
    this.file = path.join(this.dir, "state.json");
    mkdirSync(this.dir, { recursive: true });
    /** Events made since the last look: the server delivers them once it has answered. */
    /** @type {Stripe.Event[]} */
    this.outbox = [];
    /** Whether an event of this type goes to the webhook endpoint. */
    /** @type {(type: string) => boolean} */
    this.delivers = () => false;
    /** @type {PaymentState} */
    this.data = existsSync(this.file) ? { ...emptyState(), ...readState(this.file) } : emptyState();
    seedCatalog(this);
    this.save();
  }

  /** The emulator's clock in Unix seconds: the wall clock plus every advance. */
  now() {
    return wallClock() + this.data.clockOffset;
  }

  /** @param {number} seconds */
  advanceClock(seconds) {
    this.data.clockOffset += seconds;
  }

  /**
   * Makes an event about an object (a snapshot of it as it is now) and queues it for delivery.
   * @template {Stripe.Event["type"]} T
   * @param {T} type
   * @param {Extract<Stripe.Event, { type: T }>["data"]["object"]} object
   * @param {Extract<Stripe.Event, { type: T }>["data"]["previous_attributes"]} [previousAttributes] for `*.updated`
   * @param {number} [at] when it happened on the emulator's clock (a period's end); default now
   */
  emit(type, object, previousAttributes, at = this.now()) {
    const event = newEvent({ type, object, previousAttributes, now: at });
    event.pending_webhooks = this.delivers(type) ? 1 : 0;
    this.data.events.push(event);
    this.outbox.push(event);
    return event;
  }

  /** The events made since the last call, oldest first. */
  takeOutbox() {
    return this.outbox.splice(0, this.outbox.length);
  }

  save() {
    if (this.data.events.length > MAX_EVENTS) this.data.events.splice(0, this.data.events.length - MAX_EVENTS);
    const temporary = `${this.file}.${process.pid}.tmp`;
    writeFileSync(temporary, JSON.stringify(this.data));
    renameSync(temporary, this.file);
  }

  /** Forgets customers, sessions, subscriptions, payments, events and the clock; keeps the catalogue. */
  reset() {
    const { products, prices } = this.data;
    this.data = { ...emptyState(), products, prices };
    this.save();
  }

  /**
   * The stored price with this lookup key.
   * @param {string} lookupKey
   */
  priceByLookupKey(lookupKey) {
    return Object.values(this.data.prices).find((price) => price.lookup_key === lookupKey && price.active);
  }
}
