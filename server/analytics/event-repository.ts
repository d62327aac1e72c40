// Storing the page's analytics events, and the rows the GA4 forwarder claims, sends and marks.
import { createHash } from "node:crypto";
import { sql, type Insertable, type Kysely } from "kysely";
import type { Database } from "../db/schema";
import type { AnalyticsEvent, EventsRequest } from "../../shared/schemas/analytics-events";

type Params = Record<string, string | number | boolean>;

/** The params as JSON with their keys sorted: the same params always give the same text. */
function canonicalJson(params: Params): string {
  return JSON.stringify(Object.fromEntries(Object.keys(params).sort().map((key) => [key, params[key]])));
}

/**
 * sha256 of client id, name, time and params: a batch sent by beacon and again by the retry, or
 * replayed after a dead zone, is the same events with the same key.
 */
function dedupeKey(clientId: string, event: AnalyticsEvent): string {
  return createHash("sha256")
    .update(JSON.stringify([clientId, event.name, event.time, canonicalJson(event.params as Params)]))
    .digest("hex");
}

/** Stores a validated request's events; answers how many were new (duplicates are skipped). */
export async function insertEvents(db: Kysely<Database>, request: EventsRequest): Promise<number> {
  const rows = new Map<string, Insertable<Database["events"]>>();
  for (const event of request.events) {
    const key = dedupeKey(request.clientId, event);
    rows.set(key, {
      client_id: request.clientId,
      name: event.name,
      params: canonicalJson(event.params as Params),
      occurred_at: new Date(event.time),
      dedupe_key: key,
    });
  }
  const inserted = await db
    .insertInto("events")
    .values([...rows.values()])
    .onConflict((oc) => oc.column("dedupe_key").doNothing())
    .returning("id")
    .execute();
  return inserted.length;
}

/** One client's stored events, oldest first (the local admin route: what a test's browser sent). */
export async function eventsOfClient(db: Kysely<Database>, clientId: string, limit = 1000): Promise<AnalyticsEvent[]> {
  const rows = await db
    .selectFrom("events")
    .select(["name", "params", "occurred_at"])
    .where("client_id", "=", clientId)
    .orderBy("occurred_at")
    .orderBy("id")
    .limit(limit)
    .execute();
  return rows.map((row) => ({
    name: row.name,
    params: (typeof row.params === "string" ? JSON.parse(row.params) : row.params) as Params,
    time: new Date(row.occurred_at).getTime(),
  })) as AnalyticsEvent[];
}

export interface StoredEvent {
  id: number;
  clientId: string;
  name: string;
  params: Params;
  occurredAt: Date;
}

/**
 * Marks every unforwarded event that happened before `cutoff` as skipped (GA4 takes events up to
 * 72 hours old); answers how many.
 */
export async function skipEventsBefore(db: Kysely<Database>, cutoff: Date): Promise<number> {
  const result = await db
    .updateTable("events")
    .set({ forwarded_at: sql`now()`, forward_skipped: true, forward_lease_until: null })
    .where("forwarded_at", "is", null)
    .where("occurred_at", "<", cutoff)
    .executeTakeFirst();
  return Number(result.numUpdatedRows);
}

/**
 * Takes up to `limit` unforwarded events that happened from `since` on, oldest first, that no
 * other forwarder holds, and holds them for `leaseMs`. One statement, with SKIP LOCKED, so two
 * servers never claim the same row.
 */
export async function claimUnforwarded(db: Kysely<Database>, since: Date, limit: number, leaseMs: number): Promise<StoredEvent[]> {
  const result = await sql<{ id: number | string; client_id: string; name: string; params: Params; occurred_at: Date | string }>`
    UPDATE events SET forward_lease_until = now() + ${`${leaseMs} milliseconds`}::interval
    WHERE id IN (
      SELECT id FROM events
      WHERE forwarded_at IS NULL AND occurred_at >= ${since} AND (forward_lease_until IS NULL OR forward_lease_until < now())
      ORDER BY id LIMIT ${limit}
      FOR UPDATE SKIP LOCKED
    )
    RETURNING id, client_id, name, params, occurred_at`.execute(db);
  return result.rows
    .map((row) => ({
      id: Number(row.id),
      clientId: row.client_id,
      name: row.name,
      params: row.params,
      occurredAt: new Date(row.occurred_at),
    }))
    .sort((a, b) => a.id - b.id);
}

/** After a send: `sent` ones are done; either way the attempt is counted and the hold let go. */
export async function recordForwardAttempt(db: Kysely<Database>, ids: number[], sent: boolean): Promise<void> {
  if (ids.length === 0) return;
  await db
    .updateTable("events")
    .set((eb) => ({
      forward_attempts: eb("forward_attempts", "+", 1),
      forward_lease_until: null,
      ...(sent ? { forwarded_at: sql<Date>`now()` } : {}),
    }))
    .where("id", "in", ids)
    .execute();
}

/** Lets go of claimed rows that were not tried (a send before them failed). */
export async function releaseClaims(db: Kysely<Database>, ids: number[]): Promise<void> {
  if (ids.length === 0) return;
  await db.updateTable("events").set({ forward_lease_until: null }).where("id", "in", ids).execute();
}
