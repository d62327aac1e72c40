// The local payment emulator: a small HTTP server of ours on loopback standing in for Stripe, as
// cognito-local stands in for Cognito (scripts/identity-emulator.mjs). It answers the Stripe API
// calls the app makes, in Stripe's shapes (typed with the SDK's own types), serves the hosted
// Checkout and Customer Portal pages under /payments/, sends signed webhooks to the app, and has
// test-only control routes under /_control/ (with the key in <dataDir>/emulator-key only). Web
// pages of other origins are refused and no answer carries a CORS header (emulator-guard.mjs).
// State in <dataDir>/payments/state.json.
// Used by `npm start` (scripts/start.mjs), `npm run dev`, the tests; never by `npm run serve`.
// Alone: `node scripts/payment-emulator.mjs [--port 12111] [--data-dir .data] [--webhook-url URL]`.
import { createHmac } from "node:crypto";
import http from "node:http";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { createApi } from "./payment-emulator/api.mjs";
import { createControl } from "./payment-emulator/control.mjs";
import { browserRefusal, emulatorKey, refuse } from "./emulator-guard.mjs";
import { sendJson } from "./payment-emulator/http.mjs";
import { createPages, TEST_CARDS } from "./payment-emulator/pages.mjs";
import { PaymentStore } from "./payment-emulator/state.mjs";
import { createDeliveryQueue, WEBHOOK_EVENT_TYPES } from "./payment-emulator/webhooks.mjs";

export { TEST_CARDS };

/**
 * The API key the emulator takes and the secret it signs webhooks with, made from this data
 * folder's emulator key: a fixed, published secret would let any page that reaches the app (a DNS
 * rebinding one, say) post a signed `checkout.session.completed` and unlock a deck unpaid.
 * @param {string} key the emulator key (DATA_DIR/emulator-key)
 */
export function localStripeSecrets(key) {
  const derive = (/** @type {string} */ use) => createHmac("sha256", key).update(use).digest("base64url").slice(0, 32);
  return { secretKey: `sk_test_local_${derive("api key")}`, webhookSecret: `whsec_local_${derive("webhook secret")}` };
}
export const DEFAULT_PAYMENT_EMULATOR_PORT = 12111;

/**
 * The app's webhook endpoint on this machine, for a server listening on `port` and `host`
 * (an any-address or unset host is reached on loopback).
 * @param {number | string} port
 * @param {string} [host]
 */
export function webhookUrlFor(port, host) {
  const reachable = !host || host === "0.0.0.0" || host === "::" || host === "localhost" ? "127.0.0.1" : host;
  return `http://${reachable.includes(":") ? `[${reachable}]` : reachable}:${port}/api/billing/webhook`;
}

/**
 * A running emulator.
 * @typedef {object} PaymentEmulator
 * @property {string} endpoint e.g. http://127.0.0.1:12111 (the API, the pages and the control routes)
 * @property {number} port
 * @property {{ STRIPE_SECRET_KEY: string, STRIPE_WEBHOOK_SECRET: string, STRIPE_API_BASE: string }} env the server's settings for it
 * @property {string} key the emulator key its control routes need in X-Emulator-Key
 * @property {(url: string | null) => void} setWebhookUrl where events go from now on (null: nowhere)
 * @property {() => Promise<void>} stop
 */

/**
 * Listens on 127.0.0.1:port, or on any free port when that one is taken (or port is 0).
 * @param {http.Server} server
 * @param {number} port
 * @returns {Promise<number>}
 */
function listen(server, port) {
  return new Promise((resolve, reject) => {
    /** @param {number} wanted */
    const attempt = (wanted) => {
      /** @param {NodeJS.ErrnoException} error */
      const onError = (error) => {
        if (error.code === "EADDRINUSE" && wanted !== 0) attempt(0);
        else reject(error);
      };
      server.once("error", onError);
      server.listen(wanted, "127.0.0.1", () => {
        server.removeListener("error", onError);
        resolve(/** @type {import("node:net").AddressInfo} */ (server.address()).port);
      });
    };
    attempt(port);
  });
}

/**
 * Starts the emulator.
 * @param {object} options
 * @param {string} options.dataDir the app's DATA_DIR; state in dataDir/payments/state.json
 * @param {number} [options.port] wanted port; a free one when it is busy; 0 = any
 * @param {string} [options.secretKey] the API key it accepts (default: localStripeSecrets)
 * @param {string} [options.webhookSecret] the `whsec_…` it signs events with (default: localStripeSecrets)
 * @param {string | null} [options.webhookUrl] the app's webhook endpoint; none = events are only kept
 * @param {number[]} [options.retryDelaysMs] pauses before each retry of a failed delivery
 * @param {boolean} [options.quiet] no log lines
 * @returns {Promise<PaymentEmulator>}
 */
export async function startPaymentEmulator({
  dataDir,
  port = Number(process.env.PAYMENT_EMULATOR_PORT ?? DEFAULT_PAYMENT_EMULATOR_PORT),
  secretKey,
  webhookSecret,
  webhookUrl = null,
  retryDelaysMs,
  quiet = false,
}) {
  if (!dataDir) throw new Error("startPaymentEmulator needs a dataDir");
  /** @param {string} line */
  const log = (line) => {
    if (!quiet) console.log(`[payments] ${line}`);
  };
  const key = emulatorKey(dataDir);
  const secrets = localStripeSecrets(key);
  secretKey ??= secrets.secretKey;
  webhookSecret ??= secrets.webhookSecret;
  const store = new PaymentStore(dataDir);
  let target = webhookUrl;
  const queue = createDeliveryQueue({ url: () => target, secret: webhookSecret, retryDelaysMs, log });
  store.delivers = (type) => target !== null && /** @type {readonly string[]} */ (WEBHOOK_EVENT_TYPES).includes(type);
  const handleApi = createApi({ store, secretKey, log });
  const handlePage = createPages({ store });
  const handleControl = createControl({ store, queue, key });
  let listeningPort = 0;

  const server = http.createServer(async (req, res) => {
    const url = new URL(req.url ?? "/", "http://127.0.0.1");
    const refusal = browserRefusal(req, listeningPort);
    if (refusal) {
      refuse(res, 403, { error: { type: "invalid_request_error", message: refusal } });
      return;
    }
    try {
      if (url.pathname.startsWith("/payments/")) await handlePage(req, res, url);
      else if (url.pathname.startsWith("/_control/")) await handleControl(req, res, url);
      else await handleApi(req, res, url);
    } catch (error) {
      log(`${req.method} ${url.pathname} failed: ${/** @type {Error} */ (error).stack ?? error}`);
      if (!res.headersSent) sendJson(res, 500, { error: { type: "api_error", message: "The local payment emulator failed." } });
      else res.destroy();
    }
    // Events go out once the answer that caused them has been written.
    queue.enqueue(store.takeOutbox().filter((event) => store.delivers(event.type)));
  });
  server.keepAliveTimeout = 5_000;
  const chosenPort = await listen(server, port);
  listeningPort = chosenPort;
  const endpoint = `http://127.0.0.1:${chosenPort}`;

  let stopped = false;
  return {
    endpoint,
    port: chosenPort,
    key,
    env: { STRIPE_SECRET_KEY: secretKey, STRIPE_WEBHOOK_SECRET: webhookSecret, STRIPE_API_BASE: endpoint },
    setWebhookUrl(url) {
      target = url;
    },
    async stop() {
      if (stopped) return;
      stopped = true;
      await queue.stop();
      await new Promise((resolve) => {
        server.close(() => resolve(undefined));
        server.closeAllConnections();
      });
    },
  };
}

/**
 * `--name value` from the command line.
 * @param {string} name
 */
function argument(name) {
  const index = process.argv.indexOf(`--${name}`);
  return index === -1 ? undefined : process.argv[index + 1];
}

if (process.argv[1] && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "..");
  const emulator = await startPaymentEmulator({
    dataDir: path.resolve(root, argument("data-dir") ?? process.env.DATA_DIR ?? ".data"),
    port: argument("port") === undefined ? undefined : Number(argument("port")),
    webhookUrl: argument("webhook-url") ?? null,
  });
  console.log(`Payment emulator at ${emulator.endpoint}`);
  console.log(`Its control routes need X-Emulator-Key: ${emulator.key} (kept in the data folder's emulator-key).`);
  for (const [name, value] of Object.entries(emulator.env)) console.log(`${name}=${value}`);
  console.log(`Test cards: ${TEST_CARDS.success} pays, ${TEST_CARDS.declined} is declined.`);
  for (const signal of /** @type {const} */ (["SIGINT", "SIGTERM"])) {
    process.on(signal, () => void emulator.stop().then(() => process.exit(0)));
  }
}
