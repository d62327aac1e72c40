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
