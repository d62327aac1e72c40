// Test-only control routes, on the emulator's own port (never under /payments/, so the app's proxy
// cannot reach them), for loopback callers with the emulator key (DATA_DIR/emulator-key) in
// X-Emulator-Key only: a web page can neither send that header nor read the key. JSON in, JSON out.
import { EMULATOR_KEY_HEADER, hasEmulatorKey } from "../emulator-guard.mjs";
import { fromLoopback, readBody, sendJson } from "./http.mjs";
import { advanceClock, refundCharge } from "./subscriptions.mjs";

/** @import { IncomingMessage, ServerResponse } from "node:http" */
/** @import { PaymentStore } from "./state.mjs" */
/** @import { DeliveryQueue } from "./webhooks.mjs" */

/**
 * @param {ServerResponse} res
 * @param {number} status
 * @param {string} message
 */
function controlError(res, status, message) {
  sendJson(res, status, { error: { type: "invalid_request_error", message } });
}

/**
 * @param {IncomingMessage} req
 * @returns {Promise<Record<string, unknown>>}
 */
async function jsonBody(req) {
  const text = await readBody(req);
  if (text.trim() === "") return {};
  const value = JSON.parse(text);
  if (typeof value !== "object" || value === null || Array.isArray(value)) throw new SyntaxError("The body must be a JSON object.");
  return value;
}

/**
 * @param {{ store: PaymentStore, queue: DeliveryQueue, key: string }} options
 * @returns {(req: IncomingMessage, res: ServerResponse, url: URL) => Promise<void>}
 */
export function createControl({ store, queue, key }) {
  return async function handleControl(req, res, url) {
    if (!fromLoopback(req)) {
      controlError(res, 403, "The control routes answer loopback callers only.");
      return;
    }
    if (!hasEmulatorKey(req, key)) {
      controlError(res, 401, `The control routes need the emulator key (DATA_DIR/emulator-key) in ${EMULATOR_KEY_HEADER}.`);
      return;
    }
    const route = `${req.method} ${url.pathname}`;
    if (route === "GET /_control/state") {
      sendJson(res, 200, { now: store.now(), ...store.data, deliveries: queue.log() });
      return;
    }
    if (route === "POST /_control/flush") {
      await queue.flush();
      sendJson(res, 200, { flushed: true, deliveries: queue.log() });
      return;
    }
    if (!["POST /_control/advance", "POST /_control/refund", "POST /_control/reset"].includes(route)) {
      controlError(res, 404, `No control route ${route}. There are: POST /_control/advance, /_control/refund, /_control/reset, /_control/flush; GET /_control/state.`);
      return;
    }
    let body;
    try {
      body = await jsonBody(req);
    } catch (error) {
      controlError(res, 400, `The body is not JSON: ${/** @type {Error} */ (error).message}`);
      return;
    }
    try {
      if (route === "POST /_control/advance") {
        sendJson(res, 200, { now: advanceClock(store, typeof body.seconds === "number" ? body.seconds : NaN) });
      } else if (route === "POST /_control/refund") {
        sendJson(res, 200, refundCharge(store, { charge: body.charge, paymentIntent: body.paymentIntent }));
      } else {
        await queue.clear();
        store.takeOutbox();
        store.reset();
        sendJson(res, 200, { reset: true, now: store.now() });
      }
    } catch (error) {
      const status = /** @type {{ status?: number }} */ (error).status;
      if (!status) throw error;
      controlError(res, status, /** @type {Error} */ (error).message);
    }
  };
}
