// GET /api/me/entitlements: the decks a person owns and their pass, as long as each gives access.
import type { Kysely } from "kysely";
import type { Database } from "../db/schema";
import { listLiveEntitlements } from "../entitlements/entitlement-repository";
import type { Entitlements, OwnedDeck, PassState } from "../../shared/api-types";
import { findSubscription } from "./billing-repository";

export async function myEntitlements(db: Kysely<Database>, userId: string): Promise<Entitlements> {
  const live = await listLiveEntitlements(db, userId);
  const decks = new Map<string, OwnedDeck>();
  for (const row of live) {
    if (row.kind !== "deck" || !row.deckId || row.title === null) continue; // a deck no longer offered is not listed
    const previous = decks.get(row.deckId);
    const source = row.source === "grant" ? "grant" : "purchase";
    if (!previous || source === "purchase") decks.set(row.deckId, { deckId: row.deckId, title: row.title, source });
  }

  let pass: PassState | null = null;
  const passes = live.filter((row) => row.kind === "all-access");
  const paid = passes.find((row) => row.source === "subscription" && row.sourceRef);
  const subscription = paid?.sourceRef ? await findSubscription(db, paid.sourceRef) : null;
  if (subscription) {
    pass = {
      plan: subscription.plan,
      status: subscription.status,
      currentPeriodEnd: subscription.periodEnd.toISOString(),
      cancelAtPeriodEnd: subscription.cancelAtPeriodEnd,
    };
  } else if (passes.length > 0) {
    // Granted by hand: no plan; it ends when the longest-running grant does (null = never).
    const ends = passes.map((row) => row.expiresAt);
    const end = ends.includes(null) ? null : new Date(Math.max(...ends.map((d) => (d as Date).getTime())));
    pass = { plan: null, status: "active", currentPeriodEnd: end?.toISOString() ?? null, cancelAtPeriodEnd: false };
  }
  return { decks: [...decks.values()], pass };
}
