// The rooms' request bodies (the contract: shared/rooms.ts), checked by the server's routes.
import * as v from "valibot";
import type { Intensity } from "../api-types";
import { fields, typedText } from "./checks";
import { MAX_PARTICIPANT_NAME, ROOM_ACTIONS } from "../rooms";
import { TIMER_CHOICES } from "../table-address";

const LEVELS_MESSAGE = "levels must list at least one of the levels 1 (Light), 2 (Personal) and 3 (Deep).";
const TIMER_MESSAGE = `timerSeconds must be one of ${TIMER_CHOICES.map((choice) => choice.seconds).join(", ")}.`;

/** POST /api/rooms: the deck, the levels in play (at least one, kept in order 1–3) and the seconds per card. */
export const CreateRoomSchema = fields({
  deckId: v.pipe(v.string("deckId must name a deck."), v.minLength(1, "deckId must name a deck."), v.maxLength(100, "deckId must name a deck.")),
  levels: v.pipe(
    v.array(v.picklist([1, 2, 3], LEVELS_MESSAGE), LEVELS_MESSAGE),
    v.minLength(1, LEVELS_MESSAGE),
    v.transform((levels): Intensity[] => ([1, 2, 3] as const).filter((level) => levels.includes(level))),
  ),
  /** Seconds per card, 0 for no timer (one of the table's choices: 0, 30, 60, 120, 180). */
  timerSeconds: v.nullish(
    v.pipe(
      v.number(TIMER_MESSAGE),
      v.check((seconds) => TIMER_CHOICES.some((choice) => choice.seconds === seconds), TIMER_MESSAGE),
    ),
    0,
  ),
}, "Send a JSON object.");
export type CreateRoomInput = v.InferOutput<typeof CreateRoomSchema>;

/** POST /api/rooms/{CODE}/participants: a name by the one text rule (shared/text.ts), on one line, 1–40 characters as seen. */
export const JoinRoomSchema = fields({ name: typedText({ label: "Your name", min: 1, max: MAX_PARTICIPANT_NAME }) }, "Send a JSON object.");

/** POST /api/rooms/{CODE}/actions. */
export const RoomActionSchema = fields({ action: v.picklist(ROOM_ACTIONS, `action must be one of ${ROOM_ACTIONS.join(", ")}.`) }, "Send a JSON object.");
