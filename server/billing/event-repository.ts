// The webhook's own tables: the events applied (billing_events, written in the same transaction as
// their effect, so each is applied once) and the failed tries of events that could not be applied
// (billing_event_failures: how many, the last error, and when the webhook stopped asking for more).
import { sql, type Kysely } from "kysely";
import type { Database } from "../db/schema";

type Db = Kysely<Database>;

/** Records an event as applied. False when it was applied before (the caller then does nothing). */
export async function recordEvent(db: Db, event: { id: string; type: string; created: number }): Promise<boolean> {
  const row = await db
    .insertInto("billing_events")
    .values({ event_id: event.id, type: event.type, created: new Date(event.created * 1000) })
    .onConflict((oc) => oc.column("event_id").doNothing())
    .returning("event_id")
    .executeTakeFirst();
  return row !== undefined;
}

export async function eventRecorded(db: Db, eventId: string): Promise<boolean> {
  return (await db.selectFrom("billing_events").select("event_id").where("event_id", "=", eventId).executeTakeFirst()) !== undefined;
}

/** Counts one more failed try of an event, keeping its error; answers the tries so far. */
export async function countFailedTry(db: Db, event: { id: string; type: string }, error: string): Promise<number> {
  const row = await db
    .insertInto("billing_event_failures")
    .values({ event_id: event.id, type: event.type, attempts: 1, last_error: error })
    .onConflict((oc) =>
      oc.column("event_id").doUpdateSet({ attempts: sql<number>`billing_event_failures.attempts + 1`, last_error: error, last_failed_at: sql<Date>`now()` }),
    )
    .returning("attempts")
    .executeTakeFirstOrThrow();
  return row.attempts;
}

/** The webhook answers 2xx for it from now on: Stripe stops sending it. */
export async function markGivenUp(db: Db, eventId: string): Promise<void> {
  await db.updateTable("billing_event_failures").set({ given_up_at: sql<Date>`now()` }).where("event_id", "=", eventId).where("given_up_at", "is", null).execute();
}

/** An event applied after failing before: its failures are over (its log lines stay). */
export async function clearFailedTries(db: Db, eventId: string): Promise<void> {
  await db.deleteFrom("billing_event_failures").where("event_id", "=", eventId).execute();
}
