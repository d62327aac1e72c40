import type { MiddlewareHandler } from "hono";
import { apiError } from "../http/errors";
import { InvalidTokenError, type AccessTokenVerifier, type Caller } from "./verify";

declare module "hono" {
  interface ContextVariableMap {
    /** The verified caller, or null when the request carried no token. */
    caller: Caller | null;
  }
}

const BEARER = /^Bearer +([A-Za-z0-9_.~+/=-]+)$/i;

/**
 * `Authorization: Bearer <access token>` → c.get("caller"). No header → anonymous. A malformed
 * header or a token that does not verify → 401 JSON, never a 500. Without a verifier (sign-in not
 * configured) every caller is anonymous: a token this server cannot check unlocks nothing.
 */
export function bearerAuth(verifier: AccessTokenVerifier | null): MiddlewareHandler {
  return async (c, next) => {
    c.set("caller", null);
    const header = c.req.header("Authorization");
    if (header === undefined || verifier === null) return next();
    const unauthorized = (message: string) => {
      c.header("WWW-Authenticate", 'Bearer error="invalid_token"');
      return apiError(c, 401, "invalid_token", message);
    };
    const match = BEARER.exec(header.trim());
    if (!match) return unauthorized('The Authorization header must be "Bearer <access token>".');
    try {
      c.set("caller", await verifier.verify(match[1]));
    } catch (error) {
      if (error instanceof InvalidTokenError) return unauthorized(error.message);
      console.error("Access token check failed:", error);
      return apiError(c, 503, "identity_unavailable", "Sign-in cannot be checked right now. Please try again.");
    }
    return next();
  };
}
