// The emulator's answers: Stripe's JSON and error shape for the API, HTML for the hosted pages.
import { newId } from "./objects.mjs";

/** @typedef {import("node:http").IncomingMessage} IncomingMessage */
/** @typedef {import("node:http").ServerResponse} ServerResponse */

const MAX_BODY_BYTES = 256 * 1024;

/**
 * An answer in Stripe's error shape: `{ error: { type, message, code?, param? } }`.
 */
export class ApiError extends Error {
  /**
   * @param {number} status
   * @param {string} message
   * @param {{ type?: string, code?: string, param?: string, declineCode?: string }} [details]
   */
  constructor(status, message, { type = "invalid_request_error", code, param, declineCode } = {}) {
    super(message);
    this.status = status;
    this.type = type;
    this.code = code;
    this.param = param;
    this.declineCode = declineCode;
  }

  /** The body Stripe sends. */
  toJSON() {
    return {
      error: {
        ...(this.code ? { code: this.code, doc_url: `https://stripe.com/docs/error-codes/${this.code.replace(/_/g, "-")}` } : {}),
        ...(this.declineCode ? { decline_code: this.declineCode } : {}),
        message: this.message,
        ...(this.param ? { param: this.param } : {}),
        type: this.type,
      },
    };
  }
}

/**
 * Stripe's answer for an id it does not know.
 * @param {string} kind e.g. "customer", "price", "checkout.session"
 * @param {string} id
 * @param {string} [param]
 */
export function noSuch(kind, id, param = "id") {
  return new ApiError(404, `No such ${kind}: '${id}'`, { code: "resource_missing", param });
}

/**
 * The request's body as text; a larger body than the emulator takes is a 413.
 * @param {IncomingMessage} req
 * @returns {Promise<string>}
 */
export function readBody(req) {
  return new Promise((resolve, reject) => {
    /** @type {Buffer[]} */
    const chunks = [];
    let size = 0;
    req.on("data", (/** @type {Buffer} */ chunk) => {
      size += chunk.length;
      if (size > MAX_BODY_BYTES) {
        reject(new ApiError(413, "The request body is too large."));
        req.destroy();
        return;
      }
      chunks.push(chunk);
    });
    req.on("end", () => resolve(Buffer.concat(chunks).toString("utf8")));
    req.on("error", reject);
  });
}

/**
 * @param {ServerResponse} res
 * @param {number} status
 * @param {unknown} body
 * @param {Record<string, string>} [headers]
 */
export function sendJson(res, status, body, headers = {}) {
  const text = JSON.stringify(body, null, 2);
  res.writeHead(status, {
    "Content-Type": "application/json",
    "Content-Length": Buffer.byteLength(text),
    "Cache-Control": "no-cache, no-store",
    "Request-Id": newId("req", 14),
    ...headers,
  });
  res.end(text);
}

/**
 * @param {ServerResponse} res
 * @param {number} status
 * @param {string} html
 */
export function sendHtml(res, status, html) {
  res.writeHead(status, {
    "Content-Type": "text/html; charset=utf-8",
    "Content-Length": Buffer.byteLength(html),
    "Cache-Control": "no-store",
    "X-Content-Type-Options": "nosniff",
    "Referrer-Policy": "same-origin",
  });
  res.end(html);
}

/**
 * A 303 See Other: after a form POST, the browser GETs the new address.
 * @param {ServerResponse} res
 * @param {string} location
 */
export function redirect(res, location) {
  res.writeHead(303, { Location: location, "Content-Length": 0, "Cache-Control": "no-store" });
  res.end();
}

/**
 * Whether the request came over loopback (the control routes answer nobody else).
 * @param {IncomingMessage} req
 */
export function fromLoopback(req) {
  const address = req.socket.remoteAddress ?? "";
  return address === "::1" || address.startsWith("127.") || address.startsWith("::ffff:127.");
}
