// GET /api/rooms/{CODE}/events: a room's live state as Server-Sent Events, for the host (Bearer) or
// a participant (X-Room-Token), once room-door.ts has let them in. The current state is sent first,
// so a screen that connects late, or again after a dropped connection or a restarted server, is up
// to date at once; then each change (room-hub.ts), newest only (snapshot-stream.ts), with a comment
// every ROOM_HEARTBEAT_MS that a screen watches for. After the end, the last state is sent and the
// stream closes. A participant's stream holds their seat (room-seats.ts): opening it takes the seat
// again if they were away, or says the room is full.
import type { Context } from "hono";
import type { Kysely } from "kysely";
import type { Database } from "../db/schema";
import { apiError } from "../http/errors";
import { ROOM_HEARTBEAT_MS, ROOM_MESSAGES } from "../../shared/rooms";
import { stateFor, type RoomConnection, type RoomHub } from "./room-hub";
import { takeSeat } from "./room-seats";
import { snapshotStream, stateEvent } from "./snapshot-stream";
import { stateIn } from "./room-state";
import type { Language } from "../../shared/languages";

/** A state that waits this long for its reader means the reader is gone: its stream is cut. */
const STALL_MS = 45_000;

/** Who opens the stream: the host, or a participant with their seat's id. */
export type StreamHolder = { role: "host"; userId: string } | { role: "participant"; participantId: string };

/** The Node response under this request, when served by @hono/node-server (not in app.request tests). */
const nodeResponse = (c: Context) => (c.env as { outgoing?: { destroy(): void } } | undefined)?.outgoing;

export async function streamRoom(
  c: Context,
  code: string,
  holder: StreamHolder,
  language: Language,
  { db, hub, now, seatMs }: { db: Kysely<Database>; hub: RoomHub; now: () => number; seatMs: number },
): Promise<Response> {
  if (holder.role === "participant") {
    const seat = await takeSeat(db, code, holder.participantId, now(), seatMs);
    if (seat === "full") return apiError(c, 409, "room_full", ROOM_MESSAGES.full);
    if (seat === "gone") return apiError(c, 404, "not_found", ROOM_MESSAGES.notFound);
  }
  const read = await hub.states.read(code, now(), [language]);
  if (!read) return apiError(c, 404, "not_found", ROOM_MESSAGES.notFound);
  const state = stateIn(read.states, language);
  const role = holder.role;
  // What the stream's closures need, taken out of the request's context first: a closure that
  // named `c` would keep the whole context (request, router match, headers) alive as long as the
  // stream, some 5 KB per stream (bench:rooms' heap snapshots).
  const socket = nodeResponse(c);
  const signal = c.req.raw.signal;
  const stream = snapshotStream({ heartbeatMs: ROOM_HEARTBEAT_MS, stallMs: STALL_MS, onStall: () => socket?.destroy() });
  stream.offer(stateEvent(stateFor(state, role)));
  if (state.status === "ended") {
    stream.end();
  } else {
    const connection: RoomConnection = {
      role,
      holder: holder.role === "host" ? holder.userId : holder.participantId,
      language,
      version: state.version,
      send: stream.offer,
      close: () => stream.end(),
    };
    const detach = hub.attach(code, connection);
    void stream.closed.then(detach);
    signal.addEventListener("abort", () => stream.abort(), { once: true });
    // A change made between the read above and now is sent at once.
    hub.changed(code);
  }
  return new Response(stream.body, {
    status: 200,
    headers: {
      "Content-Type": "text/event-stream; charset=utf-8",
      "Cache-Control": "no-store",
      // No buffering by a proxy in front (nginx and the like): each state goes out as it is written.
      "X-Accel-Buffering": "no",
    },
  });
}
