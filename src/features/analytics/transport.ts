// POST /api/events, as fetch and as a beacon (contract: docs in shared/analytics-events.ts). No
// token: the server stores no user, so events go without the identity code.
import type { EventsRequest } from "../../../shared/schemas/analytics-events";

const EVENTS_URL = "/api/events";

/**
 * What became of a batch: stored; refused for good (a 4xx other than 429: it would never be
 * accepted); or to be tried again later (429, 5xx, no connection), after `retryAfterMs` if the
 * server said.
 */
export type SendResult =
  | { kind: "sent" }
  | { kind: "refused"; status: number; message: string }
  | { kind: "later"; reason: string; retryAfterMs: number | null };

function retryAfter(response: Response): number | null {
  const seconds = Number(response.headers.get("Retry-After"));
  return Number.isFinite(seconds) && seconds > 0 ? seconds * 1000 : null;
}

export async function postEvents(body: EventsRequest, signal?: AbortSignal): Promise<SendResult> {
  let response: Response;
  try {
    response = await fetch(EVENTS_URL, {
      method: "POST",
      headers: { "Content-Type": "application/json" },
      body: JSON.stringify(body),
      keepalive: true,
      signal,
    });
  } catch (error) {
    return { kind: "later", reason: String(error), retryAfterMs: null };
  }
  // The answer is read to its end even when only the status matters: Chrome never reports an
  // unread answer as finished to its DevTools protocol, so Lighthouse waited its full 45 s for
  // the network to go quiet on every page that had sent an event.
  const text = await response.text().catch(() => "");
  if (response.ok) return { kind: "sent" };
  if (response.status === 429 || response.status >= 500) {
    return { kind: "later", reason: `${response.status} ${text}`.trim(), retryAfterMs: retryAfter(response) };
  }
  let message = text;
  try {
    message = (JSON.parse(text) as { message?: string }).message ?? text;
  } catch {
    // not JSON: the text as it came
  }
  return { kind: "refused", status: response.status, message };
}

/** Hands a batch to the browser to send even as the page goes away; false if it would not take it. */
export function beaconEvents(body: EventsRequest): boolean {
  if (typeof navigator.sendBeacon !== "function") return false;
  try {
    return navigator.sendBeacon(EVENTS_URL, new Blob([JSON.stringify(body)], { type: "application/json" }));
  } catch {
    return false;
  }
}
