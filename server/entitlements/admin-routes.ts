// Granting and revoking entitlements by hand over HTTP (support; purchases come from the payment
// webhooks): the local-only admin route scripts/grant-entitlement.mjs calls while the server holds
// the database. A revocation also takes away a purchase (a refund by hand) or the pass's row.
import { Hono } from "hono";
import type { Kysely } from "kysely";
import type { Database } from "../db/schema";
import { adminGuard } from "../auth/admin-guard";
import type { LocalAdmin } from "../auth";
import { apiError, methodNotAllowed } from "../http/errors";
import { limitBody } from "../http/body-limit";
import { jsonBody } from "../http/json-body";
import { EntitlementChangeSchema } from "../../shared/schemas/admin";
import { changeEntitlement, UnknownDeckError } from "./entitlement-repository";

interface AdminOptions extends LocalAdmin {
  db: Kysely<Database>;
}

/**
 * POST /api/admin/entitlements, local mode only (app.ts mounts it only then), from loopback only,
 * with `X-Admin-Token: <DATA_DIR/admin-token>`. Body: { email | userId, deckId | allAccess: true,
 * revoke?: boolean }.
 */
export function adminRoutes({ db, token, findUserSub }: AdminOptions) {
  const routes = new Hono();
  routes.use("*", adminGuard(token));
  routes.post(
    "/entitlements",
    limitBody(4096),
    // Any Content-Type: the admin script and a hand-written curl both send JSON.
    jsonBody(EntitlementChangeSchema, { unsupported: "", types: /^/, code: "invalid_request", malformed: "Send a JSON object." }),
    async (c) => {
      const { email, userId, deckId, revoke } = c.req.valid("json");
      let sub = userId;
      if (!sub && email) {
        sub = await findUserSub(email);
        if (!sub) return apiError(c, 404, "user_not_found", `No user with the e-mail ${email}.`);
      }
      if (!sub) return apiError(c, 400, "invalid_request", "Give email or userId.");
      try {
        const result = await changeEntitlement(db, { userId: sub, deckId, revoke });
        return c.json(result);
      } catch (error) {
        if (error instanceof UnknownDeckError) return apiError(c, 404, "deck_not_found", error.message);
        throw error;
      }
    },
  );
  routes.all("/entitlements", methodNotAllowed(["POST"]));
  return routes;
}
