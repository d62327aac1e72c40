// The Stripe API, only as far as the app calls it (docs/local-services.md, "Payments (local)"):
// Bearer (or Basic) secret key, form-encoded parameters, idempotency keys on POST, Stripe's JSON
// and error shape.
import { timingSafeEqual } from "node:crypto";
import { createCheckoutSession, expireCheckoutSession, findCheckoutSession, presentCheckoutSession } from "./checkout.mjs";
import { expandParam, metadataParam, optionalBoolean, optionalInteger, optionalArray, optionalString, ParamError, parseParams, requiredString } from "./form.mjs";
import { ApiError, noSuch, readBody, sendJson } from "./http.mjs";
import { API_VERSION, newCustomer } from "./objects.mjs";
import { newPortalSession } from "./billing-objects.mjs";

/** @import { Stripe } from "stripe" */
/** @import { IncomingMessage, ServerResponse } from "node:http" */
/** @import { ParamObject } from "./form.mjs" */
/** @import { PaymentStore } from "./state.mjs" */

const IDEMPOTENCY_TTL_MS = 24 * 60 * 60 * 1000;

/**
 * @param {ParamObject} params
 * @param {string[]} allowed
 */
function onlyParams(params, allowed) {
  for (const name of Object.keys(params)) {
    if (!allowed.includes(name)) throw new ParamError(name, `Received unknown parameter: ${name}`);
  }
}

/**
 * The secret key a request carries: `Authorization: Bearer sk_…`, or Basic with the key as the
 * user name (`curl -u sk_…:`).
 * @param {IncomingMessage} req
 */
function presentedKey(req) {
  const header = req.headers.authorization ?? "";
  const bearer = /^Bearer\s+(\S+)$/i.exec(header);
  if (bearer) return bearer[1];
  const basic = /^Basic\s+(\S+)$/i.exec(header);
  if (basic) return Buffer.from(basic[1], "base64").toString("utf8").split(":")[0];
  return null;
}

/**
 * @param {string} a
 * @param {string} b
 */
function sameSecret(a, b) {
  const left = Buffer.from(a);
  const right = Buffer.from(b);
  return left.length === right.length && timingSafeEqual(left, right);
}

/**
 * `GET /v1/prices`
 * @param {PaymentStore} store
 * @param {ParamObject} params
 * @returns {Stripe.ApiList<Stripe.Price>}
 */
function listPrices(store, params) {
  onlyParams(params, ["lookup_keys", "active", "type", "currency", "product", "limit", "expand"]);
  const lookupKeys = optionalArray(params, "lookup_keys")?.map((key, i) => {
    if (typeof key !== "string") throw new ParamError(`lookup_keys[${i}]`, `Invalid string: lookup_keys[${i}] must be a string.`);
    return key;
  });
  const active = optionalBoolean(params, "active");
  const type = optionalString(params, "type");
  const currency = optionalString(params, "currency");
  const product = optionalString(params, "product");
  const limit = optionalInteger(params, "limit") ?? 10;
  if (limit < 1 || limit > 100) throw new ParamError("limit", "This value must be between 1 and 100.");
  const expand = expandParam(params);
  for (const field of expand) if (field !== "data.product") throw new ApiError(400, `This property cannot be expanded (${field}).`, { param: "expand" });
  const matching = Object.values(store.data.prices)
    .filter((price) => !lookupKeys || (price.lookup_key !== null && lookupKeys.includes(price.lookup_key)))
    .filter((price) => active === undefined || price.active === active)
    .filter((price) => !type || price.type === type)
    .filter((price) => !currency || price.currency === currency)
    .filter((price) => !product || price.product === product)
    .reverse()
    .sort((a, b) => b.created - a.created);
  const data = matching.slice(0, limit).map((price) => {
    const copy = structuredClone(price);
    if (expand.includes("data.product")) copy.product = store.data.products[String(price.product)] ?? copy.product;
    return copy;
  });
  return { object: "list", data, has_more: matching.length > limit, url: "/v1/prices" };
}

/**
 * `POST /v1/customers`
 * @param {PaymentStore} store
 * @param {ParamObject} params
 * @returns {Stripe.Customer}
 */
function createCustomer(store, params) {
  onlyParams(params, ["email", "name", "description", "metadata", "phone", "expand"]);
  const customer = newCustomer({
    email: optionalString(params, "email") || null,
    name: optionalString(params, "name") || null,
    description: optionalString(params, "description") || null,
    metadata: metadataParam(params, "metadata"),
    created: store.now(),
  });
  customer.phone = optionalString(params, "phone") || null;
  store.data.customers[customer.id] = customer;
  store.emit("customer.created", customer);
  store.save();
  return customer;
}

/**
 * `GET /v1/subscriptions/:id`
 * @param {PaymentStore} store
 * @param {string} id
 * @param {ParamObject} params
 * @returns {Stripe.Subscription}
 */
function retrieveSubscription(store, id, params) {
  onlyParams(params, ["expand"]);
  const subscription = Object.hasOwn(store.data.subscriptions, id) ? store.data.subscriptions[id] : undefined;
  if (!subscription) throw noSuch("subscription", id);
  const copy = structuredClone(subscription);
  for (const field of expandParam(params)) {
    if (field === "customer") copy.customer = store.data.customers[String(copy.customer)] ?? copy.customer;
    else if (field === "latest_invoice") copy.latest_invoice = (copy.latest_invoice && store.data.invoices[String(copy.latest_invoice)]) || copy.latest_invoice;
    else throw new ApiError(400, `This property cannot be expanded (${field}).`, { param: "expand" });
  }
  return copy;
}

/**
 * `POST /v1/billing_portal/sessions`
 * @param {PaymentStore} store
 * @param {ParamObject} params
 * @returns {Stripe.BillingPortal.Session}
 */
function createPortalSession(store, params) {
  onlyParams(params, ["customer", "return_url", "configuration", "locale", "expand"]);
  const customer = requiredString(params, "customer");
  if (!store.data.customers[customer]) throw noSuch("customer", customer, "customer");
  const returnUrl = optionalString(params, "return_url");
  if (!returnUrl) throw new ParamError("return_url", "You must provide a `return_url` or set a default return URL in the portal configuration.");
  let origin;
  try {
    origin = new URL(returnUrl).origin;
  } catch {
    throw new ApiError(400, "Not a valid URL", { code: "url_invalid", param: "return_url" });
  }
  const session = newPortalSession({ customer, returnUrl, now: store.now(), urlFor: (id) => `${origin}/payments/portal/${id}` });
  store.data.portalSessions[session.id] = session;
  store.save();
  return session;
}

/**
 * @param {PaymentStore} store
 * @param {string} method
 * @param {string} path
 * @param {ParamObject} params
 * @returns {unknown} the answer's body (200)
 */
function route(store, method, path, params) {
  const checkoutSession = /^\/v1\/checkout\/sessions\/([^/]+)$/.exec(path);
  const expireSession = /^\/v1\/checkout\/sessions\/([^/]+)\/expire$/.exec(path);
  const subscription = /^\/v1\/subscriptions\/([^/]+)$/.exec(path);
  if (method === "GET" && path === "/v1/prices") return listPrices(store, params);
  if (method === "POST" && path === "/v1/customers") return createCustomer(store, params);
  if (method === "POST" && path === "/v1/checkout/sessions") {
    const session = createCheckoutSession(store, params);
    return presentCheckoutSession(store, /** @type {import("./state.mjs").StoredCheckoutSession} */ (findCheckoutSession(store, session.id)), expandParam(params));
  }
  if (method === "GET" && checkoutSession) {
    const id = decodeURIComponent(checkoutSession[1]);
    onlyParams(params, ["expand"]);
    const stored = findCheckoutSession(store, id);
    if (!stored) throw noSuch("checkout.session", id);
    return presentCheckoutSession(store, stored, expandParam(params));
  }
  if (method === "POST" && expireSession) {
    const id = decodeURIComponent(expireSession[1]);
    onlyParams(params, ["expand"]);
    const stored = findCheckoutSession(store, id);
    if (!stored) throw noSuch("checkout.session", id);
    expireCheckoutSession(store, stored);
    return presentCheckoutSession(store, stored, expandParam(params));
  }
  if (method === "GET" && subscription) return retrieveSubscription(store, decodeURIComponent(subscription[1]), params);
  if (method === "POST" && path === "/v1/billing_portal/sessions") return createPortalSession(store, params);
  throw new ApiError(404, `Unrecognized request URL (${method}: ${path}). Please see https://stripe.com/docs or we can help at https://support.stripe.com/.`);
}

/**
 * @param {{ store: PaymentStore, secretKey: string, log: (line: string) => void }} options
 * @returns {(req: IncomingMessage, res: ServerResponse, url: URL) => Promise<void>}
 */
export function createApi({ store, secretKey, log }) {
  /** @type {Map<string, { fingerprint: string, status: number, body: unknown, at: number }>} */
  const idempotent = new Map();

  return async function handleApi(req, res, url) {
    const method = req.method ?? "GET";
    let idempotencyKey = null;
    let fingerprint = "";
    try {
      const key = presentedKey(req);
      if (!key) {
        throw new ApiError(401, "You did not provide an API key. You need to provide your API key in the Authorization header, using Bearer auth (e.g. 'Authorization: Bearer YOUR_SECRET_KEY').");
      }
      if (!sameSecret(key, secretKey)) throw new ApiError(401, `Invalid API Key provided: ${key.slice(0, 8)}${"*".repeat(Math.max(0, key.length - 12))}${key.slice(-4)}`);
      const body = method === "POST" ? await readBody(req) : "";
      if (method === "POST") {
        idempotencyKey = typeof req.headers["idempotency-key"] === "string" ? req.headers["idempotency-key"] : null;
        fingerprint = `${url.pathname}\n${body}`;
        const earlier = idempotencyKey ? idempotent.get(idempotencyKey) : undefined;
        if (earlier && Date.now() - earlier.at < IDEMPOTENCY_TTL_MS) {
          if (earlier.fingerprint !== fingerprint) {
            throw new ApiError(400, `Keys for idempotent requests can only be used with the same parameters they were first used with. Try using a key other than '${idempotencyKey}' if you meant to execute a different request.`, { type: "idempotency_error" });
          }
          sendJson(res, earlier.status, earlier.body, { "Idempotent-Replayed": "true" });
          return;
        }
      }
      const params = parseParams(method === "POST" ? body : url.search.slice(1));
      const answer = route(store, method, url.pathname, params);
      if (idempotencyKey) remember(idempotencyKey, 200, answer);
      sendJson(res, 200, answer, { "Stripe-Version": API_VERSION });
    } catch (caught) {
      let error = caught;
      if (caught instanceof ParamError) error = new ApiError(400, caught.message, { param: caught.param, code: caught.code });
      if (!(error instanceof ApiError)) {
        log(`API ${method} ${url.pathname} failed: ${/** @type {Error} */ (caught).stack ?? caught}`);
        error = new ApiError(500, "An unknown error occurred in the local payment emulator.", { type: "api_error" });
      }
      const apiError = /** @type {ApiError} */ (error);
      // Stripe remembers errors under the key too, except a request it could not authenticate.
      if (idempotencyKey && apiError.status !== 401 && apiError.type !== "idempotency_error") remember(idempotencyKey, apiError.status, apiError.toJSON());
      // Nothing here gets better by asking again: the SDK is told not to retry.
      sendJson(res, apiError.status, apiError.toJSON(), { "Stripe-Should-Retry": "false" });
    }

    /**
     * @param {string} key
     * @param {number} status
     * @param {unknown} body
     */
    function remember(key, status, body) {
      const now = Date.now();
      for (const [old, entry] of idempotent) {
        if (now - entry.at < IDEMPOTENCY_TTL_MS) break;
        idempotent.delete(old);
      }
      idempotent.set(key, { fingerprint, status, body: structuredClone(body), at: now });
    }
  };
}
