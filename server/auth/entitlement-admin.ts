// Granting and revoking entitlements by hand (there is no shop yet). Used by the local-only admin
// route below and by scripts/grant-entitlement.mjs when it opens the database itself.
import { timingSafeEqual } from "node:crypto";
import { getConnInfo } from "@hono/node-server/conninfo";
import { Hono, type Context } from "hono";
import { bodyLimit } from "hono/body-limit";
import { sql, type Kysely } from "kysely";
import type { Database } from "../db/schema";
import { apiError, methodNotAllowed } from "../http/errors";

export interface EntitlementChange {
  /** The user's Cognito `sub` (entitlements.user_id). */
  userId: string;
  /** A deck id, or null for all-access. */
  deckId: string | null;
  revoke?: boolean;
  expiresAt?: Date | null;
}

export interface EntitlementResult {
  userId: string;
  kind: "deck" | "all-access";
  deckId: string | null;
  /** Rows added (0 when a live grant already existed) or removed. */
  changed: number;
  revoked: boolean;
}

export class UnknownDeckError extends Error {}

/** Idempotent: granting twice keeps one live row; revoking removes every matching row. */
export async function changeEntitlement(db: Kysely<Database>, change: EntitlementChange): Promise<EntitlementResult> {
  const kind = change.deckId === null ? "all-access" : "deck";
  if (change.deckId !== null) {
    const deck = await db.selectFrom("decks").select("deck_id").where("deck_id", "=", change.deckId).executeTakeFirst();
    if (!deck) throw new UnknownDeckError(`There is no deck "${change.deckId}".`);
  }
  const matching = db
    .selectFrom("entitlements")
    .select("id")
    .where("user_id", "=", change.userId)
    .where("kind", "=", kind)
    .where((eb) => (change.deckId === null ? eb("deck_id", "is", null) : eb("deck_id", "=", change.deckId)));
  const result = { userId: change.userId, kind, deckId: change.deckId, revoked: Boolean(change.revoke) } as const;
  if (change.revoke) {
    const ids = (await matching.execute()).map((r) => r.id);
    if (ids.length > 0) await db.deleteFrom("entitlements").where("id", "in", ids).execute();
    return { ...result, changed: ids.length };
  }
  const live = await matching
    .where((eb) => eb.or([eb("expires_at", "is", null), eb("expires_at", ">", sql<Date>`now()`)]))
    .executeTakeFirst();
  if (live) return { ...result, changed: 0 };
  await db
    .insertInto("entitlements")
    .values({ user_id: change.userId, kind, deck_id: change.deckId, expires_at: change.expiresAt ?? null, created_at: new Date() })
    .execute();
  return { ...result, changed: 1 };
}

export interface AdminOptions {
  db: Kysely<Database>;
  token: string;
  /** E-mail → Cognito sub, from the emulator; null when there is no such user. */
  findUserSub: (email: string) => Promise<string | null>;
}

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

/**
 * POST /api/admin/entitlements, local mode only (app.ts mounts it only then), from loopback only,
 * with `X-Admin-Token: <DATA_DIR/admin-token>`. Body: { email | userId, deckId | allAccess: true,
 * revoke?: boolean }.
 */
export function adminRoutes({ db, token, findUserSub }: AdminOptions) {
  const routes = new Hono();
  routes.use("*", async (c, next) => {
    c.header("Cache-Control", "no-store");
    if (!isLoopback(c)) return apiError(c, 403, "forbidden", "Admin routes answer only on loopback.");
    if (!tokenMatches(c.req.header("X-Admin-Token"), token)) {
      return apiError(c, 401, "invalid_admin_token", "Send the token from DATA_DIR/admin-token in X-Admin-Token.");
    }
    await next();
  });
  routes.post("/entitlements", bodyLimit({ maxSize: 4096 }), async (c) => {
    let body: Record<string, unknown>;
    try {
      body = await c.req.json();
    } catch {
      return apiError(c, 400, "invalid_json", "Send a JSON object.");
    }
    if (typeof body !== "object" || body === null) return apiError(c, 400, "invalid_json", "Send a JSON object.");
    const { email, userId, deckId, allAccess, revoke } = body;
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
