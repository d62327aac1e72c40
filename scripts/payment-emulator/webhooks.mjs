// Webhook delivery: each event POSTed to the app's endpoint as Stripe sends it (the JSON envelope,
// signed in `Stripe-Signature` with the endpoint's secret), one at a time and in the order they
// were made, retried with growing pauses when the endpoint does not answer 2xx.
import Stripe from "stripe";

/** The event types the app's endpoint is registered for (docs/deploying.md, "Payments: going live"). */
export const WEBHOOK_EVENT_TYPES = /** @type {const} */ ([
  "checkout.session.completed",
  "customer.subscription.created",
  "customer.subscription.updated",
  "customer.subscription.deleted",
  "invoice.paid",
  "charge.refunded",
]);

/** Pauses before the 2nd, 3rd, … attempt. */
const DEFAULT_RETRY_DELAYS_MS = [250, 1000, 3000];
const ATTEMPT_TIMEOUT_MS = 10_000;

/**
 * One delivery, for the state the control route shows.
 * @typedef {object} Delivery
 * @property {string} event the event's id
 * @property {string} type
 * @property {"pending" | "delivered" | "failed" | "dropped"} status failed: every attempt failed; dropped: cleared by a reset before it was sent
 * @property {number} attempts
 * @property {number | null} lastStatus the endpoint's last HTTP status; null: no answer
 */

/**
 * @typedef {object} DeliveryQueue
 * @property {(events: Stripe.Event[]) => void} enqueue
 * @property {() => Promise<void>} flush resolves once nothing is waiting or being sent
 * @property {() => Promise<void>} clear drops what has not been sent, ends the retries of the one
 *   being sent, forgets the log, and resolves once nothing is in flight: after it, no earlier
 *   event arrives
 * @property {() => Delivery[]} log the last deliveries, newest last
 * @property {() => Promise<void>} stop
 */

/**
 * @param {{ url: () => string | null, secret: string, retryDelaysMs?: number[], log?: (line: string) => void }} options
 *   url: the endpoint now (it may be set after the start)
 * @returns {DeliveryQueue}
 */
export function createDeliveryQueue({ url, secret, retryDelaysMs = DEFAULT_RETRY_DELAYS_MS, log = () => {} }) {
  /** @type {{ event: Stripe.Event, delivery: Delivery }[]} */
  const waiting = [];
  /** @type {Delivery[]} */
  const history = [];
  /** @type {Promise<void> | null} */
  let running = null;
  let stopped = false;
  /** @type {(() => void) | null} */
  let wakeSleeper = null;
  /** Set by clear(): the delivery in progress makes no further attempt. */
  let dropCurrent = false;
  /** Aborts the attempt in flight when the emulator stops. */
  const stopping = new AbortController();

  /** @param {number} ms */
  const sleep = (ms) =>
    new Promise((resolve) => {
      const timer = setTimeout(() => ((wakeSleeper = null), resolve(undefined)), ms);
      wakeSleeper = () => (clearTimeout(timer), (wakeSleeper = null), resolve(undefined));
    });

  /**
   * @param {Stripe.Event} event
   * @param {Delivery} delivery
   */
  async function deliver(event, delivery) {
    const payload = JSON.stringify(event, null, 2);
    for (let attempt = 0; attempt <= retryDelaysMs.length && !stopped; attempt++) {
      if (attempt > 0) await sleep(retryDelaysMs[attempt - 1]);
      if (stopped) break;
      if (dropCurrent) {
        delivery.status = "dropped";
        return;
      }
      const endpoint = url();
      if (!endpoint) break;
      delivery.attempts++;
      // Signed at each attempt with the wall clock: the app checks the timestamp's age.
      const signature = Stripe.webhooks.generateTestHeaderString({ payload, secret, timestamp: Math.floor(Date.now() / 1000) });
      // Our own timer rather than AbortSignal.timeout() inside AbortSignal.any(): Node 20 may
      // garbage-collect that timeout signal mid-request, which then never ends (nodejs/node#55428).
      const attemptTimeout = new AbortController();
      const timer = setTimeout(() => attemptTimeout.abort(new DOMException("no answer in time", "TimeoutError")), ATTEMPT_TIMEOUT_MS);
      try {
        const res = await fetch(endpoint, {
          method: "POST",
          headers: { "Content-Type": "application/json; charset=utf-8", "Stripe-Signature": signature, "User-Agent": "Stripe/1.0 (+https://stripe.com/docs/webhooks)" },
          body: payload,
          signal: AbortSignal.any([attemptTimeout.signal, stopping.signal]),
        });
        delivery.lastStatus = res.status;
        await res.arrayBuffer().catch(() => undefined);
        if (res.ok) {
          delivery.status = "delivered";
          return;
        }
        log(`webhook ${event.type} ${event.id}: ${endpoint} answered ${res.status}`);
      } catch (error) {
        delivery.lastStatus = null;
        log(`webhook ${event.type} ${event.id}: ${endpoint} did not answer (${/** @type {Error} */ (error).message})`);
      } finally {
        clearTimeout(timer);
      }
    }
    delivery.status = "failed";
    log(`webhook ${event.type} ${event.id}: given up after ${delivery.attempts} attempts`);
  }

  async function drain() {
    while (waiting.length > 0 && !stopped) {
      const next = /** @type {{ event: Stripe.Event, delivery: Delivery }} */ (waiting[0]);
      await deliver(next.event, next.delivery);
      waiting.shift();
    }
    running = null;
  }

  return {
    enqueue(events) {
      if (stopped || !url() || events.length === 0) return;
      for (const event of events) {
        /** @type {Delivery} */
        const delivery = { event: event.id, type: event.type, status: "pending", attempts: 0, lastStatus: null };
        history.push(delivery);
        waiting.push({ event, delivery });
      }
      if (history.length > 500) history.splice(0, history.length - 500);
      running ??= drain();
    },
    async flush() {
      while (running) await running;
    },
    async clear() {
      for (const { delivery } of waiting.splice(running ? 1 : 0)) delivery.status = "dropped";
      dropCurrent = true;
      wakeSleeper?.();
      while (running) await running;
      dropCurrent = false;
      history.length = 0;
    },
    log: () => history.map((delivery) => ({ ...delivery })),
    async stop() {
      stopped = true;
      wakeSleeper?.();
      stopping.abort();
      while (running) await running;
    },
  };
}
