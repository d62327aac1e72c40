// What keeps the local emulators (identity and payments) to the people meant to drive them: our
// server, our scripts and tests, and the person's own tabs of the app through the server's
// /identity/ and /payments/ proxies. Any web page can send requests to a loopback port, so:
// - a request from a browser page of another origin (an Origin that is not the emulator's own,
//   Sec-Fetch-Site cross-site or same-site) or addressed to another host name (DNS rebinding) is
//   refused; the proxies send neither header on;
// - what only our code may do (cognito-local's admin operations, the payment emulator's control
//   routes) needs the key in DATA_DIR/emulator-key, readable by its owner only, in X-Emulator-Key;
// - no answer carries a CORS header, so no other origin can read one.
// Node built-ins only: it runs before anything is compiled.
import { randomBytes, timingSafeEqual } from "node:crypto";
import { chmodSync, mkdirSync, readFileSync, statSync, writeFileSync } from "node:fs";
import path from "node:path";

/** @import { IncomingMessage, ServerResponse } from "node:http" */

export const EMULATOR_KEY_HEADER = "X-Emulator-Key";
const KEY_FILE = "emulator-key";

/**
 * The emulators' key for this data folder: read from DATA_DIR/emulator-key, or made once (random,
 * the file readable by its owner only).
 * @param {string} dataDir
 * @returns {string}
 */
export function emulatorKey(dataDir) {
  const file = path.join(path.resolve(dataDir), KEY_FILE);
  mkdirSync(path.dirname(file), { recursive: true });
  try {
    writeFileSync(file, `${randomBytes(32).toString("base64url")}\n`, { mode: 0o600, flag: "wx" });
  } catch (error) {
    if (/** @type {NodeJS.ErrnoException} */ (error).code !== "EEXIST") throw error;
    // Made by an earlier start: keep it, but never readable by others.
    if ((statSync(file).mode & 0o077) !== 0) chmodSync(file, 0o600);
  }
  const key = readFileSync(file, "utf8").trim();
  if (key.length < 32) throw new Error(`${file} does not hold an emulator key; delete it and start again.`);
  return key;
}

/**
 * Whether the request carries the key.
 * @param {IncomingMessage} req
 * @param {string} key
 */
export function hasEmulatorKey(req, key) {
  const given = req.headers[EMULATOR_KEY_HEADER.toLowerCase()];
  if (typeof given !== "string") return false;
  const a = Buffer.from(given);
  const b = Buffer.from(key);
  return a.length === b.length && timingSafeEqual(a, b);
}

const LOOPBACK_NAMES = ["127.0.0.1", "localhost", "[::1]"];

/**
 * Why a request must be refused because of where it comes from, or null. `port` is the port the
 * emulator listens on: the only host names it answers are loopback names with that port.
 * @param {IncomingMessage} req
 * @param {number} port
 * @returns {string | null}
 */
export function browserRefusal(req, port) {
  const own = LOOPBACK_NAMES.map((name) => `${name}:${port}`);
  const host = (req.headers.host ?? "").toLowerCase();
  if (!own.includes(host)) return `This emulator answers only requests to ${own[0]}, not to "${host}".`;
  const site = req.headers["sec-fetch-site"];
  if (site === "cross-site" || site === "same-site") return "This emulator does not answer web pages of other sites.";
  const origin = req.headers.origin;
  if (origin !== undefined && !own.some((name) => origin.toLowerCase() === `http://${name}`)) {
    return "This emulator does not answer web pages of other origins.";
  }
  return null;
}

/**
 * Drops every CORS header the handler would set on this response (cognito-local answers
 * `Access-Control-Allow-Origin: *`), so that no other origin can read it.
 * @param {ServerResponse} res
 */
export function withoutCors(res) {
  const setHeader = res.setHeader.bind(res);
  res.setHeader = (name, value) => (name.toLowerCase().startsWith("access-control-") ? res : setHeader(name, value));
  return res;
}

/**
 * A JSON refusal, closing the connection.
 * @param {ServerResponse} res
 * @param {number} status
 * @param {unknown} body
 */
export function refuse(res, status, body) {
  const text = JSON.stringify(body);
  res.writeHead(status, { "Content-Type": "application/json", "Content-Length": Buffer.byteLength(text), "Cache-Control": "no-store", Connection: "close" });
  res.end(text);
}
