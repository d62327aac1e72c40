// Who is in a room (room_participants): one row per person who joined, with the seat they hold.
// A participant is present while a screen of theirs is open (seen_at, renewed by the instance that
// holds the stream) and for ROOM_SEAT_MS after the last one closed; then they are away: not
// counted, not picked, their place free for someone else, until a screen of theirs opens again.
// 'Leave room' and the host's 'Remove' end a seat for good (left_at; removed_at for the second).
//
// Every change of who is present goes through the room's row lock (rooms, FOR UPDATE) and bumps its
// participants_version, so the count against the capacity is exact and every screen hears of it.
import { sql, type Kysely, type Transaction } from "kysely";
import type { Database } from "../db/schema";
import { statusAt } from "./room-lapse";
import { bumpParticipants, lockRoom } from "./room-repository";

type Db = Kysely<Database> | Transaction<Database>;

export interface Participant {
  id: string;
  name: string;
}

/** Names compared as a person reads them: "SAM", "sam" and "Ｓａｍ" are one name. */
const nameKey = (name: string) => name.normalize("NFKC").toLocaleLowerCase("und");

/** Who is present now, in the order they joined. */
export async function presentParticipants(db: Db, code: string): Promise<Participant[]> {
  return db
    .selectFrom("room_participants")
    .select(["id", "name"])
    .where("room_code", "=", code)
    .where("left_at", "is", null)
    .where("away", "=", false)
    .orderBy("joined_at")
    .orderBy("id")
    .execute();
}

/** Marks away those of the room (whose row the caller has locked) seen last before `now - seatMs`; true when anyone was. */
async function markAway(trx: Transaction<Database>, code: string, now: number, seatMs: number): Promise<boolean> {
  const away = await trx
    .updateTable("room_participants")
    .set({ away: true })
    .where("room_code", "=", code)
    .where("left_at", "is", null)
    .where("away", "=", false)
    .where("seen_at", "<", now - seatMs)
    .returning("id")
    .execute();
  return away.length > 0;
}

/** Brings the room's seats up to date (those gone quiet too long are away) before who is present counts. */
export async function settleSeats(db: Kysely<Database>, code: string, now: number, seatMs: number): Promise<void> {
  await db.transaction().execute(async (trx) => {
    if (!(await lockRoom(trx, code))) return;
    if (await markAway(trx, code, now, seatMs)) await bumpParticipants(trx, code);
  });
}

export type JoinOutcome = { joined: Participant } | { refused: "not_found" | "ended" | "full" | "name_taken" };

/**
 * Adds a participant unless the room is over or full (counting those present), or someone present
 * already goes by that name.
 */
export async function addParticipant(
  db: Kysely<Database>,
  p: { code: string; id: string; name: string; tokenHash: string; now: number; idleMs: number; seatMs: number },
): Promise<JoinOutcome> {
  return db.transaction().execute(async (trx): Promise<JoinOutcome> => {
    const room = await lockRoom(trx, p.code);
    if (!room) return { refused: "not_found" };
    if (statusAt(room, p.now, p.idleMs) === "ended") return { refused: "ended" };
    const changed = await markAway(trx, p.code, p.now, p.seatMs);
    const present = await presentParticipants(trx, p.code);
    const refusal = present.length >= room.capacity ? "full" : present.some((other) => nameKey(other.name) === nameKey(p.name)) ? "name_taken" : null;
    if (refusal) {
      if (changed) await bumpParticipants(trx, p.code);
      return { refused: refusal };
    }
    await trx
      .insertInto("room_participants")
      .values({ id: p.id, room_code: p.code, name: p.name, token_hash: p.tokenHash, joined_at: p.now, seen_at: p.now })
      .execute();
    await bumpParticipants(trx, p.code);
    return { joined: { id: p.id, name: p.name } };
  });
}

export interface Seat extends Participant {
  /** Still in the room, gone by 'Leave room', or removed by the host. */
  state: "in" | "left" | "removed";
}

/** The participant a token belongs to in this room, in whatever state; null for a token of no one here. */
export async function seatByToken(db: Db, code: string, tokenHash: string): Promise<Seat | null> {
  const row = await db
    .selectFrom("room_participants")
    .select(["id", "name", "left_at", "removed_at"])
    .where("room_code", "=", code)
    .where("token_hash", "=", tokenHash)
    .executeTakeFirst();
  if (!row) return null;
  return { id: row.id, name: row.name, state: row.removed_at !== null ? "removed" : row.left_at !== null ? "left" : "in" };
}

/**
 * A screen of this participant opens: they are present from now on (seen now). One who was away
 * takes a seat again if there is one ("full" if not); one who left or was removed has none.
 */
export async function takeSeat(db: Kysely<Database>, code: string, participantId: string, now: number, seatMs: number): Promise<"present" | "full" | "gone"> {
  const renewed = await db
    .updateTable("room_participants")
    .set({ seen_at: now })
    .where("id", "=", participantId)
    .where("left_at", "is", null)
    .where("away", "=", false)
    .returning("id")
    .executeTakeFirst();
  if (renewed) return "present";
  return db.transaction().execute(async (trx) => {
    const room = await lockRoom(trx, code);
    if (!room) return "gone";
    const seat = await trx.selectFrom("room_participants").select(["left_at", "away"]).where("id", "=", participantId).executeTakeFirst();
    if (!seat || seat.left_at !== null) return "gone";
    const changed = await markAway(trx, code, now, seatMs);
    if (seat.away && (await presentParticipants(trx, code)).length >= room.capacity) {
      if (changed) await bumpParticipants(trx, code);
      return "full";
    }
    await trx.updateTable("room_participants").set({ away: false, seen_at: now }).where("id", "=", participantId).execute();
    await bumpParticipants(trx, code);
    return "present";
  });
}

/** The participants whose screens an instance holds open are seen now (in batches: one statement each). */
export async function renewSeats(db: Kysely<Database>, ids: string[], now: number): Promise<void> {
  for (let i = 0; i < ids.length; i += 1000) {
    await db
      .updateTable("room_participants")
      .set({ seen_at: now })
      .where("id", "in", ids.slice(i, i + 1000))
      .where("left_at", "is", null)
      .where("away", "=", false)
      .execute();
  }
}

/** The rooms where someone has gone quiet past `seatMs`: each is settled (settleSeats) and answered, to be announced. */
export async function sweepSeats(db: Kysely<Database>, now: number, seatMs: number): Promise<string[]> {
  const rooms = await db
    .selectFrom("room_participants")
    .select("room_code")
    .distinct()
    .where("left_at", "is", null)
    .where("away", "=", false)
    .where("seen_at", "<", now - seatMs)
    .limit(500)
    .execute();
  for (const { room_code } of rooms) await settleSeats(db, room_code, now, seatMs);
  return rooms.map((room) => room.room_code);
}

/**
 * Ends a seat for good: 'Leave room', or the host's 'Remove'. False when no one in the room has
 * that id (left already, or never here).
 */
export async function endSeat(db: Kysely<Database>, code: string, participantId: string, now: number, how: "left" | "removed"): Promise<boolean> {
  return db.transaction().execute(async (trx) => {
    if (!(await lockRoom(trx, code))) return false;
    const gone = await trx
      .updateTable("room_participants")
      .set(how === "removed" ? { left_at: now, removed_at: now } : { left_at: now })
      .where("room_code", "=", code)
      .where("id", "=", participantId)
      .where("left_at", "is", null)
      .returning("id")
      .executeTakeFirst();
    if (!gone) return false;
    // Whoever is gone is no longer the one who answers.
    await trx.updateTable("rooms").set({ picked_participant_id: null }).where("code", "=", code).where("picked_participant_id", "=", gone.id).execute();
    await bumpParticipants(trx, code);
    return true;
  });
}

/** A seat's screen closed on this instance with none of theirs left open here: seen now, for the last time. */
export async function releaseSeat(db: Kysely<Database>, participantId: string, now: number): Promise<void> {
  await sql`UPDATE room_participants SET seen_at = greatest(seen_at, ${now}) WHERE id = ${participantId} AND left_at IS NULL AND NOT away`.execute(db);
}
