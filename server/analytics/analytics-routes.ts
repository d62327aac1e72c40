// POST /api/events: the page's analytics events (shared/analytics-events.ts), stored first-party.
// Forwarding to GA4 happens later in the background (forwarder.ts); this answer never waits on it.
import { Hono } from "hono";
import type { Kysely } from "kysely";
import type { Database } from "../db/schema";
import { apiError, methodNotAllowed } from "../http/errors";
import { limitBody } from "../http/body-limit";
import { jsonBody } from "../http/json-body";
import { MAX_EVENTS_BODY_BYTES, type EventsAccepted } from "../../shared/analytics-events";
import { eventsRequestSchema } from "../../shared/schemas/analytics-events";
import { insertEvents } from "./event-repository";
import { callerAddress, limiters, tooManyRequests } from "../http/rate-limit";

interface RateLimits {
  /** Requests a client id may make per window. */
  perClient: number;
  /** Requests one address may make per window, whatever client ids it sends. */
  perAddress: number;
  windowMs: number;
}

// Per address: a workshop or a conference hall plays behind one address; thirty people sending a batch
// every few seconds stay under it, a script flooding the endpoint does not.
const DEFAULT_RATE_LIMITS: RateLimits = { perClient: 60, perAddress: 600, windowMs: 60_000 };

export interface AnalyticsOptions {
  /** Tests build apps with smaller limits; the defaults are 60 a minute per client id, 600 per address. */
  rateLimits?: Partial<RateLimits>;
  /** Proxies in front that append to X-Forwarded-For (settings.ts); 0 = use the connection's address. */
  trustedProxyHops?: number;
  /** Where the counts live (server/http/rate-limit.ts): createApp passes the app's; default this instance's memory. */
  limiters?: ReturnType<typeof limiters>;
  /** Told when events were stored, so it sends them now instead of at its next round. */
  forwarder?: { wake(): void } | null;
  /** The clock events' times are judged by. */
  now?: () => number;
}

// application/json from fetch and from sendBeacon with a Blob; text/plain from sendBeacon with a string.
const ACCEPTED_TYPE = /^\s*(application\/json|text\/plain)\s*(;|$)/i;

export function analyticsRoutes(db: Kysely<Database>, options: AnalyticsOptions = {}) {
  const limits = { ...DEFAULT_RATE_LIMITS, ...options.rateLimits };
  const now = options.now ?? Date.now;
  const limiter = options.limiters ?? limiters();
  const byClient = limiter("events-client", { points: limits.perClient, windowMs: limits.windowMs });
  const byAddress = limiter("events-address", { points: limits.perAddress, windowMs: limits.windowMs });
  const routes = new Hono();

  routes.post(
    "/events",
    async (c, next) => {
      const taken = await byAddress.take(callerAddress(c, options.trustedProxyHops ?? 0));
      if (!taken.ok) return tooManyRequests(c, taken.retryAfterSeconds, "Too many analytics requests from this address.");
      if (!ACCEPTED_TYPE.test(c.req.header("Content-Type") ?? "")) {
        return apiError(c, 415, "unsupported_media_type", "Send events as application/json (or text/plain from sendBeacon).");
      }
      await next();
    },
    limitBody(MAX_EVENTS_BODY_BYTES, `Send at most ${MAX_EVENTS_BODY_BYTES / 1024} KiB of events at once.`),
    jsonBody(eventsRequestSchema(now), {
      unsupported: "Send events as application/json (or text/plain from sendBeacon).",
      types: ACCEPTED_TYPE,
      code: "invalid_request",
      malformed: "The body is not valid JSON.",
      notAnObject: "The body must be a JSON object with clientId and events",
    }),
    async (c) => {
      const request = c.req.valid("json");
      const taken = await byClient.take(request.clientId);
      if (!taken.ok) return tooManyRequests(c, taken.retryAfterSeconds, "Too many analytics requests from this client.");

      const stored = await insertEvents(db, request);
      if (stored > 0) options.forwarder?.wake();
      c.header("Cache-Control", "no-store");
      return c.json<EventsAccepted>({ stored }, 202);
    },
  );
  routes.all("/events", methodNotAllowed(["POST"]));
  return routes;
}
