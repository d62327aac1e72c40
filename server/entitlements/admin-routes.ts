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
import { changeEntitlement, UnknownDeckError } from "./entitlement-repository";

interface AdminOptions extends LocalAdmin {
  db: Kysely<Database>;
}

/**
 * POST /api/admin/entitlements, local mode only (app.ts mounts it only then), from loopback only,
 * with `X-Admin-Token: <DATA_DIR/admin-token>`. Body: { email | userId, deckId | allAccess: true,
 * revoke?: boolean }.
 */
// eslint-disable-next-line no-control-regex -- control characters are what is looked for
const CONTROL = /[\u0000-\u001f\u007f]/;

export function adminRoutes({ db, token, findUserSub }: AdminOptions) {
  const routes = new Hono();
  routes.use("*", adminGuard(token));
  routes.post("/entitlements", limitBody(4096), async (c) => {
    let body: Record<string, unknown>;
    try {
      body = await c.req.json();
    } catch {
      return apiError(c, 400, "invalid_json", "Send a JSON object.");
    }
    if (typeof body !== "object" || body === null) return apiError(c, 400, "invalid_json", "Send a JSON object.");
    const { email, userId, deckId, allAccess, revoke } = body;
    // Plain text only: a control character (a NUL, say) is no one's id, and PostgreSQL refuses it.
    if ([email, userId, deckId].some((value) => typeof value === "string" && (value.length > 256 || CONTROL.test(value)))) {
      return apiError(c, 400, "invalid_request", "email, userId and deckId are plain text of at most 256 characters.");
    }
    if ((typeof deckId === "string") === (allAccess === true)) {
      return apiError(c, 400, "invalid_request", "Give either deckId or allAccess: true.");
    }
    let sub = typeof userId === "string" && userId ? userId : null;
    if (!sub && typeof email === "string" && email) {
      sub = await findUserSub(email);
      if (!sub) return apiError(c, 404, "user_not_found", `No user with the e-mail ${email}.`);
    }
    if (!sub) return apiError(c, 400, "invalid_request", "Give email or userId.");
    try {
      const result = await changeEntitlement(db, { userId: sub, deckId: typeof deckId === "string" ? deckId : null, revoke: revoke === true });
      return c.json(result);
    } catch (error) {
      if (error instanceof UnknownDeckError) return apiError(c, 404, "deck_not_found", error.message);
      throw error;
    }
  });
  routes.all("/entitlements", methodNotAllowed(["POST"]));
  return routes;
}
