// When a room is over without its host ending it: once the host has done nothing for `idleMs`
// (ROOM_IDLE_MS, 12 hours). This is the rule's one statement: the door's answers, the screens'
// state, refusing a join or an action, and the sweep that writes such rooms down as ended
// (room-hub.ts) all read it here, so they cannot disagree on the minute a room ends.
import type { ExpressionBuilder } from "kysely";
import type { Database } from "../db/schema";
import type { RoomStatus } from "../../shared/rooms";

/** The latest last host action a room can have had and be lapsed by `now`. */
const lapseCutoff = (now: number, idleMs: number) => now - idleMs;

/** Whether the room has lapsed by `now` (whatever its status says). */
export const hasLapsed = (room: { last_host_action_at: number }, now: number, idleMs: number): boolean =>
  room.last_host_action_at <= lapseCutoff(now, idleMs);

/** The same rule as a condition on the rooms table, for the sweep. */
export const lapsedRooms =
  (now: number, idleMs: number) =>
  (eb: ExpressionBuilder<Database, "rooms">) =>
    eb("rooms.last_host_action_at", "<=", lapseCutoff(now, idleMs));

/** A room's status as everyone is told it: a lapsed room reads as ended before the sweep has written it down. */
export const statusAt = (room: { status: RoomStatus; last_host_action_at: number }, now: number, idleMs: number): RoomStatus =>
  room.status !== "ended" && hasLapsed(room, now, idleMs) ? "ended" : room.status;
