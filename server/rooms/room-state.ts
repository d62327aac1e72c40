// A room's state as its screens see it (RoomState), from its row. The row is read once per change;
// what changes seldom is kept in memory: who is in the room, until its participants_version moves,
// and its deck's title and cards, which are only ever the content's (room-deck.ts). So one change
// costs one query (or none, when the change's own statement returned the row), whatever the number
// of screens.
import type { Kysely } from "kysely";
import type { Database } from "../db/schema";
import type { RoomState } from "../../shared/rooms";
import { boundedMemory } from "./bounded-memory";
import { roomDecks } from "./room-deck";
import { statusAt } from "./room-lapse";
import { readRoom, type RoomRow } from "./room-repository";
import { presentParticipants } from "./room-seats";

type Participants = { id: string; name: string }[];

export type RoomStates = ReturnType<typeof roomStates>;

/** States of the rooms in `db`, with this instance's memory of names, decks and cards. */
export function roomStates(db: Kysely<Database>, { idleMs }: { idleMs: number }) {
  const names = boundedMemory<{ version: number; list: Participants }>(2000);
  const decks = roomDecks(db);

  const participantsOf = async (row: RoomRow): Promise<Participants> => {
    const known = names.get(row.code);
    if (known && known.version === row.participants_version) return known.list;
    const list = await presentParticipants(db, row.code);
    names.set(row.code, { version: row.participants_version, list });
    return list;
  };

  /**
   * The state of a room whose row is at hand: the card's text only while it is
   * revealed, and the names (which only the host's screens are sent, room-hub.ts).
   */
  const stateOf = async (row: RoomRow, now: number): Promise<RoomState> => {
    const order = JSON.parse(row.card_order) as number[];
    const participants = await participantsOf(row);
    const { title, coverColor } = await decks.cover(row);
    const status = statusAt(row, now, idleMs);
    const revealed = status === "live" && row.face_up && row.position >= 0;
    return {
      code: row.code,
      version: row.version,
      status,
      deck: { deckId: row.deck_id ?? "own", title, coverColor },
      position: row.position,
      total: order.length,
      faceUp: revealed,
      card: revealed ? await decks.cardAt(row, order[row.position]) : null,
      timer: row.timer_seconds > 0 ? { seconds: row.timer_seconds, running: row.timer_running, leftMs: row.timer_left_ms, endsAt: row.timer_ends_at } : null,
      picked: participants.find((p) => p.id === row.picked_participant_id)?.name ?? null,
      pickedId: participants.some((p) => p.id === row.picked_participant_id) ? row.picked_participant_id : null,
      participantCount: participants.length,
      capacity: row.capacity,
      participants,
      startedAt: row.created_at,
      serverTime: now,
    };
  };

  return {
    stateOf,
    /** A room's state read now; null for no such room. */
    async read(code: string, now: number): Promise<{ state: RoomState; hostUserId: string } | null> {
      const row = await readRoom(db, code);
      return row ? { state: await stateOf(row, now), hostUserId: row.host_user_id } : null;
    },
  };
}
