// Who may read which premium deck. Grants are rows of `entitlements`: one deck or all-access, for
// a user (the Cognito `sub`), until `expires_at` (null = for good). Every question about grants
// goes through here, so "live" has one meaning everywhere.
import { sql, type ExpressionBuilder, type Kysely } from "kysely";
import type { Database } from "../db/schema";

/** A grant counts while it has no expiry or its expiry is still ahead (the database's clock). */
function isLive(eb: ExpressionBuilder<Database, "entitlements">) {
  return eb.or([eb("expires_at", "is", null), eb("expires_at", ">", sql<Date>`now()`)]);
}

/** Whether a user holds a live grant for this deck: the deck itself, or all-access. */
export async function hasEntitlement(db: Kysely<Database>, userId: string, deckId: string): Promise<boolean> {
  const row = await db
    .selectFrom("entitlements")
    .select("id")
    .where("user_id", "=", userId)
    .where((eb) => eb.or([eb("kind", "=", "all-access"), eb("deck_id", "=", deckId)]))
    .where(isLive)
    .limit(1)
    .executeTakeFirst();
  return row !== undefined;
}

interface EntitlementChange {
  /** The user's Cognito `sub` (entitlements.user_id). */
  userId: string;
  /** A deck id, or null for all-access. */
  deckId: string | null;
  revoke?: boolean;
  expiresAt?: Date | null;
}

interface EntitlementResult {
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
  if (await matching.where(isLive).executeTakeFirst()) return { ...result, changed: 0 };
  await db
    .insertInto("entitlements")
    .values({ user_id: change.userId, kind, deck_id: change.deckId, expires_at: change.expiresAt ?? null, created_at: new Date() })
    .execute();
  return { ...result, changed: 1 };
}
