// GET /api/me/entitlements: what a person owns. Grants by hand count too, so it answers whether or
// not payments are on.
import { Hono } from "hono";
import type { Kysely } from "kysely";
import type { Database } from "../db/schema";
import { apiError, methodNotAllowed } from "../http/errors";
import type { Entitlements } from "../../shared/api-types";
import { myEntitlements, type SubscriptionPass } from "./my-entitlements";

/** Mounted on /api, after the bearer check has set the caller. */
export function entitlementsRoutes(db: Kysely<Database>, subscriptionPass: SubscriptionPass) {
  const routes = new Hono();
  routes.get("/me/entitlements", async (c) => {
    c.header("Cache-Control", "private, no-store");
    const caller = c.get("caller");
    if (!caller) {
      c.header("WWW-Authenticate", "Bearer");
      return apiError(c, 401, "unauthorized", "Sign in to see what you own.");
    }
    return c.json<Entitlements>(await myEntitlements(db, caller.sub, subscriptionPass));
  });
  routes.all("/me/entitlements", methodNotAllowed(["GET", "HEAD"]));
  return routes;
}
