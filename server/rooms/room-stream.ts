// GET /api/rooms/{CODE}/events: a room's live state as Server-Sent Events (Hono's streamSSE), for
// the host (Bearer) or a participant (X-Room-Token). The current state is sent first, so a screen
// that connects late, or again after a dropped connection or a restarted server, is up to date at
// once; then each change (room-hub.ts). A comment every 20 s keeps proxies from closing a quiet
// stream. After the end, the last state is sent and the stream closes.
import type { Context } from "hono";
import { streamSSE } from "hono/streaming";
import type { Kysely } from "kysely";
import type { Database } from "../db/schema";
import { apiError } from "../http/errors";
import { normalizeRoomCode, ROOM_MESSAGES, ROOM_TOKEN_HEADER, type RoomState } from "../../shared/rooms";
import { stateFor, type RoomConnection, type RoomHub } from "./room-hub";
import { participantByToken } from "./room-repository";
import { hashToken } from "./room-input";

const HEARTBEAT_MS = 20_000;

export function roomEvents(db: Kysely<Database>, { hub, now }: { hub: RoomHub; now: () => number }) {
  return async (c: Context) => {
    const code = normalizeRoomCode(c.req.param("code") ?? "");
    const read = code ? await hub.states.read(code, now()) : null;
    if (!code || !read) return apiError(c, 404, "not_found", ROOM_MESSAGES.notFound);
    const caller = c.get("caller");
    const token = c.req.header(ROOM_TOKEN_HEADER);
    let role: RoomConnection["role"];
    let participantId: string | undefined;
    if (token) {
      const participant = await participantByToken(db, code, hashToken(token));
      if (!participant) return apiError(c, 403, "not_in_room", "You are not in this room. Join it again.");
      role = "participant";
      participantId = participant.id;
    } else if (caller) {
      if (caller.sub !== read.hostUserId) return apiError(c, 403, "not_host", "Only the room's host can open this view. Join the room to follow it.");
      role = "host";
    } else {
      return apiError(c, 401, "token_required", `Join the room first: send your room token in ${ROOM_TOKEN_HEADER}.`);
    }
    c.header("Cache-Control", "no-store");
    // No buffering by a proxy in front (nginx and the like): each state goes out as it is written.
    c.header("X-Accel-Buffering", "no");
    return streamSSE(c, async (stream) => {
      let finish!: () => void;
      const finished = new Promise<void>((resolve) => (finish = resolve));
      // Writes in order, and all of them out before the stream is closed (the room's last state).
      let written = Promise.resolve();
      const write = (state: RoomState, json = JSON.stringify(state)) => {
        written = written.then(() => stream.writeSSE({ event: "state", id: String(state.version), data: json })).catch(() => finish());
      };
      const connection: RoomConnection = { role, participantId, version: read.state.version, send: write, close: () => finish() };
      stream.onAbort(() => finish());
      write(stateFor(read.state, role));
      if (read.state.status === "ended") return written;
      const detach = hub.attach(code, connection);
      // A change made between the read above and now is sent at once.
      hub.changed(code);
      const heartbeat = setInterval(() => {
        written = written.then(() => stream.write(": still here\n\n")).then(() => undefined, () => finish());
      }, HEARTBEAT_MS);
      await finished;
      clearInterval(heartbeat);
      detach();
      await written;
    });
  };
}
