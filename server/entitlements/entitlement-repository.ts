// Who may read which premium deck. Entitlements are rows of `entitlements`: one deck or all-access,
// for a user (the Cognito `sub`), until `expires_at` (null = for good), unless revoked. A row comes
// from a grant by hand, a deck bought through Checkout (source_ref = its payment intent) or the
// All-Access Pass (source_ref = its subscription). Every question about entitlements goes through
// here, so "live" has one meaning everywhere.
import { sql, type ExpressionBuilder, type Kysely } from "kysely";
import type { Database, EntitlementSource } from "../db/schema";
import { findDeckFacts } from "../decks/deck-repository";

/** A row counts while it is not revoked and has no expiry or one still ahead (the database's clock). */
function isLive(eb: ExpressionBuilder<Database, "entitlements">) {
  return eb.and([eb("revoked_at", "is", null), eb.or([eb("expires_at", "is", null), eb("expires_at", ">", sql<Date>`now()`)])]);
}

/** What unlocks this deck for the user: the deck itself (preferred), the all-access pass, or nothing. */
export async function liveEntitlementFor(db: Kysely<Database>, userId: string, deckId: string): Promise<"deck" | "all-access" | null> {
  const row = await db
    .selectFrom("entitlements")
    .select("kind")
    .where("user_id", "=", userId)
    .where((eb) => eb.or([eb("kind", "=", "all-access"), eb("deck_id", "=", deckId)]))
    .where(isLive)
    .orderBy(sql`kind = 'deck'`, "desc")
    .limit(1)
    .executeTakeFirst();
  return row?.kind ?? null;
}

/** Whether a user holds a live entitlement for this deck: the deck itself, or all-access. */
export async function hasEntitlement(db: Kysely<Database>, userId: string, deckId: string): Promise<boolean> {
  return (await liveEntitlementFor(db, userId, deckId)) !== null;
}

/** Whether the user holds live all-access (a pass or a grant). */
export async function hasAllAccess(db: Kysely<Database>, userId: string): Promise<boolean> {
  const row = await db
    .selectFrom("entitlements")
    .select("id")
    .where("user_id", "=", userId)
    .where("kind", "=", "all-access")
    .where(isLive)
    .limit(1)
    .executeTakeFirst();
  return row !== undefined;
}

export interface LiveEntitlement {
  kind: "deck" | "all-access";
  deckId: string | null;
  source: EntitlementSource;
  sourceRef: string | null;
  expiresAt: Date | null;
}

/** Every live entitlement of a user, oldest first. */
export async function listLiveEntitlements(db: Kysely<Database>, userId: string): Promise<LiveEntitlement[]> {
  const rows = await db
    .selectFrom("entitlements")
    .select(["kind", "deck_id", "source", "source_ref", "expires_at"])
    .where("user_id", "=", userId)
    .where(isLive)
    .orderBy("id")
    .execute();
  return rows.map((r) => ({
    kind: r.kind,
    deckId: r.deck_id,
    source: r.source,
    sourceRef: r.source_ref,
    expiresAt: r.expires_at === null ? null : new Date(r.expires_at),
  }));
}

/** A deck paid through Checkout. Idempotent: one row per payment intent, and a refunded one stays revoked. */
export async function grantPurchase(db: Kysely<Database>, p: { userId: string; deckId: string; paymentIntent: string }): Promise<boolean> {
  const inserted = await db
    .insertInto("entitlements")
    .values({ user_id: p.userId, kind: "deck", deck_id: p.deckId, source: "purchase", source_ref: p.paymentIntent, created_at: new Date() })
    .onConflict((oc) => oc.columns(["source", "source_ref"]).doNothing())
    .returning("id")
    .executeTakeFirst();
  return inserted !== undefined;
}

/**
 * A refund: revokes the purchase paid by this payment intent (and only it). If the purchase was not
 * recorded yet (the refund arrived first) and `tombstone` says what it was, a revoked row is stored
 * so that the late purchase event finds it and grants nothing. Answers the rows revoked.
 */
export async function revokePurchase(
  db: Kysely<Database>,
  paymentIntent: string,
  tombstone?: { userId: string; deckId: string },
): Promise<number> {
  const updated = await db
    .updateTable("entitlements")
    .set({ revoked_at: sql<Date>`now()` })
    .where("source", "=", "purchase")
    .where("source_ref", "=", paymentIntent)
    .where("revoked_at", "is", null)
    .executeTakeFirst();
  const count = Number(updated.numUpdatedRows);
  if (count === 0 && tombstone) {
    await db
      .insertInto("entitlements")
      .values({
        user_id: tombstone.userId,
        kind: "deck",
        deck_id: tombstone.deckId,
        source: "purchase",
        source_ref: paymentIntent,
        revoked_at: sql<Date>`now()`,
        created_at: new Date(),
      })
      .onConflict((oc) => oc.columns(["source", "source_ref"]).doNothing())
      .execute();
  }
  return count;
}

/**
 * The pass's all-access row, kept in step with its subscription: it expires at the paid period's
 * end, and is revoked while the subscription gives no access (canceled, unpaid, …).
 */
export async function syncSubscriptionEntitlement(
  db: Kysely<Database>,
  s: { userId: string; subscriptionId: string; periodEnd: Date; givesAccess: boolean },
): Promise<void> {
  const revokedAt = s.givesAccess ? null : sql<Date>`now()`;
  await db
    .insertInto("entitlements")
    .values({
      user_id: s.userId,
      kind: "all-access",
      deck_id: null,
      source: "subscription",
      source_ref: s.subscriptionId,
      expires_at: s.periodEnd,
      revoked_at: revokedAt,
      created_at: new Date(),
    })
    .onConflict((oc) => oc.columns(["source", "source_ref"]).doUpdateSet({ user_id: s.userId, expires_at: s.periodEnd, revoked_at: revokedAt }))
    .execute();
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
  /** Rows added (0 when a live entitlement already existed) or revoked. */
  changed: number;
  revoked: boolean;
}

export class UnknownDeckError extends Error {}

/**
 * Support's grants and revocations by hand (the admin route and scripts/grant-entitlement.mjs).
 * Idempotent: granting twice keeps one live row. Revoking takes away every matching row: grants
 * are deleted; purchases and the pass's row are marked revoked, so a replayed payment event cannot
 * bring them back (a pass that keeps being paid comes back with its next renewal).
 */
export async function changeEntitlement(db: Kysely<Database>, change: EntitlementChange): Promise<EntitlementResult> {
  const kind = change.deckId === null ? "all-access" : "deck";
  if (change.deckId !== null) {
    if (!(await findDeckFacts(db, change.deckId))) throw new UnknownDeckError(`There is no deck "${change.deckId}".`);
  }
  const matching = db
    .selectFrom("entitlements")
    .select(["id", "source"])
    .where("user_id", "=", change.userId)
    .where("kind", "=", kind)
    .where((eb) => (change.deckId === null ? eb("deck_id", "is", null) : eb("deck_id", "=", change.deckId)));
  const result = { userId: change.userId, kind, deckId: change.deckId, revoked: Boolean(change.revoke) } as const;
  if (change.revoke) {
    const rows = await matching.where("revoked_at", "is", null).execute();
    const grants = rows.filter((r) => r.source === "grant").map((r) => r.id);
    const paid = rows.filter((r) => r.source !== "grant").map((r) => r.id);
    if (grants.length > 0) await db.deleteFrom("entitlements").where("id", "in", grants).execute();
    if (paid.length > 0) await db.updateTable("entitlements").set({ revoked_at: sql<Date>`now()` }).where("id", "in", paid).execute();
    return { ...result, changed: rows.length };
  }
  if (await matching.where(isLive).executeTakeFirst()) return { ...result, changed: 0 };
  await db
    .insertInto("entitlements")
    .values({ user_id: change.userId, kind, deck_id: change.deckId, expires_at: change.expiresAt ?? null, created_at: new Date() })
    .execute();
  return { ...result, changed: 1 };
}
