// Waiting events, oldest first, cut into POST /api/events bodies as the contract has them: one
// client id per body, at most 100 events, small enough for a beacon, and the order kept.
import { ANALYTICS_EVENT_NAMES } from "../../../shared/analytics-events";
import type { AnalyticsEvent, EventsRequest } from "../../../shared/schemas/analytics-events";
import type { NewEvent } from "./event-queue";

const MAX_EVENTS_PER_BATCH = 100; // the contract's MAX_EVENTS_PER_REQUEST
/** Browsers give beacons (and keepalive requests) 64 KiB in flight in all; a batch takes at most half. */
const MAX_BATCH_BYTES = 32 * 1024;
/** The server refuses events over 30 days old; an hour less, so the trip and a clock do not matter. */
const MAX_AGE_MS = 30 * 86_400_000 - 3_600_000;

export interface Batch<T extends NewEvent> {
  events: T[];
  body: EventsRequest;
}

const encoder = new TextEncoder();
const bytes = (value: unknown) => encoder.encode(JSON.stringify(value)).length;

/**
 * The batches, oldest first, and the events that can never be sent (too old for the server, or
 * a name it does not know: a whole batch would be refused for one of them).
 */
export function toBatches<T extends NewEvent>(events: T[], now: number): { batches: Batch<T>[]; unsendable: T[] } {
  const batches: Batch<T>[] = [];
  const unsendable: T[] = [];
  let current: Batch<T> | null = null;
  let size = 0;
  for (const event of events) {
    if (now - event.time > MAX_AGE_MS || !(ANALYTICS_EVENT_NAMES as readonly string[]).includes(event.name)) {
      unsendable.push(event);
      continue;
    }
    const wire = { name: event.name, params: event.params, time: event.time } as AnalyticsEvent;
    const eventBytes = bytes(wire) + 1;
    const fits =
      current?.body.clientId === event.clientId &&
      current.events.length < MAX_EVENTS_PER_BATCH &&
      size + eventBytes <= MAX_BATCH_BYTES;
    if (!current || !fits) {
      current = { events: [], body: { clientId: event.clientId, events: [] } };
      batches.push(current);
      size = bytes(current.body);
    }
    current.events.push(event);
    current.body.events.push(wire);
    size += eventBytes;
  }
  return { batches, unsendable };
}
