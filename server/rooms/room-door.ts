// Every route that takes a room code comes through here. A code that names no room, and one the
// caller may not use (no host of it, no token of anyone in it), get the same 404, and both are
// counted against the caller's address; once it has used its budget (limits.roomCodes: ~100 in 10
// minutes) every such route answers it 429 with Retry-After, real rooms included, so guessing
// finds nothing. Those who prove a place in the room (its host's bearer token, a token of someone
// in it) always get in: a workshop behind one router is never locked out by another's typos.
import type { Context } from "hono";
import type { Kysely } from "kysely";
import type { Database } from "../db/schema";
import { apiError } from "../http/errors";
import { tooManyRequests, type Limiter } from "../http/rate-limit";
import { normalizeRoomCode, ROOM_MESSAGES, ROOM_TOKEN_HEADER, type RoomStatus } from "../../shared/rooms";
import { roomDecks } from "./room-deck";
import { statusAt } from "./room-lapse";
import { readRoom } from "./room-repository";
import { seatByToken, type Seat } from "./room-seats";
import { hashToken } from "./room-input";
import { requestedLanguage } from "../http/language-param";

export interface RoomFacts {
  code: string;
  hostUserId: string;
  deckTitle: string;
  /** Ended, or lapsed (room-lapse.ts). */
  status: RoomStatus;
}

export type RoomMember = { room: RoomFacts; role: "host" } | { room: RoomFacts; role: "participant"; seat: Seat };

export interface RoomDoorOptions {
  /** Codes that led nowhere, per address. */
  codes: Limiter;
  /** The rate-limit key of the caller's address. */
  addressKey: (c: Context) => string;
  now: () => number;
  idleMs: number;
}

export function roomDoor(db: Kysely<Database>, { codes, addressKey, now, idleMs }: RoomDoorOptions) {
  const decks = roomDecks(db);
  const limited = (c: Context, seconds: number) => tooManyRequests(c, seconds, "Too many room codes tried from this address.");

  /** A code that led nowhere: counted, then 404 (or 429 once the budget is spent). */
  const nowhere = async (c: Context) => {
    const taken = await codes.take(addressKey(c));
    return taken.ok ? apiError(c, 404, "not_found", ROOM_MESSAGES.notFound) : limited(c, taken.retryAfterSeconds);
  };
  const roomOf = async (c: Context): Promise<RoomFacts | null> => {
    const code = normalizeRoomCode(c.req.param("code") ?? "");
    const at = now();
    const row = code ? await readRoom(db, code) : null;
    if (!row) return null;
    // The title in the language the caller reads (`?lang=`, checked by the route), else English.
    const { title } = await decks.cover(row, requestedLanguage(c) ?? undefined);
    return { code: row.code, hostUserId: row.host_user_id, deckTitle: title, status: statusAt(row, at, idleMs) };
  };

  return {
    /** A code that led nowhere, found so by the route itself: counted, then 404 (or 429 once the budget is spent). */
    nowhere,

    /** The room a code names, for anyone (its summary, joining). */
    async room(c: Context): Promise<RoomFacts | Response> {
      const budget = await codes.peek(addressKey(c));
      if (!budget.ok) return limited(c, budget.retryAfterSeconds);
      return (await roomOf(c)) ?? nowhere(c);
    },

    /**
     * The room and who in it asks: its host (a signed-in caller who started it, when `host`) or a
     * participant (by the X-Room-Token of someone who joined it and has not left, when
     * `participant`; one the host removed is let through, to be told so).
     */
    async member(c: Context, { host = false, participant = false }: { host?: boolean; participant?: boolean }): Promise<RoomMember | Response> {
      const token = participant ? c.req.header(ROOM_TOKEN_HEADER) : undefined;
      const caller = host ? c.get("caller") : null;
      if (token || caller) {
        const room = await roomOf(c);
        if (room && token) {
          const seat = await seatByToken(db, room.code, hashToken(token));
          if (seat && seat.state !== "left") return { room, role: "participant", seat };
        } else if (room && caller && caller.sub === room.hostUserId) {
          return { room, role: "host" };
        }
      }
      const budget = await codes.peek(addressKey(c));
      if (!budget.ok) return limited(c, budget.retryAfterSeconds);
      return nowhere(c);
    },
  };
}
