// Local mode's proxies to the emulators (/identity/, /payments/) take writes from this site's own
// pages only. A page of another site can make the person's browser post a form here (no CORS
// preflight for a form); the browser says where it came from, in Origin and Sec-Fetch-Site.
import type { Context, MiddlewareHandler } from "hono";
import { apiError } from "./errors";

const READS = new Set(["GET", "HEAD", "OPTIONS"]);

/** Whether the request was sent by a page of another origin, as its browser tells. */
function fromOtherOrigin(c: Context): boolean {
  const site = c.req.header("Sec-Fetch-Site");
  if (site === "cross-site" || site === "same-site") return true;
  const origin = c.req.header("Origin");
  if (origin === undefined) return false; // not a browser, or a browser that sends neither
  let host: string;
  try {
    host = new URL(origin).host;
  } catch {
    return true; // "null": a sandboxed page, a file, a redirect from elsewhere
  }
  // The Host the page was served under (a TLS proxy in front changes the scheme, not the host).
  return host !== (c.req.header("Host") ?? new URL(c.req.url).host);
}

const LOOPBACK_NAMES = new Set(["localhost", "127.0.0.1", "[::1]"]);

/**
 * A local-mode server on loopback trusts what anyone can forge (the identity emulator's published
 * signing key): it answers only requests addressed to this machine by name. A page of another
 * site whose name is made to resolve to 127.0.0.1 (DNS rebinding) is same-origin with itself, so
 * no Origin check sees it; its Host header still names that site.
 */
export function loopbackHostsOnly(): MiddlewareHandler {
  return async (c, next) => {
    const host = c.req.header("Host") ?? new URL(c.req.url).host;
    const name = host.replace(/:\d+$/, "").toLowerCase();
    if (!LOOPBACK_NAMES.has(name)) {
      return apiError(c, 403, "wrong_host", "This local server answers http://localhost only.");
    }
    await next();
  };
}

/** 403 JSON for a write (POST, PUT, …) from a page of another origin; reads pass. */
export function sameOriginWrites(): MiddlewareHandler {
  return async (c, next) => {
    if (!READS.has(c.req.method) && fromOtherOrigin(c)) {
      return apiError(c, 403, "cross_origin", "This address takes forms and calls from this site's own pages only.");
    }
    await next();
  };
}
