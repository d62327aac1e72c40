// A text/event-stream whose events are snapshots: each one replaces the last, so a reader is sent
// the newest one when it can take it and never a queue of old ones. The body is pulled (a
// ReadableStream with no buffer of its own): @hono/node-server reads the next chunk only once the
// socket has taken the last one (its `write` return value and `drain`), so a reader that reads
// slowly, or not at all, holds one event here and what the socket holds, however fast states come.
// A comment goes out every `heartbeatMs`, so a screen can tell a quiet room from a dead connection; an event that waits `stallMs` for a reader is taken as a reader gone, and the
// stream is cut.
const encoder = new TextEncoder();

export interface SnapshotStream {
  body: ReadableStream<Uint8Array>;
  /** Sends this event (its bytes, blank line included) when the reader can take it, replacing one not yet taken. */
  offer(event: Uint8Array): void;
  /** Closes the stream once what was offered has been taken. */
  end(): void;
  /** Cuts the stream now (its request was aborted). */
  abort(): void;
  /** Resolves when the stream is over: ended, cancelled by its reader, or cut as stalled. */
  closed: Promise<void>;
}

export interface SnapshotStreamOptions {
  heartbeatMs: number;
  stallMs: number;
  /** The stream was cut because its reader stalled: close the connection under it. */
  onStall?: () => void;
  now?: () => number;
}

/**
 * A room's state as an SSE `state` event, its id the state's version (one line of data: JSON has
 * no raw line breaks). Made once per state and role, and handed to every stream as the same bytes.
 */
export const stateEvent = (state: { version: number }) => encoder.encode(`event: state\nid: ${state.version}\ndata: ${JSON.stringify(state)}\n\n`);

const HEARTBEAT = encoder.encode(": still here\n\n");

export function snapshotStream({ heartbeatMs, stallMs, onStall, now = Date.now }: SnapshotStreamOptions): SnapshotStream {
  let controller!: ReadableStreamDefaultController<Uint8Array>;
  /** The event not yet taken, and since when it waits. */
  let pending: Uint8Array | null = null;
  let pendingSince = 0;
  /** Set while the reader waits for something to read. */
  let wake: (() => void) | null = null;
  let ending = false;
  let finished = false;
  let finish!: () => void;
  const closed = new Promise<void>((resolve) => (finish = resolve));

  const done = () => {
    if (finished) return;
    finished = true;
    pending = null;
    clearInterval(beat);
    finish();
  };
  /** Hands the reader what there is; true when it took something or the stream closed. */
  const hand = (): boolean => {
    if (pending) {
      controller.enqueue(pending);
      pending = null;
      if (ending) {
        controller.close();
        done();
      }
      return true;
    }
    if (ending) {
      controller.close();
      done();
      return true;
    }
    return false;
  };
  const put = (chunk: Uint8Array) => {
    if (finished) return;
    if (!pending) pendingSince = now();
    pending = chunk;
    if (wake) {
      const resume = wake;
      wake = null;
      hand();
      resume();
    }
  };

  const beat = setInterval(() => {
    if (finished) return;
    if (pending && now() - pendingSince >= stallMs) {
      // Nothing taken for that long: the reader is gone (or asleep), and so is this stream.
      controller.error(new Error("The reader stopped reading."));
      done();
      onStall?.();
      return;
    }
    if (!pending) put(HEARTBEAT);
  }, heartbeatMs);
  beat.unref?.();

  const body = new ReadableStream<Uint8Array>(
    {
      start(c) {
        controller = c;
      },
      pull() {
        if (finished || hand()) return;
        return new Promise<void>((resolve) => (wake = resolve));
      },
      cancel() {
        wake?.();
        wake = null;
        done();
      },
    },
    { highWaterMark: 0 },
  );

  return {
    body,
    offer: put,
    end() {
      if (finished || ending) return;
      ending = true;
      if (wake) {
        const resume = wake;
        wake = null;
        hand();
        resume();
      }
    },
    abort() {
      if (finished) return;
      // No one is left to read an error: the stream just ends.
      controller.close();
      wake?.();
      wake = null;
      done();
    },
    closed,
  };
}
