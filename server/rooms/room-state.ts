// A room's state as its screens see it (RoomState), from its row. The row is read once per change;
// what changes seldom is kept in memory: who is in the room, until its participants_version moves,
// and its deck's title and cards, which are only ever the content's (room-deck.ts). So one change
// costs one query (or none, when the change's own statement returned the row), whatever the number
// of screens. Each screen reads the deck in its own language (`?lang=`): a state is made in every
// language the room's screens read, the same room in each but for the deck's title and the card's
// text (the same card, by its place in the room's order).
import type { Kysely } from "kysely";
import type { Database } from "../db/schema";
import type { RoomState } from "../../shared/rooms";
import { DEFAULT_LANGUAGE, type Language } from "../../shared/languages";
import { boundedMemory } from "./bounded-memory";
import { roomDecks } from "./room-deck";
import { statusAt } from "./room-lapse";
import { readRoom, type RoomRow } from "./room-repository";
import { presentParticipants } from "./room-seats";

type Participants = { id: string; name: string }[];

export type RoomStates = ReturnType<typeof roomStates>;

/** A room's state in each language asked for, English always among them. */
export type LocalizedStates = ReadonlyMap<Language, RoomState>;

/** The state in this language, else English's. */
export const stateIn = (states: LocalizedStates, language: Language): RoomState => states.get(language) ?? states.get(DEFAULT_LANGUAGE)!;

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
   * The state of a room whose row is at hand, in English and in each of `languages`: the card's
   * text only while it is revealed, and the names (which only the host's screens are sent,
   * room-hub.ts).
   */
  const stateOf = async (row: RoomRow, now: number, languages: Iterable<Language> = []): Promise<LocalizedStates> => {
    const order = JSON.parse(row.card_order) as number[];
    const participants = await participantsOf(row);
    const status = statusAt(row, now, idleMs);
    const revealed = status === "live" && row.face_up && row.position >= 0;
    const inLanguage = async (language: Language): Promise<[Language, RoomState]> => {
      const [{ title, coverColor }, card] = await Promise.all([
        decks.cover(row, language),
        revealed ? decks.cardAt(row, order[row.position], language) : null,
      ]);
      return [
        language,
        {
          code: row.code,
          version: row.version,
          status,
          deck: { deckId: row.deck_id ?? "own", title, coverColor },
          position: row.position,
          total: order.length,
          faceUp: revealed,
          card,
          timer: row.timer_seconds > 0 ? { seconds: row.timer_seconds, running: row.timer_running, leftMs: row.timer_left_ms, endsAt: row.timer_ends_at } : null,
          picked: participants.find((p) => p.id === row.picked_participant_id)?.name ?? null,
          pickedId: participants.some((p) => p.id === row.picked_participant_id) ? row.picked_participant_id : null,
          participantCount: participants.length,
          capacity: row.capacity,
          participants,
          startedAt: row.created_at,
          serverTime: now,
        },
      ];
    };
    return new Map(await Promise.all([...new Set([DEFAULT_LANGUAGE, ...languages])].map(inLanguage)));
  };

  return {
    stateOf,
    /** A room's state read now, in English and in `languages`; null for no such room. */
    async read(code: string, now: number, languages: Iterable<Language> = []): Promise<{ states: LocalizedStates; hostUserId: string } | null> {
      const row = await readRoom(db, code);
      return row ? { states: await stateOf(row, now, languages), hostUserId: row.host_user_id } : null;
    },
  };
}
