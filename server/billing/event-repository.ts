// The webhook's own table: the events applied (billing_events, written in the same transaction as
// their effect, so each is applied once).
import type { Kysely } from "kysely";
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
