// The rooms' tables (rooms, room_participants): a room's whole state is its row, so any instance
// can serve it. Every change bumps the row's version and NOTIFYs `spark_rooms` with "CODE:version"
// in the same statement or transaction: an instance that hears it reads the committed state
// (room-state.ts, room-hub.ts). The deck a room plays is the decks module's (room-deck.ts asks it).
import { sql, type Kysely, type Transaction } from "kysely";
import type { Database, RoomsTable } from "../db/schema";
import type { Intensity } from "../../shared/api-types";
import type { RoomPlay } from "./room-actions";
import { hasLapsed, lapsedRooms } from "./room-lapse";

export const ROOMS_CHANNEL = "spark_rooms";

type Db = Kysely<Database> | Transaction<Database>;
/** A room's row: all its state but the names and its deck's title and cards. */
export type RoomRow = { [K in keyof RoomsTable]: RoomsTable[K] extends import("kysely").ColumnType<infer S, unknown, unknown> ? S : RoomsTable[K] };

async function notifyChange(db: Db, code: string, version: number) {
  await sql`SELECT pg_notify(${ROOMS_CHANNEL}, ${`${code}:${version}`})`.execute(db);
}

/** A card of a person's own deck as a room keeps it. */
export interface OwnRoomCard {
  question: string;
  followUp: string | null;
  intensity: Intensity;
}

/** What a room plays: a deck of the catalogue, or a person's own as it stands now. */
export type RoomDeck = { deckId: string } | { title: string; cards: OwnRoomCard[] };

export interface NewRoom {
  code: string;
  hostUserId: string;
  deck: RoomDeck;
  levels: Intensity[];
  order: number[];
  timerSeconds: number;
  capacity: number;
  now: number;
}

/** False when the code is taken (the caller draws another). */
export async function insertRoom(db: Kysely<Database>, room: NewRoom): Promise<boolean> {
  const result = await db
    .insertInto("rooms")
    .values({
      code: room.code,
      host_user_id: room.hostUserId,
      ...("deckId" in room.deck
        ? { deck_id: room.deck.deckId }
        : { own_deck_title: room.deck.title, own_deck_cards: JSON.stringify(room.deck.cards) }),
      levels: room.levels.join(","),
      card_order: JSON.stringify(room.order),
      timer_seconds: room.timerSeconds,
      timer_left_ms: room.timerSeconds * 1000,
      capacity: room.capacity,
      created_at: room.now,
      last_host_action_at: room.now,
    })
    .onConflict((oc) => oc.column("code").doNothing())
    .executeTakeFirst();
  return Number(result.numInsertedOrUpdatedRows ?? 0) === 1;
}

/** The room's row; null for no such room. */
export async function readRoom(db: Db, code: string, lock = false): Promise<RoomRow | null> {
  let query = db.selectFrom("rooms").selectAll().where("code", "=", code);
  if (lock) query = query.forUpdate();
  return ((await query.executeTakeFirst()) as RoomRow | undefined) ?? null;
}

const playOf = (row: RoomRow): RoomPlay => ({
  status: row.status,
  position: row.position,
  total: (JSON.parse(row.card_order) as number[]).length,
  faceUp: row.face_up,
  timerSeconds: row.timer_seconds,
  timerRunning: row.timer_running,
  timerLeftMs: row.timer_left_ms,
  timerEndsAt: row.timer_ends_at,
  pickedParticipantId: row.picked_participant_id,
  endedAt: row.ended_at,
});

/** What an action is weighed against besides the room's play. */
export interface RoomFactsForChange {
  hostUserId: string;
  /** The host has done nothing for 12 hours: the room is over (room-lapse.ts). */
  lapsed: boolean;
  /** Who is in the room (read only when asked for: 'Pick someone'). */
  present: string[];
}

const ATTEMPTS = 5;

/**
 * Applies `change` to the room's play and answers the room as it is then, or the
 * change's refusal (nothing is written). The write is one statement that also notifies, and holds
 * only if the room is still at the version the change was weighed against: a host acting from two
 * devices at once has the later action weighed again, never lost.
 */
export async function changeRoom<R>(
  db: Kysely<Database>,
  code: string,
  { now, idleMs, present: readPresent }: { now: number; idleMs: number; present?: () => Promise<string[]> },
  change: (play: RoomPlay, facts: RoomFactsForChange) => { play: RoomPlay } | { refused: R },
): Promise<{ room: RoomRow } | { refused: R } | null> {
  for (let attempt = 0; attempt < ATTEMPTS; attempt++) {
    // Who is present first: bringing the seats up to date may itself move the room's version.
    const present = readPresent ? await readPresent() : [];
    const row = await readRoom(db, code);
    if (!row) return null;
    const outcome = change(playOf(row), { hostUserId: row.host_user_id, lapsed: hasLapsed(row, now, idleMs), present });
    if ("refused" in outcome) return outcome;
    const { play } = outcome;
    const written = await sql<RoomRow & { notified: unknown }>`
      UPDATE rooms SET
        status = ${play.status}, position = ${play.position}, face_up = ${play.faceUp},
        timer_running = ${play.timerRunning}, timer_left_ms = ${play.timerLeftMs}, timer_ends_at = ${play.timerEndsAt},
        picked_participant_id = ${play.pickedParticipantId}, ended_at = ${play.endedAt},
        last_host_action_at = ${now}, version = version + 1
      WHERE code = ${code} AND version = ${row.version}
      RETURNING *, pg_notify(${ROOMS_CHANNEL}, code || ':' || version) AS notified`.execute(db);
    if (written.rows[0]) {
      const { notified: _notified, ...room } = written.rows[0];
      return { room };
    }
  }
  throw new Error(`Room ${code} changed ${ATTEMPTS} times while one action was being applied.`);
}

/** The room's row, locked for the rest of the transaction (who joins is counted under it); null for no such room. */
export async function lockRoom(trx: Transaction<Database>, code: string): Promise<RoomRow | null> {
  return readRoom(trx, code, true);
}

/** Someone joined, left or came back: a new version, and a new list of names. */
export async function bumpParticipants(trx: Transaction<Database>, code: string) {
  const { version } = await trx
    .updateTable("rooms")
    .set({ version: sql<number>`version + 1`, participants_version: sql<number>`participants_version + 1` })
    .where("code", "=", code)
    .returning("version")
    .executeTakeFirstOrThrow();
  await notifyChange(trx, code, version);
}

/** Ends the rooms whose host has done nothing for `idleMs`; answers them, to be announced. */
export async function endLapsedRooms(db: Kysely<Database>, now: number, idleMs: number): Promise<string[]> {
  return db.transaction().execute(async (trx) => {
    const ended = await trx
      .updateTable("rooms")
      .set({ status: "ended", ended_at: now, face_up: false, timer_running: false, timer_ends_at: null, version: sql<number>`version + 1` })
      .where("status", "<>", "ended")
      .where(lapsedRooms(now, idleMs))
      .returning(["code", "version"])
      .execute();
    for (const { code, version } of ended) await notifyChange(trx, code, version);
    return ended.map((room) => room.code);
  });
}
