// The one way a route reads a JSON body: a validator middleware that takes the body's schema (declared
// in shared/schemas/, shared/schemas/checks.ts) and answers every way a body can be wrong in the
// API's one error shape, so the route's handler reads only a checked value: `c.req.valid("json")`.
// It sits after the route's limitBody. Why not Hono's own `validator("json", …)`: that one takes a
// body of another type as {} and throws on malformed JSON, where our routes answer 415 and
// `invalid_json`, and one route (analytics) takes JSON sent as text/plain by sendBeacon.
import type { Context, Env, MiddlewareHandler } from "hono";
import * as v from "valibot";
import { firstProblem } from "../../shared/schemas/checks";
import { apiError } from "./errors";

export interface JsonBodyOptions {
  /** The 415 message for a body of another type, e.g. "Send the deck as application/json.". */
  unsupported: string;
  /** The `error` code of a body the schema refuses. */
  code?: "validation_error" | "invalid_request";
  /** The message for a body that is JSON but not an object. */
  notAnObject?: string;
  /** The message for a body that is not JSON at all, and its code (`invalid_json` unless said). */
  malformed?: string;
  malformedCode?: string;
  /** When a route takes no body as an empty object (a change without its time, say). */
  emptyIsObject?: boolean;
  /** The Content-Types taken; JSON's by default. */
  types?: RegExp;
}

const JSON_TYPE = /^application\/json\b/i;

type Validated<S extends v.GenericSchema> = { in: { json: v.InferInput<S> }; out: { json: v.InferOutput<S> } };

/** Middleware that checks the body against `schema`; the handler reads it with `c.req.valid("json")`. */
export function jsonBody<S extends v.GenericSchema>(schema: S, options: JsonBodyOptions): MiddlewareHandler<Env, string, Validated<S>> {
  const { unsupported, code = "validation_error", notAnObject = "Send a JSON object.", malformed = "Invalid or malformed JSON was provided", malformedCode = "invalid_json", emptyIsObject = false, types = JSON_TYPE } = options;
  return async (c: Context, next) => {
    const text = await c.req.text();
    let body: unknown = {};
    if (!(emptyIsObject && text.trim() === "")) {
      if (!types.test(c.req.header("Content-Type") ?? "")) return apiError(c, 415, "unsupported_media_type", unsupported);
      try {
        body = JSON.parse(text);
      } catch {
        return apiError(c, 400, malformedCode, malformed);
      }
    }
    if (typeof body !== "object" || body === null || Array.isArray(body)) return apiError(c, 400, code, notAnObject);
    const result = v.safeParse(schema, body, { abortEarly: true });
    if (!result.success) return apiError(c, 400, code, firstProblem(result.issues));
    c.req.addValidatedData("json", result.output as object);
    await next();
  };
}
