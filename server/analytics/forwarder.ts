// Sends stored events to GA4 in the background (only when GA_MEASUREMENT_ID and GA_API_SECRET are
// set). POST /api/events never waits for it: it stores, wakes the forwarder and answers. A failed
// send (a non-2xx answer, a network error, a time-out) is tried again after 1 s, 2 s, 4 s … up to
// 5 minutes, and each row counts its attempts; events that reach GA's 72-hour limit while waiting
// are marked skipped instead of sent.
import type { Kysely } from "kysely";
import type { Database } from "../db/schema";
import { claimUnforwarded, recordForwardAttempt, releaseClaims, skipEventsBefore } from "./event-repository";
import { measurementRequests, MP_MAX_EVENT_AGE_MS, type MpRequestBody } from "./measurement-protocol";
import type { GaSettings } from "./settings";

export interface ForwarderOptions {
  db: Kysely<Database>;
  settings: GaSettings;
  fetch?: typeof fetch;
  now?: () => number;
  /** How long to wait for more when there is nothing to send (events other servers stored, too). */
  idleMs?: number;
  retryBaseMs?: number;
  retryMaxMs?: number;
  /** Rows taken per round, and how long they are held from other servers while being sent. */
  claimLimit?: number;
  leaseMs?: number;
  requestTimeoutMs?: number;
  log?: (message: string) => void;
}

interface ForwardRound {
  sent: number;
  skipped: number;
  /** A send failed: the rest of the round waits for the back-off. */
  failed: boolean;
  /** As many rows as allowed were taken: there may be more waiting. */
  full: boolean;
}

export interface Forwarder {
  start(): void;
  /** Ends the loop, cutting short a send in flight (its rows are tried again on the next start). */
  stop(): Promise<void>;
  /** Events were stored: send them now rather than after the idle wait (never cuts a back-off short). */
  wake(): void;
  /** One round: skip the too old, claim, send, record. The loop calls it; tests may too. */
  runOnce(): Promise<ForwardRound>;
}

// Sent a little before GA's limit, so that an event is still inside it when GA receives it.
const AGE_MARGIN_MS = 5 * 60 * 1000;

export function createForwarder(options: ForwarderOptions): Forwarder {
  const { db, settings, idleMs = 10_000, retryBaseMs = 1000, retryMaxMs = 5 * 60 * 1000 } = options;
  const { claimLimit = 100, leaseMs = 60_000, requestTimeoutMs = 10_000 } = options;
  const fetchImpl = options.fetch ?? fetch;
  const now = options.now ?? Date.now;
  const log = options.log ?? ((message: string) => console.warn(message));
  const stopping = new AbortController();

  let running: Promise<void> | null = null;
  let woken = false;
  let endIdle: (() => void) | null = null;

  const collectUrl = new URL(settings.endpoint);
  collectUrl.searchParams.set("measurement_id", settings.measurementId);
  collectUrl.searchParams.set("api_secret", settings.apiSecret);

  /** true when GA (or the recorder) took it. The secret is in the URL: it is never logged. */
  async function send(body: MpRequestBody): Promise<true | string> {
    // Our own timer, not AbortSignal.timeout() inside AbortSignal.any(): Node 20 lets the garbage
    // collector take that timeout signal while the request waits, and the request then never ends
    // (nodejs/node#55428).
    const attempt = new AbortController();
    const timer = setTimeout(() => attempt.abort(new DOMException("GA4 did not answer in time", "TimeoutError")), requestTimeoutMs);
    try {
      const res = await fetchImpl(collectUrl, {
        method: "POST",
        headers: { "Content-Type": "application/json" },
        body: JSON.stringify(body),
        signal: AbortSignal.any([stopping.signal, attempt.signal]),
      });
      await res.arrayBuffer().catch(() => undefined);
      return res.ok || `answered ${res.status}`;
    } catch (error) {
      const cause = (error as { cause?: { code?: string } }).cause?.code;
      return `could not be reached (${cause ?? (error as Error).name})`;
    } finally {
      clearTimeout(timer);
    }
  }

  async function runOnce(): Promise<ForwardRound> {
    const oldest = new Date(now() - MP_MAX_EVENT_AGE_MS + AGE_MARGIN_MS);
    const skipped = await skipEventsBefore(db, oldest);
    // Events stored between these two statements are judged by the same time.
    const claimed = await claimUnforwarded(db, oldest, claimLimit, leaseMs);
    const requests = measurementRequests(claimed, settings.appOrigin);
    let sent = 0;
    for (let i = 0; i < requests.length; i++) {
      const outcome = await send(requests[i].body);
      await recordForwardAttempt(db, requests[i].ids, outcome === true);
      if (outcome !== true) {
        await releaseClaims(db, requests.slice(i + 1).flatMap((request) => request.ids));
        if (!stopping.signal.aborted) log(`Analytics: GA4 ${outcome}; ${claimed.length - sent} event(s) wait for the next try.`);
        return { sent, skipped, failed: true, full: false };
      }
      sent += requests[i].ids.length;
    }
    return { sent, skipped, failed: false, full: claimed.length === claimLimit };
  }

  const pause = (ms: number, wakeable: boolean) =>
    new Promise<void>((resolve) => {
      if (stopping.signal.aborted) return resolve(); // an abort event that has fired does not fire again
      const timer = setTimeout(done, ms);
      function done() {
        clearTimeout(timer);
        endIdle = null;
        stopping.signal.removeEventListener("abort", done);
        resolve();
      }
      stopping.signal.addEventListener("abort", done);
      if (wakeable) endIdle = done;
    });

  async function loop() {
    let failures = 0;
    while (!stopping.signal.aborted) {
      woken = false;
      let round: ForwardRound | null = null;
      try {
        round = await runOnce();
      } catch (error) {
        log(`Analytics: forwarding to GA4 failed: ${error instanceof Error ? error.message : String(error)}`);
      }
      if (!round || round.failed) {
        failures++;
        await pause(Math.min(retryBaseMs * 2 ** (failures - 1), retryMaxMs), false);
        continue;
      }
      failures = 0;
      if (round.full || woken) continue;
      await pause(idleMs, true);
    }
  }

  return {
    start() {
      running ??= loop();
    },
    async stop() {
      stopping.abort();
      await running;
    },
    wake() {
      woken = true;
      endIdle?.();
    },
    runOnce,
  };
}
