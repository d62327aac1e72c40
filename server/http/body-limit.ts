// The one way a route reads a request body: within its limit, counted while the body streams in
// (a chunked body has no Content-Length to check first), and refused with 413 the moment it passes
// the limit, so no request can make the server hold more than the limit of any route.
import type { Context, MiddlewareHandler } from "hono";
import { bodyLimit } from "hono/body-limit";
import { apiError } from "./errors";

/** The 413 every route answers: `{ error: "payload_too_large", message }`. */
export function payloadTooLarge(c: Context, message: string) {
  // The rest of the body is not wanted: close the connection rather than read it to the end.
  c.header("Connection", "close");
  return apiError(c, 413, "payload_too_large", message);
}

function describeSize(bytes: number): string {
  return bytes % 1024 === 0 ? `${bytes / 1024} KiB` : `${bytes} bytes`;
}

/**
 * Middleware before a route that reads its body. Hono's bodyLimit does the counting: a body with a
 * Content-Length over the limit is refused before a byte is read; one without is read chunk by
 * chunk into a buffer of at most `maxBytes` and refused at the first chunk past it. After it the
 * route reads the body as usual (c.req.text(), json(), arrayBuffer()).
 */
export function limitBody(maxBytes: number, message = `That request is too large: send at most ${describeSize(maxBytes)}.`): MiddlewareHandler {
  return bodyLimit({ maxSize: maxBytes, onError: (c) => payloadTooLarge(c, message) });
}
