// A room's state as its screens see it (RoomState), from its row. The row is read once per change;
// what changes seldom is kept in memory: who is in the room, until its participants_version moves,
// and the cards' text, which is only ever the content's. So one change costs one query (or none,
// when the change's own statement returned the row), whatever the number of screens.
import type { Kysely } from "kysely";
import type { Database } from "../db/schema";
import type { Intensity } from "../../shared/api-types";
import type { RoomState } from "../../shared/rooms";
import { roomWithDeck, type OwnRoomCard, type RoomWithDeck } from "./room-repository";
import { presentParticipants } from "./room-seats";

type Participants = { id: string; name: string }[];
type CardText = NonNullable<RoomState["card"]>;

/** Bounded memories, the oldest entry forgotten first. */
function memory<V>(limit: number) {
  const entries = new Map<string, V>();
  return {
    get: (key: string) => entries.get(key),
    set(key: string, value: V) {
      entries.delete(key);
      entries.set(key, value);
      if (entries.size > limit) entries.delete(entries.keys().next().value!);
    },
  };
}

export type RoomStates = ReturnType<typeof roomStates>;

/** States of the rooms in `db`, with this instance's memory of names and cards. */
export function roomStates(db: Kysely<Database>, { idleMs }: { idleMs: number }) {
  const names = memory<{ version: number; list: Participants }>(2000);
  const cards = memory<CardText>(5000);

  const participantsOf = async (row: RoomWithDeck): Promise<Participants> => {
    const known = names.get(row.code);
    if (known && known.version === row.participants_version) return known.list;
    const list = await presentParticipants(db, row.code);
    names.set(row.code, { version: row.participants_version, list });
    return list;
  };

  // A person's own deck, as its room keeps it: read once per room.
  const ownDecks = memory<OwnRoomCard[]>(500);
  const ownCardAt = (row: RoomWithDeck, position: number): CardText | null => {
    let list = ownDecks.get(row.code);
    if (!list) ownDecks.set(row.code, (list = JSON.parse(row.own_deck_cards ?? "[]") as OwnRoomCard[]));
    return list[position] ?? null;
  };

  const cardAt = async (row: RoomWithDeck, position: number): Promise<CardText | null> => {
    const deckId = row.deck_id;
    if (deckId === null) return ownCardAt(row, position);
    const key = `${deckId}:${position}`;
    const known = cards.get(key);
    if (known) return known;
    const card = await db.selectFrom("cards").select(["question", "follow_up", "intensity"]).where("deck_id", "=", deckId).where("position", "=", position).executeTakeFirst();
    if (!card) return null;
    const text = { question: card.question, followUp: card.follow_up, intensity: card.intensity as Intensity };
    cards.set(key, text);
    return text;
  };

  /**
   * The state of a room whose row (with its deck) is at hand: the card's text only while it is
   * revealed, and the names (which only the host's screens are sent, room-hub.ts).
   */
  const stateOf = async (row: RoomWithDeck, now: number): Promise<RoomState> => {
    const order = JSON.parse(row.card_order) as number[];
    const participants = await participantsOf(row);
    // A lapsed room reads as ended before the sweep (room-hub.ts) has written it down.
    const status = row.status !== "ended" && now - row.last_host_action_at >= idleMs ? "ended" : row.status;
    const revealed = status === "live" && row.face_up && row.position >= 0;
    return {
      code: row.code,
      version: row.version,
      status,
      deck: { deckId: row.deck_id ?? "own", title: row.title, coverColor: row.cover_color },
      position: row.position,
      total: order.length,
      faceUp: revealed,
      card: revealed ? await cardAt(row, order[row.position]) : null,
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
      const row = await roomWithDeck(db, code);
      return row ? { state: await stateOf(row, now), hostUserId: row.host_user_id } : null;
    },
  };
}
