// The one place that tells "the database cannot be reached" from every other error: such a request
// is answered 503 database_unavailable with Retry-After (app.onError), not 500, and the process
// goes on serving what needs no database. A bad query, a constraint or a bug is still a 500.

/** The socket could not be opened or was lost (Node's codes, as pg passes them on). */
const NETWORK_CODES = new Set([
  "ECONNREFUSED",
  "ECONNRESET",
  "ECONNABORTED",
  "EPIPE",
  "ETIMEDOUT",
  "EHOSTUNREACH",
  "EHOSTDOWN",
  "ENETUNREACH",
  "ENETDOWN",
  "ENOTFOUND",
  "EAI_AGAIN",
]);

/**
 * PostgreSQL's own: class 08 (connection exception) by prefix, and these: shutting down (57P01),
 * crashed (57P02), starting or stopping (57P03), out of connection slots (53300).
 */
const SERVER_CODES = new Set(["57P01", "57P02", "57P03", "53300"]);

/** Errors without a code: pg's and pg-pool's messages, Kysely's and PGlite's once closed. */
const MESSAGES = [
  /^Connection terminated\b/, // "… unexpectedly", "… due to connection timeout"
  /^timeout exceeded when trying to connect$/,
  /^Client has encountered a connection error and is not queryable$/,
  /^Client was closed and is not queryable$/,
  /^Cannot use a pool after calling end on the pool$/,
  /^driver has already been destroyed$/,
  /^PGlite is clos(ed|ing)\b/,
];

/** True when `error` (or what it wraps) says the database is unreachable, not that a query is wrong. */
export function isDatabaseUnavailable(error: unknown, depth = 0): boolean {
  if (depth > 4 || typeof error !== "object" || error === null) return false;
  const { code, message, cause, errors } = error as { code?: unknown; message?: unknown; cause?: unknown; errors?: unknown };
  if (typeof code === "string" && (NETWORK_CODES.has(code) || SERVER_CODES.has(code) || /^08[0-9A-Z]{3}$/.test(code))) return true;
  if (typeof message === "string" && MESSAGES.some((pattern) => pattern.test(message))) return true;
  // Node's connect to several addresses (localhost: ::1 and 127.0.0.1) fails with an AggregateError.
  if (Array.isArray(errors) && errors.some((inner) => isDatabaseUnavailable(inner, depth + 1))) return true;
  return isDatabaseUnavailable(cause, depth + 1);
}

const REPORT_EVERY_MS = 10_000;
let lastReport = -Infinity;
let unreported = 0;

/**
 * One log line per REPORT_EVERY_MS while the database is away, with how many failures it stands
 * for, rather than a stack trace per request.
 */
export function reportDatabaseUnavailable(where: string, error: unknown) {
  const now = Date.now();
  if (now - lastReport < REPORT_EVERY_MS) {
    unreported++;
    return;
  }
  const message = error instanceof Error ? error.message : String(error);
  const more = unreported > 0 ? ` (and ${unreported} more failure(s) since the last report)` : "";
  console.warn(`The database is unavailable: ${where}: ${message}${more}`);
  lastReport = now;
  unreported = 0;
}
