// The first check of every /api request, before any route, bearer check or rate limit counts it:
// the address and the JSON body may hold no control characters (PostgreSQL refuses a NUL in text,
// and no id or field of ours has any use for the others), and no request is read without a limit.
// Done once here rather than in each route, so that a new route cannot forget it
// (docs/architecture.md, "Errors" and "Request bodies").
import type { Context, MiddlewareHandler } from "hono";
import { apiError } from "./errors";
import { payloadTooLarge } from "./body-limit";

/** C0 controls, DEL and C1 controls: never in an id, a path or a query. */
// eslint-disable-next-line no-control-regex -- control characters are what is looked for
const CONTROL = /[\u0000-\u001f\u007f-\u009f]/;
/** The same, but tab, line feed and carriage return, which a text a person wrote may hold. */
// eslint-disable-next-line no-control-regex -- control characters are what is looked for
const CONTROL_IN_TEXT = /[\u0000-\u0008\u000b\u000c\u000e-\u001f\u007f-\u009f]/;

/** U+0007 for a BEL: how a message names the character it refused. */
const codePoint = (text: string): `U+${string}` => `U+${(CONTROL.exec(text)?.[0] ?? "\u0000").charCodeAt(0).toString(16).toUpperCase().padStart(4, "0")}`;

/** The largest route limit under /api but the raw bodies' (own decks' whole deck). */
const DEFAULT_MAX_BODY_BYTES = 256 * 1024;

export interface CleanInputOptions {
  /** The most any body may be here (default 256 KiB): each route's own limitBody, smaller, still applies after it. */
  maxBodyBytes?: number;
  /**
   * Paths whose body is not read here at all and reaches the route as it came (the Stripe
   * webhook: signed over its raw bytes, limited by its own route, and trusted once verified).
   */
  rawBodyPaths?: string[];
}

/**
 * Whether the decoded address (path and query) is clean: "ok", "malformed" for an escape that does
 * not decode, or the control character it holds ("U+0000").
 */
export function checkAddress(url: string): "ok" | "malformed" | `U+${string}` {
  const start = url.indexOf("/", url.indexOf(":") + 3);
  const hash = url.indexOf("#", start);
  const target = start === -1 ? "" : url.slice(start, hash === -1 ? undefined : hash);
  const query = target.indexOf("?");
  const parts = [query === -1 ? target : target.slice(0, query)];
  if (query !== -1) {
    // Each name and value as a query parser reads it ("+" a space), so an escape cannot hide.
    for (const pair of target.slice(query + 1).split("&")) parts.push(...pair.replace(/\+/g, " ").split("="));
  }
  for (const part of parts) {
    let decoded: string;
    try {
      decoded = decodeURIComponent(part);
    } catch {
      return "malformed";
    }
    if (CONTROL.test(decoded)) return codePoint(decoded);
  }
  return "ok";
}

const MAX_WHERE_LENGTH = 80;

/** `where` + one step: `cards[0].question`, `["odd key"]`. */
function step(where: string, key: string | number): string {
  const next = typeof key === "number" ? `${where}[${key}]` : /^[A-Za-z_$][\w$]*$/.test(key) ? (where ? `${where}.${key}` : key) : `${where}[${JSON.stringify(key)}]`;
  return next.length > MAX_WHERE_LENGTH ? `${next.slice(0, MAX_WHERE_LENGTH)}…` : next;
}

/**
 * Where in a parsed JSON value a string, or an object's key, holds a control character other than
 * \t, \n and \r (`cards[0].question`, "" for the value itself), and which one; null when none does.
 */
export function findControlCharacter(value: unknown): { where: string; character: string } | null {
  // A stack, not recursion: a body may nest as deep as its bytes allow.
  const stack: [unknown, string][] = [[value, ""]];
  while (stack.length > 0) {
    const [item, where] = stack.pop()!;
    if (typeof item === "string") {
      if (CONTROL_IN_TEXT.test(item)) return { where, character: codePoint(item.replace(/[\t\n\r]/g, "")) };
    } else if (Array.isArray(item)) {
      item.forEach((element, index) => stack.push([element, step(where, index)]));
    } else if (typeof item === "object" && item !== null) {
      for (const [key, element] of Object.entries(item)) {
        if (CONTROL_IN_TEXT.test(key)) return { where: `a name in ${where || "the body"}`, character: codePoint(key.replace(/[\t\n\r]/g, "")) };
        stack.push([element, step(where, key)]);
      }
    }
  }
  return null;
}

/** A Content-Length that says there is a body (anything but 0: a malformed one too), or a Transfer-Encoding. */
function announcesBody(headers: Headers): boolean {
  const length = headers.get("content-length");
  return headers.has("transfer-encoding") || (length !== null && !/^\s*0+\s*$/.test(length));
}

/** The body's bytes, or null past `maxBytes` (the rest is left unread: the connection closes). */
async function readWithin(body: ReadableStream<Uint8Array>, maxBytes: number): Promise<Uint8Array<ArrayBuffer> | null> {
  const reader = body.getReader();
  const chunks: Uint8Array[] = [];
  let size = 0;
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    size += value.byteLength;
    // Not cancelled: cancelling destroys Node's request and its socket before the 413 is written.
    if (size > maxBytes) return null;
    chunks.push(value);
  }
  const bytes = new Uint8Array(size);
  let offset = 0;
  for (const chunk of chunks) {
    bytes.set(chunk, offset);
    offset += chunk.byteLength;
  }
  return bytes;
}

/** A Content-Length over the limit, refused before a byte is read. */
function declaredTooLarge(headers: Headers, maxBytes: number): boolean {
  if (headers.has("transfer-encoding")) return false;
  const length = Number.parseInt(headers.get("content-length") ?? "", 10);
  return Number.isFinite(length) && length > maxBytes;
}

/**
 * Middleware at the very start of /api. In order: a GET or HEAD that carries a body is refused
 * (413, Connection: close: Node's server would otherwise read that body to its end, for ever if
 * it has none, since nothing here reads a GET's body); an address whose decoded path or query holds
 * a control character, or a %-escape that does not decode, is a 400; a body is read within
 * `maxBodyBytes` (a 413 past it) and, when it is JSON, any string in it holding a control character
 * other than \t, \n and \r is a 400. The route then gets the same bytes again, so its own
 * limitBody and c.req.json()/text() work as before. Bodies that are not JSON pass through as they
 * came, and invalid JSON is left for the route to answer.
 */
export function cleanInput({ maxBodyBytes = DEFAULT_MAX_BODY_BYTES, rawBodyPaths = [] }: CleanInputOptions = {}): MiddlewareHandler {
  const tooLarge = `That request is too large: send at most ${maxBodyBytes / 1024} KiB.`;
  return async (c: Context, next) => {
    const request = c.req.raw;
    const method = c.req.method;
    // A GET or HEAD (or TRACE) body is never handed to the app by @hono/node-server, nor read.
    const bodiless = method === "GET" || method === "HEAD" || method === "TRACE";
    if (bodiless && announcesBody(request.headers)) {
      return payloadTooLarge(c, `A ${method} request takes no body: send it without one.`);
    }
    const address = checkAddress(request.url);
    if (address !== "ok") {
      // A body not read here stays unread: close the connection rather than read it to its end.
      if (announcesBody(request.headers)) c.header("Connection", "close");
      const message = address === "malformed" ? "The address has a %-escape that does not decode to UTF-8." : `The address must not contain control characters (it holds ${address}).`;
      return apiError(c, 400, "validation_error", message);
    }
    // Not even asked for a GET's body: @hono/node-server makes the whole Request only when it is.
    if (bodiless || rawBodyPaths.includes(c.req.path)) return next();
    const body = request.body;
    if (!body) return next();
    if (declaredTooLarge(request.headers, maxBodyBytes)) return payloadTooLarge(c, tooLarge);

    let bytes: Uint8Array<ArrayBuffer> | null;
    try {
      bytes = await readWithin(body, maxBodyBytes);
    } catch {
      // The client went away mid-body: there is no one left to answer.
      c.header("Connection", "close");
      return apiError(c, 400, "bad_request", "The request body could not be read.");
    }
    if (!bytes) return payloadTooLarge(c, tooLarge);
    // Whatever the Content-Type says (sendBeacon's events come as text/plain): a body that parses
    // as JSON is walked; one that does not is the route's to answer, as before.
    let parsed: unknown;
    let json = false;
    try {
      parsed = JSON.parse(new TextDecoder().decode(bytes));
      json = true;
    } catch {
      // not JSON
    }
    const found = json ? findControlCharacter(parsed) : null;
    if (found) {
      const message = `${found.where || "The body"} must not contain control characters (it holds ${found.character}; tabs and line breaks are fine).`;
      return apiError(c, 400, "validation_error", message);
    }
    c.req.raw = new Request(request, { body: bytes });
    return next();
  };
}
