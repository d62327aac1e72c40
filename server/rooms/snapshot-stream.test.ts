// A stream of snapshots: a reader gets the newest event when it reads, never a queue; a quiet
// stream says it is alive; a reader that stops reading is cut.
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { snapshotStream } from "./snapshot-stream";

const decoder = new TextDecoder();
const bytes = (text: string) => new TextEncoder().encode(text);
const read = async (reader: ReadableStreamDefaultReader<Uint8Array>) => {
  const { value, done } = await reader.read();
  return done ? null : decoder.decode(value);
};

describe("a snapshot stream", () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it("hands a slow reader only the newest event, however many came while it was not reading", async () => {
    const stream = snapshotStream({ heartbeatMs: 10_000, stallMs: 45_000 });
    const reader = stream.body.getReader();
    stream.offer(bytes("event: state\ndata: 1\n\n"));
    expect(await read(reader)).toBe("event: state\ndata: 1\n\n");
    for (let version = 2; version <= 5000; version++) stream.offer(bytes(`event: state\ndata: ${version}\n\n`));
    expect(await read(reader)).toBe("event: state\ndata: 5000\n\n");
    // A reader that waits gets the next event as soon as it is offered.
    const waiting = read(reader);
    stream.offer(bytes("event: state\ndata: 5001\n\n"));
    expect(await waiting).toBe("event: state\ndata: 5001\n\n");
    stream.end();
    expect(await read(reader)).toBeNull();
    await stream.closed;
  });

  it("sends a heartbeat comment every interval while nothing else is waiting", async () => {
    const stream = snapshotStream({ heartbeatMs: 10_000, stallMs: 45_000 });
    const reader = stream.body.getReader();
    const next = read(reader);
    await vi.advanceTimersByTimeAsync(9_999);
    stream.offer(bytes("event: state\ndata: 1\n\n"));
    expect(await next).toBe("event: state\ndata: 1\n\n");
    const beat = read(reader);
    await vi.advanceTimersByTimeAsync(1);
    expect(await beat).toBe(": still here\n\n");
    stream.end();
  });

  it("cuts a stream whose reader takes nothing for the stall time, and says so", async () => {
    const onStall = vi.fn();
    const stream = snapshotStream({ heartbeatMs: 10_000, stallMs: 45_000, onStall });
    stream.body.getReader(); // locked, never read
    let closed = false;
    void stream.closed.then(() => (closed = true));
    stream.offer(bytes("event: state\ndata: 1\n\n"));
    await vi.advanceTimersByTimeAsync(40_000);
    expect(closed).toBe(false);
    await vi.advanceTimersByTimeAsync(10_000);
    expect(closed).toBe(true);
    expect(onStall).toHaveBeenCalledTimes(1);
  });

  it("ends after the last event is taken, and at once when its request is aborted", async () => {
    const stream = snapshotStream({ heartbeatMs: 10_000, stallMs: 45_000 });
    const reader = stream.body.getReader();
    stream.offer(bytes("event: state\ndata: last\n\n"));
    stream.end();
    expect(await read(reader)).toBe("event: state\ndata: last\n\n");
    expect(await read(reader)).toBeNull();

    const other = snapshotStream({ heartbeatMs: 10_000, stallMs: 45_000 });
    const otherReader = other.body.getReader();
    const pending = read(otherReader);
    other.abort();
    expect(await pending).toBeNull();
    await other.closed;
  });
});
