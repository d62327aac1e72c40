import type { Context } from "hono";
import type { ContentfulStatusCode } from "hono/utils/http-status";
import type { ApiErrorBody } from "../../shared/api-types";

/** Every API error has this one shape: `{ error, message }`, never a stack trace. */
export function apiError(c: Context, status: ContentfulStatusCode, error: string, message: string) {
  c.header("Cache-Control", "no-store");
  return c.json<ApiErrorBody>({ error, message }, status);
}

export const methodNotAllowed = (allowed: string[]) => (c: Context) => {
  c.header("Allow", allowed.join(", "));
  return apiError(c, 405, "method_not_allowed", `${c.req.method} is not allowed here. Use ${allowed.join(" or ")}.`);
};

/** Seconds a client is asked to wait before trying again while the database is unreachable. */
const DATABASE_RETRY_AFTER_SECONDS = 5;

/** 503 for a request that needs the database while it cannot be reached (isDatabaseUnavailable). */
export function databaseUnavailable(c: Context) {
  c.header("Retry-After", String(DATABASE_RETRY_AFTER_SECONDS));
  return apiError(c, 503, "database_unavailable", "Our database cannot be reached right now. Please try again in a moment.");
}
