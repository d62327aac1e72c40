// A room's state on screen: what the stream (room-stream.ts) brings and what the host's own
// actions answer, the newer of the two. The card's text lives only here, in React state: never in
// storage or a cache, so nothing of a premium deck's card stays on a participant's device.
import { useCallback, useEffect, useEffectEvent, useReducer } from "react";
import type { RoomState } from "../../../shared/rooms";
import { isNewer, openRoomStream, type RoomStreamOptions, type StreamConnection, type StreamEnd } from "./room-stream";

interface RoomView {
  state: RoomState | null;
  /** The server's clock minus this device's, from the latest state (for the timer). */
  clockOffset: number;
  connection: StreamConnection;
  /** How many times the stream has come live: a notice from before a reconnection is out of date. */
  lives: number;
  /** Why the stream stopped for good, or null while it runs. */
  end: StreamEnd | null;
}

type ViewEvent = { type: "state"; state: RoomState; receivedAt: number } | { type: "connection"; connection: StreamConnection } | { type: "end"; end: StreamEnd };

const initial: RoomView = { state: null, clockOffset: 0, connection: "connecting", lives: 0, end: null };

function viewReducer(view: RoomView, event: ViewEvent): RoomView {
  switch (event.type) {
    case "state":
      if (!isNewer(view.state, event.state)) return view;
      return { ...view, state: event.state, clockOffset: event.state.serverTime - event.receivedAt };
    case "connection":
      if (view.connection === event.connection) return view;
      return { ...view, connection: event.connection, lives: view.lives + (event.connection === "live" ? 1 : 0) };
    case "end":
      return { ...view, end: event.end };
  }
}

/**
 * Follows the room `code` while mounted, asking with `credentials` (see openRoomStream). `apply`
 * shows a state the page got another way (the answer to a host action) at once.
 */
export function useRoomStream(code: string, credentials: RoomStreamOptions["credentials"]) {
  const [view, dispatch] = useReducer(viewReducer, initial);
  const ask = useEffectEvent(credentials);

  useEffect(
    () =>
      openRoomStream({
        code,
        credentials: (refresh) => ask(refresh),
        onState: (state) => dispatch({ type: "state", state, receivedAt: Date.now() }),
        onConnection: (connection) => dispatch({ type: "connection", connection }),
        onEnd: (end) => dispatch({ type: "end", end }),
      }),
    [code],
  );

  const apply = useCallback((state: RoomState) => dispatch({ type: "state", state, receivedAt: Date.now() }), []);
  const ended = view.end?.reason === "ended" || view.state?.status === "ended";
  return { view, ended, apply };
}
