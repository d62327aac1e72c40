import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { eventStream, roomState, type EventStream } from "../../../tests/support/live-room";
import { ROOM_HEARTBEAT_MS, ROOM_SILENCE_MS } from "../../../shared/rooms";
import { CONNECT_TIMEOUT_MS, openRoomStream, RECONNECT_DELAYS_MS, sseParser, type RoomStreamOptions, type SseEvent, type StreamConnection, type StreamEnd } from "./room-stream";

describe("sseParser", () => {
  const parse = (...chunks: string[]) => {
    const events: SseEvent[] = [];
    const parser = sseParser((event) => events.push(event));
    for (const chunk of chunks) parser.push(chunk);
    return events;
  };

  it("reads events, their type and data, and skips the heartbeat comments", () => {
    expect(parse(": hello\n\nevent: state\ndata: {\"a\":1}\n\n: ping\n\ndata: plain\n\n")).toEqual([
      { event: "state", data: '{"a":1}' },
      { event: "message", data: "plain" },
    ]);
  });

  it("puts an event together from chunks cut anywhere, a CRLF cut in two included", () => {
    expect(parse("eve", "nt: st", "ate\r", "\ndata: one\r\n", "\r", "\nevent: state\rdata:two\r\r", "\ndata: three\n\n")).toEqual([
      { event: "state", data: "one" },
      { event: "state", data: "two" },
      { event: "message", data: "three" },
    ]);
  });

  it("joins data lines with a newline, takes one space after the colon only, and drops an event with no data", () => {
    expect(parse("data:  a\ndata: b\n\nevent: state\n\nid: 7\ndata\n\n")).toEqual([
      { event: "message", data: " a\nb" },
      { event: "message", data: "" },
    ]);
  });

  it("waits for the blank line that ends an event", () => {
    expect(parse("event: state\ndata: {}\n")).toEqual([]);
  });

  it("gives up on a stream that holds more than a room's state could be without ending an event", () => {
    const parser = sseParser(() => {});
    parser.push("event: state\n");
    expect(() => {
      for (let i = 0; i < 20; i++) parser.push(`data: ${"x".repeat(64 * 1024)}\n`);
    }).toThrow();
  });
});

describe("openRoomStream", () => {
  let connections: { stream: EventStream | null; status: number; headers: Headers; body?: object }[];
  let answers: ((signal: AbortSignal) => Response | Promise<Response>)[];
  let states: number[];
  let connection: StreamConnection[];
  let ends: StreamEnd[];
  let stop: () => void;

  /** The next connection's answer: a stream by default. */
  const answerWith = (status: number, body: object = { error: "e", message: `Refused with ${status}` }) =>
    answers.push(() => new Response(JSON.stringify(body), { status, headers: { "Content-Type": "application/json" } }));

  beforeEach(() => {
    vi.useFakeTimers();
    connections = [];
    answers = [];
    states = [];
    connection = [];
    ends = [];
    vi.stubGlobal(
      "fetch",
      vi.fn(async (url: string, init: RequestInit) => {
        expect(url).toBe("/api/rooms/K7PQ2X/events");
        const headers = new Headers(init.headers);
        const next = answers.shift();
        if (next) {
          const response = await next(init.signal!);
          connections.push({ stream: null, status: response.status, headers });
          return response;
        }
        const stream = eventStream();
        connections.push({ stream, status: 200, headers });
        return stream.response;
      }),
    );
  });
  afterEach(() => {
    stop?.();
    vi.useRealTimers();
    vi.unstubAllGlobals();
  });

  const open = (credentials: RoomStreamOptions["credentials"] = async () => ({ "X-Room-Token": "tok" })) => {
    stop = openRoomStream({
      code: "K7PQ2X",
      credentials,
      onState: (state) => states.push(state.version),
      onConnection: (c) => connection.push(c),
      onEnd: (end) => ends.push(end),
    });
  };
  const settle = () => vi.advanceTimersByTimeAsync(0);
  /** The next connection's request goes out and nothing ever comes back (a silent network), until it is given up. */
  const answerNever = () =>
    answers.push((signal) => new Promise<Response>((_resolve, reject) => signal.addEventListener("abort", () => reject(new DOMException("Aborted", "AbortError")))));
  const latest = () => connections.at(-1)!.stream!;

  it("asks with the credentials and shows each state as it comes, never one older than the one shown", async () => {
    open();
    await settle();
    expect(connections[0].headers.get("X-Room-Token")).toBe("tok");
    expect(connections[0].headers.get("Accept")).toBe("text/event-stream");
    latest().send(roomState({ version: 3 }));
    latest().write(": heartbeat\n\n");
    latest().send(roomState({ version: 5 }));
    latest().send(roomState({ version: 4 }));
    latest().send(roomState({ version: 5 }));
    await settle();
    expect(states).toEqual([3, 5, 5]);
    expect(connection).toEqual(["connecting", "live"]);
  });

  it("says it is reconnecting when the stream drops, and tries again after 0.25, 0.5, 1, 2 then 3 s until one holds", async () => {
    expect(RECONNECT_DELAYS_MS).toEqual([250, 500, 1000, 2000, 3000]);
    open();
    await settle();
    latest().send(roomState({ version: 1 }));
    await settle();
    // The server goes away; it answers 503 four times and its first stream closes at once.
    for (let i = 0; i < 4; i++) answerWith(503);
    latest().close();
    await settle();
    expect(connection.at(-1)).toBe("reconnecting");
    const tries = () => connections.length;
    for (const delay of [250, 500, 1000, 2000]) {
      const before = tries();
      await vi.advanceTimersByTimeAsync(delay - 1);
      expect(tries(), `not before ${delay} ms`).toBe(before);
      await vi.advanceTimersByTimeAsync(1);
      expect(tries(), `after ${delay} ms`).toBe(before + 1);
    }
    await vi.advanceTimersByTimeAsync(3000);
    expect(tries()).toBe(6);
    // The server sends the current state first on the new connection: the screen is live again.
    latest().send(roomState({ version: 2 }));
    await settle();
    expect(states).toEqual([1, 2]);
    expect(connection.at(-1)).toBe("live");
    // A later drop starts from 0.25 s again.
    latest().close();
    await vi.advanceTimersByTimeAsync(250);
    expect(tries()).toBe(7);
  });

  it("takes a stream that goes silent (no state, no heartbeat) for dead, and opens a new one", async () => {
    open();
    await settle();
    latest().send(roomState({ version: 1 }));
    // A quiet room is not a dead one: a heartbeat every 10 s keeps the stream.
    for (let i = 0; i < 6; i++) {
      await vi.advanceTimersByTimeAsync(ROOM_HEARTBEAT_MS);
      latest().write(": still here\n\n");
    }
    expect(connections).toHaveLength(1);
    expect(connection).toEqual(["connecting", "live"]);
    // The network goes silent: nothing more arrives, and nothing says so.
    await vi.advanceTimersByTimeAsync(ROOM_SILENCE_MS - 1);
    expect(connection.at(-1)).toBe("live");
    await vi.advanceTimersByTimeAsync(1);
    expect(connection.at(-1)).toBe("reconnecting");
    expect(connections[0].stream!.cancelled).toBe(true);
    await vi.advanceTimersByTimeAsync(RECONNECT_DELAYS_MS[0]);
    expect(connections).toHaveLength(2);
    latest().send(roomState({ version: 4 }));
    await settle();
    expect(states).toEqual([1, 4]);
    expect(connection.at(-1)).toBe("live");
  });

  it("gives up a try that gets no answer, and tries again", async () => {
    answerNever();
    open();
    await settle();
    expect(connections).toHaveLength(0);
    await vi.advanceTimersByTimeAsync(CONNECT_TIMEOUT_MS);
    expect(connection.at(-1)).toBe("reconnecting");
    await vi.advanceTimersByTimeAsync(RECONNECT_DELAYS_MS[0]);
    expect(connections).toHaveLength(1);
    latest().send(roomState({ version: 2 }));
    await settle();
    expect(connection.at(-1)).toBe("live");
  });

  it("opens a new stream at once when the browser says it is online again", async () => {
    open();
    await settle();
    latest().send(roomState({ version: 1 }));
    // Offline: every try fails, and the back-off grows to 3 s.
    for (let i = 0; i < 4; i++) vi.mocked(fetch).mockRejectedValueOnce(new TypeError("Failed to fetch"));
    latest().close();
    await vi.advanceTimersByTimeAsync(250 + 500 + 1000 + 2000);
    const tries = vi.mocked(fetch).mock.calls.length;
    window.dispatchEvent(new Event("online"));
    await settle();
    expect(vi.mocked(fetch).mock.calls.length).toBe(tries + 1);
    latest().send(roomState({ version: 2 }));
    await settle();
    expect(connection.at(-1)).toBe("live");
    expect(states).toEqual([1, 2]);
  });

  it("tries again when the network fails before any answer", async () => {
    vi.mocked(fetch).mockRejectedValueOnce(new TypeError("Failed to fetch"));
    open();
    await settle();
    expect(connection).toEqual(["connecting", "reconnecting"]);
    await vi.advanceTimersByTimeAsync(500);
    expect(connections).toHaveLength(1);
    latest().send(roomState());
    await settle();
    expect(connection.at(-1)).toBe("live");
  });

  it.each([
    [403, { reason: "refused", status: 403, error: "removed", message: "Refused with 403" }],
    [404, { reason: "refused", status: 404, error: "not_found", message: "Refused with 404" }],
    [409, { reason: "refused", status: 409, error: "room_full", message: "Refused with 409" }],
    [410, { reason: "ended" }],
  ])("stops for good on %i, without trying again", async (status, end) => {
    open();
    await settle();
    answerWith(status, { error: "error" in end ? end.error : "room_ended", message: `Refused with ${status}` });
    latest().close();
    await vi.advanceTimersByTimeAsync(500);
    expect(ends).toEqual([end]);
    await vi.advanceTimersByTimeAsync(60_000);
    expect(connections).toHaveLength(2);
  });

  it("asks once more with refreshed credentials after a 401, then stops", async () => {
    const credentials = vi.fn(async (refresh: boolean) => ({ Authorization: `Bearer ${refresh ? "fresh" : "stale"}` }));
    answerWith(401);
    answerWith(401);
    open(credentials);
    await settle();
    expect(connections.map((c) => c.headers.get("Authorization"))).toEqual(["Bearer stale", "Bearer fresh"]);
    expect(ends).toEqual([{ reason: "refused", status: 401, error: "e", message: "Refused with 401" }]);
  });

  it("stops without asking when there are no credentials (no one signed in)", async () => {
    open(async () => null);
    await settle();
    expect(fetch).not.toHaveBeenCalled();
    expect(ends[0]).toMatchObject({ reason: "refused", status: 401 });
  });

  it("ends with the room's last state, and closes the stream", async () => {
    open();
    await settle();
    latest().send(roomState({ version: 9, status: "ended" }));
    await settle();
    expect(states).toEqual([9]);
    expect(ends).toEqual([{ reason: "ended" }]);
    expect(latest().cancelled).toBe(true);
    await vi.advanceTimersByTimeAsync(60_000);
    expect(connections).toHaveLength(1);
  });

  it("stops reading and never tries again once stopped (the page left the room)", async () => {
    open();
    await settle();
    stop();
    await settle();
    expect(latest().cancelled).toBe(true);
    expect((vi.mocked(fetch).mock.calls[0][1] as RequestInit).signal?.aborted).toBe(true);
    await vi.advanceTimersByTimeAsync(60_000);
    expect(connections).toHaveLength(1);
    expect(ends).toEqual([]);
  });

  it("ignores an event whose data is not JSON", async () => {
    vi.spyOn(console, "warn").mockImplementation(() => {});
    open();
    await settle();
    latest().write("event: state\ndata: {oops\n\n");
    latest().send(roomState({ version: 6 }));
    await settle();
    expect(states).toEqual([6]);
  });
});
