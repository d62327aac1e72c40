// Live rooms (a facilitator's workshop): the wire types and rules the page and the server share.
// The server owns every room's state (server/rooms/); the page shows it and sends host actions.
//
// The API, under /api/rooms:
//   POST   /api/rooms                          host (signed in): { deckId, levels, timerSeconds } → 201 RoomCreated
//   GET    /api/rooms/{CODE}                   anyone: → 200 RoomSummary (404 no such room)
//   POST   /api/rooms/{CODE}/participants      anyone: { name } → 201 RoomJoined (404, 409 room_full or
//                                              name_taken, 410 room_ended, 429)
//   DELETE /api/rooms/{CODE}/participants/me   a participant (X-Room-Token) → 204: 'Leave room'
//   DELETE /api/rooms/{CODE}/participants/{id} the host → 204: 'Remove' (the person then reads
//                                              ROOM_MESSAGES.removed)
//   POST   /api/rooms/{CODE}/actions           the host: { action } → 200 RoomState
//   GET    /api/rooms/{CODE}/events            the host (Bearer) or a participant (X-Room-Token):
//                                              a text/event-stream of `state` events (data: RoomState),
//                                              the current state first, a comment every
//                                              ROOM_HEARTBEAT_MS; after the end, one last state with
//                                              status "ended", and the stream closes.
// Errors are the API's usual JSON ({ error, message }), with these messages where the issue fixes them.
// A code that names no room and one the caller may not use (not the host, a token of no one here)
// get the same 404, and both count against the caller's address: ~100 in 10 minutes, then 429 with
// Retry-After on every route that takes a code (the ones the caller proves a place in excepted).
import type { RoomCreated, RoomJoined, RoomState, RoomStatus, RoomSummary } from "./schemas/rooms-answers";

export type { RoomCreated, RoomJoined, RoomState, RoomStatus, RoomSummary };

/** The 32 characters of a room code: A–Z and 2–9 without I, O, 0 and 1 (never read one for another). */
export const ROOM_CODE_ALPHABET = "ABCDEFGHJKLMNPQRSTUVWXYZ23456789";
export const ROOM_CODE_LENGTH = 6;
const ROOM_CODE = /^[A-HJ-NP-Z2-9]{6}$/;

/** A code as typed (any case, spaces and dashes around or inside) → the code, or null. */
export function normalizeRoomCode(text: string): string | null {
  const code = text.replace(/[\s-]/g, "").toUpperCase();
  return ROOM_CODE.test(code) ? code : null;
}

/** Participants a room may hold: a free account's table, or the All-Access Pass's workshop. */
export const ROOM_CAPACITY = { free: 8, pass: 200 } as const;
/** A participant's name: 1–40 characters as a person counts them (shared/text.ts). */
export const MAX_PARTICIPANT_NAME = 40;
/** The server writes to every stream at least this often (a comment when nothing changed). */
export const ROOM_HEARTBEAT_MS = 10_000;
/** A screen that has heard nothing for this long (about two heartbeats) takes its stream for dead. */
export const ROOM_SILENCE_MS = 22_000;
/** A participant none of whose streams has been open for this long no longer holds a seat. */
export const ROOM_SEAT_MS = 2 * 60_000;
/** A room ends this long after the host's last action. */
export const ROOM_IDLE_MS = 12 * 60 * 60 * 1000;
/** The header a participant's requests carry their token in. */
export const ROOM_TOKEN_HEADER = "X-Room-Token";

export const ROOM_MESSAGES = {
  full: "This room is full.",
  ended: "This room has ended.",
  notFound: "There is no room with this code.",
  waiting: "Waiting for the host...",
  reconnecting: "Reconnecting...",
  removed: "The host removed you from this room.",
} as const;

/**
 * What the host can do. `forward` and `back` are a clicker's one step, weighed on the server against
 * the room as it is: forward reveals a face-down card, or moves on from a revealed one (the waiting
 * room: to the first card); back hides a revealed card, or goes to the card before.
 */
export const ROOM_ACTIONS = ["next", "previous", "reveal", "hide", "forward", "back", "start-timer", "pause-timer", "pick", "end"] as const;
export type RoomAction = (typeof ROOM_ACTIONS)[number];

// The answers (RoomCreated, RoomSummary, RoomJoined, RoomState, RoomStatus) are declared as valibot
// schemas in ./schemas/rooms-answers.ts, their types inferred there.
