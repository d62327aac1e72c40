// GET /api/me/entitlements: the decks a person owns and their pass, as long as each gives access.
import type { Kysely } from "kysely";
import type { Database } from "../db/schema";
import { deckTitles } from "../decks/deck-repository";
import type { Entitlements, OwnedDeck, PassState } from "../../shared/api-types";
import { listLiveEntitlements } from "./entitlement-repository";

/**
 * A paid pass as its subscription stands (plan, status, period); null when there is no such
 * subscription. Billing holds the subscriptions: app.ts hands its answer in.
 */
export type SubscriptionPass = (subscriptionId: string) => Promise<PassState | null>;

export async function myEntitlements(db: Kysely<Database>, userId: string, subscriptionPass: SubscriptionPass): Promise<Entitlements> {
  const live = await listLiveEntitlements(db, userId);
  const sources = new Map<string, OwnedDeck["source"]>();
  for (const row of live) {
    if (row.kind !== "deck" || !row.deckId) continue;
    // Bought wins over granted: the person paid for it.
    if (sources.get(row.deckId) !== "purchase") sources.set(row.deckId, row.source === "grant" ? "grant" : "purchase");
  }
  // By title; a deck no longer offered is not listed.
  const decks = (await deckTitles(db, [...sources.keys()])).map(({ deckId, title }): OwnedDeck => ({ deckId, title, source: sources.get(deckId)! }));

  const passes = live.filter((row) => row.kind === "all-access");
  const paid = passes.find((row) => row.source === "subscription" && row.sourceRef);
  let pass = paid?.sourceRef ? await subscriptionPass(paid.sourceRef) : null;
  if (!pass && passes.length > 0) {
    // Granted by hand: no plan; it ends when the longest-running grant does (null = never).
    const ends = passes.map((row) => row.expiresAt);
    const end = ends.includes(null) ? null : new Date(Math.max(...ends.map((d) => (d as Date).getTime())));
    pass = { plan: null, status: "active", currentPeriodEnd: end?.toISOString() ?? null, cancelAtPeriodEnd: false };
  }
  return { decks, pass };
}
