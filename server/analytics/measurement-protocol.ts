// Our stored events as GA4 Measurement Protocol requests (POST /mp/collect): one client id per
// request, at most 25 events, each with its own time as timestamp_micros. GA uses, for each event,
// the event's timestamp_micros, else the request's, else the time it receives the request; it
// takes events up to 72 hours old.
import type { StoredEvent } from "./event-repository";

const MP_MAX_EVENTS_PER_REQUEST = 25;
export const MP_MAX_EVENT_AGE_MS = 72 * 60 * 60 * 1000;
// GA cuts longer parameter values: 100 characters, except these.
const MP_VALUE_MAX = 100;
const MP_VALUE_MAX_BY_PARAM: Record<string, number> = { page_location: 1000, page_title: 300, page_referrer: 420 };

type MpParam = string | number | boolean | Record<string, string>[];

interface MpEvent {
  name: string;
  params: Record<string, MpParam>;
  timestamp_micros: number;
}

export interface MpRequestBody {
  client_id: string;
  /** The earliest of its events' times: what GA falls back on for an event without its own. */
  timestamp_micros: number;
  events: MpEvent[];
}

const micros = (date: Date) => date.getTime() * 1000;

function fitted(params: Record<string, MpParam>): Record<string, MpParam> {
  return Object.fromEntries(
    Object.entries(params).map(([key, value]) => {
      const max = MP_VALUE_MAX_BY_PARAM[key] ?? MP_VALUE_MAX;
      return [key, typeof value === "string" && value.length > max ? value.slice(0, max) : value];
    }),
  );
}

/**
 * One event in GA's terms. page_view gets page_location (the app's origin + page_path) and
 * page_title, which GA's page reports read; end_play's time_spent is also engagement_time_msec;
 * begin_checkout and purchase get an upper-case currency and items [{ item_id }], as GA's
 * e-commerce events expect. Everything else goes as stored.
 */
function toMeasurementEvent(event: StoredEvent, appOrigin: string): MpEvent {
  const { page_path, item, currency, ...rest } = event.params;
  let params: Record<string, MpParam> = event.params;
  if (event.name === "page_view") {
    params = { ...rest, page_location: `${appOrigin}${String(page_path)}` };
  } else if (event.name === "end_play") {
    params = { ...event.params, engagement_time_msec: Number(event.params.time_spent) * 1000 };
  } else if (event.name === "begin_checkout" || event.name === "purchase") {
    params = { ...rest, currency: String(currency).toUpperCase(), items: [{ item_id: String(item) }] };
  }
  return { name: event.name, params: fitted(params), timestamp_micros: micros(event.occurredAt) };
}

/** Requests for GA, oldest first: grouped by client id, at most 25 events each, with the rows they carry. */
export function measurementRequests(events: StoredEvent[], appOrigin: string): { ids: number[]; body: MpRequestBody }[] {
  const byClient = new Map<string, StoredEvent[]>();
  for (const event of events) {
    const list = byClient.get(event.clientId) ?? [];
    list.push(event);
    byClient.set(event.clientId, list);
  }
  const requests: { ids: number[]; body: MpRequestBody }[] = [];
  for (const [clientId, ofClient] of byClient) {
    for (let i = 0; i < ofClient.length; i += MP_MAX_EVENTS_PER_REQUEST) {
      const chunk = ofClient.slice(i, i + MP_MAX_EVENTS_PER_REQUEST);
      requests.push({
        ids: chunk.map((event) => event.id),
        body: {
          client_id: clientId,
          timestamp_micros: Math.min(...chunk.map((event) => micros(event.occurredAt))),
          events: chunk.map((event) => toMeasurementEvent(event, appOrigin)),
        },
      });
    }
  }
  return requests;
}
