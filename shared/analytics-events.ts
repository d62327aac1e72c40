// The analytics events the page sends to POST /api/events: their names and limits. Their params,
// and the one set of rules the page's types and the server's check come from, are
// shared/schemas/analytics-events.ts; the answer, EventsAccepted, is declared in ./schemas/answers.ts.
import type { EventsAccepted } from "./schemas/answers";

export type { EventsAccepted };

export const ANALYTICS_EVENT_NAMES = [
  "page_view",
  "login",
  "sign_up",
  "logout",
  "end_play",
  "deck_event",
  "user_event",
  "engagement",
  "begin_checkout",
  "purchase",
  "table_start",
  "room_start",
  "room_join",
  "room_end",
] as const;

export type AnalyticsEventName = (typeof ANALYTICS_EVENT_NAMES)[number];

export const MAX_EVENTS_PER_REQUEST = 100;
export const MAX_EVENT_AGE_MS = 30 * 24 * 60 * 60 * 1000;
export const MAX_CLOCK_SKEW_MS = 5 * 60 * 1000;
/** Bytes of one request body; more is a 413. */
export const MAX_EVENTS_BODY_BYTES = 64 * 1024;

