// Gets recorded events to the server: each is queued in IndexedDB at once (so a dead zone or a
// closed tab loses nothing), and the queue is sent oldest first, in batches, within a few seconds
// of an event, when the connection returns, and on the next start. A page being hidden hands what
// it recorded to a beacon. Sending is at least once: an event leaves the queue only when a request
// for it was answered (a beacon's answer is never known), and the server stores a repeat once.
import type { EventsRequest } from "../../../shared/schemas/analytics-events";
import type { EventQueue, NewEvent } from "./event-queue";
import { toBatches } from "./batches";
import type { SendResult } from "./transport";

/** Spec: sent within 5 s of an event; the rest of the 5 s is for the queue and the request. */
const FLUSH_DELAY_MS = 4_000;
export const FIRST_RETRY_MS = 2_000;
const MAX_RETRY_MS = 300_000;
const READ_AT_ONCE = 100;

export interface SenderDeps {
  queue: EventQueue;
  post: (body: EventsRequest, signal: AbortSignal) => Promise<SendResult>;
  beacon: (body: EventsRequest) => boolean;
  online: () => boolean;
  now?: () => number;
}

export interface Sender {
  record(event: NewEvent): void;
  /** Sends what waits now (if online and not backing off); resolves when done. */
  flush(): Promise<void>;
  /** The page is hidden (maybe for good): what this page recorded goes by beacon. */
  sendOnHide(): void;
  /** Functional cookies off: nothing more is sent and everything waiting is dropped. */
  stop(): Promise<void>;
  /** Analytics allowed (again), or the connection is back: send at once, without waiting out a back-off. */
  resume(): void;
}

/** An event recorded by this page; `id` once the queue has it. */
type Recorded = NewEvent & { id?: number; beaconed?: boolean };

const warn = (...args: unknown[]) => console.warn("Analytics:", ...args);

export function createSender({ queue, post, beacon, online, now = Date.now }: SenderDeps): Sender {
  let running = true;
  let writes: Promise<unknown> = Promise.resolve();
  const recorded = new Set<Recorded>();
  let timer: ReturnType<typeof setTimeout> | undefined;
  let dueAt = Infinity;
  let retryDelay = 0;
  let notBefore = 0;
  let flushing: Promise<void> | null = null;
  let flushAgain: Promise<void> | null = null;
  let controller = new AbortController();
  let droppedInAll = 0;

  function cancelTimer() {
    clearTimeout(timer);
    timer = undefined;
    dueAt = Infinity;
  }

  /** A flush in `delay` ms, never before a back-off ends; an earlier one already set stays. */
  function schedule(delay: number) {
    const at = Math.max(now() + delay, notBefore);
    if (timer !== undefined && dueAt <= at) return;
    cancelTimer();
    dueAt = at;
    timer = setTimeout(() => {
      timer = undefined;
      dueAt = Infinity;
      void flush();
    }, at - now());
  }

  function backOff(retryAfterMs: number | null) {
    retryDelay = Math.min(MAX_RETRY_MS, retryDelay ? retryDelay * 2 : FIRST_RETRY_MS);
    notBefore = now() + Math.max(retryDelay, retryAfterMs ?? 0);
    cancelTimer();
    schedule(0);
  }

  /** These events were answered for: they leave the queue and this page's list. */
  async function settle(events: { id?: number }[]) {
    const ids = new Set(events.flatMap((event) => (event.id === undefined ? [] : [event.id])));
    for (const event of recorded) if (event.id !== undefined && ids.has(event.id)) recorded.delete(event);
    await queue.remove([...ids]);
  }

  async function sendWaiting() {
    await writes;
    while (running && online() && now() >= notBefore) {
      const waiting = await queue.oldest(READ_AT_ONCE);
      // Stopped while the queue was read (Functional cookies turned off): nothing more leaves.
      if (!running) return;
      const { batches, unsendable } = toBatches(waiting, now());
      if (unsendable.length > 0) {
        warn(`dropped ${unsendable.length} event(s) the server would refuse (over 30 days old or unknown)`);
        await settle(unsendable);
      }
      const batch = batches[0];
      if (!batch) {
        if (unsendable.length > 0) continue;
        return;
      }
      const result = await post(batch.body, controller.signal);
      if (!running) return;
      if (result.kind === "later") {
        warn(`sending ${batch.events.length} event(s) failed (${result.reason}); they wait for a retry`);
        return backOff(result.retryAfterMs);
      }
      if (result.kind === "refused") {
        warn(`the server refused ${batch.events.length} event(s), which are dropped: ${result.status} ${result.message}`);
      }
      retryDelay = 0;
      await settle(batch.events);
    }
    if (running && online() && now() < notBefore) schedule(0);
  }

  function flush(): Promise<void> {
    // A run under way may have read the queue before the caller's events: one more run follows it.
    if (flushing) {
      flushAgain ??= flushing.then(() => {
        flushAgain = null;
        return flush();
      });
      return flushAgain;
    }
    flushing = sendWaiting()
      .catch((error: unknown) => warn("sending failed", error))
      .finally(() => {
        flushing = null;
      });
    return flushing;
  }

  return {
    record(event) {
      if (!running) return;
      const entry: Recorded = { ...event };
      recorded.add(entry);
      writes = writes
        .then(() => queue.add([event]))
        .then(({ ids, dropped }) => {
          entry.id = ids[0];
          if (dropped > 0) {
            droppedInAll += dropped;
            warn(`the queue is full: dropped the ${dropped} oldest event(s), ${droppedInAll} since this page opened`);
          }
        })
        .catch((error: unknown) => warn("an event could not be queued", error));
      // Counted from when it happened: an event held while this code loaded is not held up again.
      schedule(Math.max(0, event.time + FLUSH_DELAY_MS - now()));
    },

    flush,

    sendOnHide() {
      if (!running || !online()) return;
      const { batches } = toBatches([...recorded].filter((event) => !event.beaconed), now());
      for (const batch of batches) {
        if (!beacon(batch.body)) return;
        // Still queued: if the beacon is lost, the next flush sends them (the server keeps one copy).
        for (const event of batch.events) event.beaconed = true;
      }
    },

    async stop() {
      running = false;
      cancelTimer();
      controller.abort();
      recorded.clear();
      writes = writes.then(() => queue.clear()).catch((error: unknown) => warn("the queue could not be cleared", error));
      await writes;
    },

    resume() {
      if (!running) {
        running = true;
        controller = new AbortController();
      }
      retryDelay = 0;
      notBefore = 0;
      cancelTimer();
      void flush();
    },
  };
}
