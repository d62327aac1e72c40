// The check in front of every local admin route: a loopback caller with the token from
// DATA_DIR/admin-token in X-Admin-Token (see admin-access.ts). Used by the entitlement grants and
// the analytics stats.
import { timingSafeEqual } from "node:crypto";
import { getConnInfo } from "@hono/node-server/conninfo";
import type { Context, MiddlewareHandler } from "hono";
import { apiError } from "../http/errors";

const LOOPBACK = new Set(["127.0.0.1", "::1", "::ffff:127.0.0.1"]);

function isLoopback(c: Context): boolean {
  try {
    return LOOPBACK.has(getConnInfo(c).remote.address ?? "");
  } catch {
    return false; // not served by @hono/node-server: no address to check, so no
  }
}

function tokenMatches(given: string | undefined, expected: string): boolean {
  if (!given) return false;
  const a = Buffer.from(given);
  const b = Buffer.from(expected);
  return a.length === b.length && timingSafeEqual(a, b);
}

/** 403 off loopback, 401 without the right X-Admin-Token; answers are never cached. */
export function adminGuard(token: string): MiddlewareHandler {
  return async (c, next) => {
    c.header("Cache-Control", "no-store");
    if (!isLoopback(c)) return apiError(c, 403, "forbidden", "Admin routes answer only on loopback.");
    if (!tokenMatches(c.req.header("X-Admin-Token"), token)) {
      return apiError(c, 401, "invalid_admin_token", "Send the token from DATA_DIR/admin-token in X-Admin-Token.");
    }
    await next();
  };
}
