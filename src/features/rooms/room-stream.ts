// A live room's state as the server pushes it: GET /api/rooms/{CODE}/events, a text/event-stream
// of `state` events (shared/rooms.ts). Read with fetch rather than EventSource, which cannot send
// the host's bearer token or a participant's X-Room-Token. A dropped stream is opened again with
// back-off (the server sends the current state first on every connection); a refusal or the
// room's end stops it. A stream can also die without closing (busy Wi-Fi, a switch to mobile
// data): the server writes at least every ROOM_HEARTBEAT_MS, so one that says nothing for
// ROOM_SILENCE_MS is dropped and opened again, as is one that does not answer within
// CONNECT_TIMEOUT_MS; the browser's `online` event opens a new one at once. Pure of React:
// useRoomStream.ts holds what it reports.
import { createParser } from "eventsource-parser";
import { ROOM_SILENCE_MS, type RoomState } from "../../../shared/rooms";
import { contentLanguageQuery } from "../../lib/i18n";

export interface SseEvent {
  event: string;
  data: string;
}

/** A room's state is a few KB: a stream that holds this much without ending an event is not ours. */
const MAX_BUFFERED_CHARS = 1 << 20;

/**
 * Splits a text/event-stream into its events as the text arrives, chunk by chunk, with
 * eventsource-parser (the HTML standard's parsing: CRLF, LF or CR line ends, a blank line ends an
 * event, `:` lines are comments, the server's heartbeats). An event without a type is a "message",
 * as EventSource names it. A stream that buffers more than MAX_BUFFERED_CHARS throws from `push`,
 * and the connection is dropped and opened again.
 */
export function sseParser(onEvent: (event: SseEvent) => void) {
  const parser = createParser({
    onEvent: ({ event, data }) => onEvent({ event: event ?? "message", data }),
    onError: (error) => {
      if (error.type === "max-buffer-size-exceeded") throw error;
    },
    maxBufferSize: MAX_BUFFERED_CHARS,
  });
  return { push: (chunk: string) => parser.feed(chunk) };
}

/** Whether `next` may replace what a screen shows: never a state older than the one shown. */
export function isNewer(shown: RoomState | null, next: RoomState): boolean {
  return shown === null || next.version >= shown.version;
}

/**
 * How long to wait before each new try after a dropped stream; the last one repeats. Short, so
 * that a phone whose network comes back is on the host's card again within seconds.
 */
export const RECONNECT_DELAYS_MS = [250, 500, 1000, 2000, 3000] as const;
/** A try whose answer has not come by then is given up (a silent network swallows requests too). */
export const CONNECT_TIMEOUT_MS = 5_000;

export type StreamConnection = "connecting" | "live" | "reconnecting";

/**
 * Why a stream stopped for good: the room ended (410, or its last state), or the server refused
 * (`error` is its code: "removed" when the host took the person out, "room_full" when their seat
 * was taken while they were away).
 */
export type StreamEnd = { reason: "ended" } | { reason: "refused"; status: number; error: string; message: string };

export interface RoomStreamOptions {
  code: string;
  /**
   * The headers that say who asks: the host's Authorization or a participant's X-Room-Token; null
   * when there is nothing to ask with. `refresh`: the server refused the last ones (401).
   */
  credentials: (refresh: boolean) => Promise<Record<string, string> | null>;
  onState: (state: RoomState) => void;
  onConnection: (connection: StreamConnection) => void;
  onEnd: (end: StreamEnd) => void;
  delays?: readonly number[];
  silenceMs?: number;
  connectTimeoutMs?: number;
}

/** Statuses that no new try can change: the room or the person is not (or no longer) known, or it is full. */
const FINAL = new Set([401, 403, 404, 409, 410]);

async function refusalOf(response: Response): Promise<{ error: string; message: string }> {
  try {
    const body = (await response.json()) as { error?: unknown; message?: unknown };
    if (typeof body?.message === "string") return { error: typeof body.error === "string" ? body.error : "", message: body.message };
  } catch {
    // not JSON: the status says enough
  }
  return { error: "", message: `The server answered ${response.status}.` };
}

/** Opens the room's stream and keeps it open until stopped, the room ends or the server refuses. Returns the stop. */
export function openRoomStream({
  code,
  credentials,
  onState,
  onConnection,
  onEnd,
  delays = RECONNECT_DELAYS_MS,
  silenceMs = ROOM_SILENCE_MS,
  connectTimeoutMs = CONNECT_TIMEOUT_MS,
}: RoomStreamOptions): () => void {
  let stopped = false;
  let controller: AbortController | null = null;
  let reader: ReadableStreamDefaultReader<Uint8Array> | null = null;
  let timer: ReturnType<typeof setTimeout> | undefined;
  let watchdog: ReturnType<typeof setTimeout> | undefined;
  let failures = 0;
  let live = false;
  let shown: RoomState | null = null;

  /** Gives up the connection in hand (its reading ends, and a new try follows). */
  const drop = () => {
    clearTimeout(watchdog);
    controller?.abort();
    // The abort ends the body's reading in a browser; cancelling it says so to any stream.
    reader?.cancel().catch(() => {});
  };
  /** Nothing heard for `ms` (no answer, no state, no heartbeat): the connection is dead. */
  const expectWithin = (ms: number) => {
    clearTimeout(watchdog);
    watchdog = setTimeout(drop, ms);
  };
  const stop = () => {
    stopped = true;
    clearTimeout(timer);
    window.removeEventListener("online", online);
    drop();
  };
  const end = (why: StreamEnd) => {
    if (stopped) return;
    stop();
    onEnd(why);
  };
  const retry = () => {
    clearTimeout(watchdog);
    if (stopped) return;
    live = false;
    onConnection("reconnecting");
    clearTimeout(timer);
    timer = setTimeout(() => void connect(false), delays[Math.min(failures, delays.length - 1)]);
    failures += 1;
  };
  // The network is back (or another one): a new stream now, not at the end of a back-off.
  const online = () => {
    if (stopped) return;
    failures = 0;
    clearTimeout(timer);
    drop();
    void connect(false);
  };
  const receive = (event: SseEvent) => {
    if (event.event !== "state" || stopped) return;
    let state: RoomState;
    try {
      state = JSON.parse(event.data) as RoomState;
    } catch (error) {
      console.warn("A room state that is not JSON was ignored", error);
      return;
    }
    failures = 0;
    if (!live) onConnection("live");
    live = true;
    if (!isNewer(shown, state)) return;
    shown = state;
    onState(state);
    if (state.status === "ended") end({ reason: "ended" });
  };

  const connect = async (refresh: boolean): Promise<void> => {
    if (stopped) return;
    const abort = (controller = new AbortController());
    reader = null;
    let response: Response;
    try {
      const headers = await credentials(refresh);
      if (stopped || abort.signal.aborted) return;
      if (!headers) return end({ reason: "refused", status: 401, error: "sign_in_required", message: "Sign in to open this room." });
      expectWithin(connectTimeoutMs);
      // Each screen reads the deck in its own page's language.
      response = await fetch(`/api/rooms/${encodeURIComponent(code)}/events${contentLanguageQuery()}`, {
        headers: { Accept: "text/event-stream", ...headers },
        cache: "no-store",
        signal: abort.signal,
      });
    } catch {
      // Offline, refused, or given up (the watchdog, or 'online' starting afresh: then not again).
      if (controller === abort) retry();
      return;
    }
    if (stopped) return void response.body?.cancel().catch(() => {});
    // A refused token is refreshed once (an access token can lapse during a long workshop).
    if (response.status === 401 && !refresh) return connect(true);
    if (FINAL.has(response.status)) {
      clearTimeout(watchdog);
      const refusal = await refusalOf(response);
      return end(response.status === 410 ? { reason: "ended" } : { reason: "refused", status: response.status, ...refusal });
    }
    if (!response.ok || !response.body) return retry();
    const body = (reader = response.body.getReader());
    const decoder = new TextDecoder();
    const parser = sseParser(receive);
    try {
      for (;;) {
        expectWithin(silenceMs);
        const { done, value } = await body.read();
        if (done || stopped) break;
        parser.push(decoder.decode(value, { stream: true }));
      }
    } catch {
      // dropped mid-stream (a server restarting, a network gone, the watchdog): tried again below
    }
    // The stream closed without the room's end: the server went away, so try again.
    if (controller === abort) retry();
  };

  window.addEventListener("online", online);
  onConnection("connecting");
  void connect(false);
  return stop;
}
