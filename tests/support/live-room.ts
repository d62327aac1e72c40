// A live room for the page's tests: its state as the server sends it (shared/rooms.ts), and the
// server's end of GET /api/rooms/{CODE}/events, a text/event-stream the test writes to by hand.
import type { RoomState } from "../../shared/rooms";

export const ROOM_CODE = "K7PQ2X";

/** A room of the "Team Kick-off" deck, on its third card and face down; `overrides` changes any field. */
export function roomState(overrides: Partial<RoomState> = {}): RoomState {
  return {
    code: ROOM_CODE,
    version: 5,
    status: "live",
    deck: { deckId: "team-kickoff", title: "Team Kick-off", coverColor: "#0B6E6E" },
    position: 2,
    total: 12,
    faceUp: false,
    card: null,
    timer: null,
    picked: null,
    pickedId: null,
    participantCount: 2,
    capacity: 8,
    startedAt: Date.now() - 600_000,
    serverTime: Date.now(),
    ...overrides,
  };
}

/** A revealed card's fields for roomState. */
export const revealed = (question = "What made you smile this week?", followUp: string | null = "Who was there?") =>
  ({ faceUp: true, card: { question, followUp, intensity: 1 } }) as const;

export interface EventStream {
  /** The answer to give the page's fetch. */
  response: Response;
  /** Sends one `state` event. */
  send: (state: RoomState) => void;
  /** Writes raw text as it is (to split an event across chunks). */
  write: (text: string) => void;
  /** Closes the stream as a server going away would. */
  close: () => void;
  /** True once the page stopped reading (it aborted the request). */
  readonly cancelled: boolean;
}

/** The server's end of one connection to the stream. */
export function eventStream(): EventStream {
  const encoder = new TextEncoder();
  let controller!: ReadableStreamDefaultController<Uint8Array>;
  let cancelled = false;
  let open = true;
  const body = new ReadableStream<Uint8Array>({
    start: (c) => {
      controller = c;
    },
    cancel: () => {
      cancelled = true;
      open = false;
    },
  });
  const write = (text: string) => {
    if (open) controller.enqueue(encoder.encode(text));
  };
  return {
    response: new Response(body, { status: 200, headers: { "Content-Type": "text/event-stream" } }),
    send: (state) => write(`event: state\ndata: ${JSON.stringify(state)}\n\n`),
    write,
    close: () => {
      if (open) controller.close();
      open = false;
    },
    get cancelled() {
      return cancelled;
    },
  };
}

/** The streams a page opened, one per connection: a route for mockApi's events path. */
export function roomStreams() {
  const streams: EventStream[] = [];
  return {
    streams,
    route: () => {
      const stream = eventStream();
      streams.push(stream);
      return stream.response;
    },
    latest: () => {
      const stream = streams.at(-1);
      if (!stream) throw new Error("The page has not opened the room's stream");
      return stream;
    },
  };
}
