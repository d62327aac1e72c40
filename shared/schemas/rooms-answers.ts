// The answers of the rooms API (the contract: shared/rooms.ts), each declared as a valibot schema
// with its TypeScript type inferred; shared/rooms.ts exports the types under the names the page and
// the server import (`import type`, so the contract loads no schema code). The page does not check
// these answers at run time; server/answer-schemas.test.ts holds them to the server.
import * as v from "valibot";
import { Count, IntensitySchema } from "./answers";

/** POST /api/rooms → 201. */
export const RoomCreatedSchema = v.object({
  code: v.string(),
});

export type RoomCreated = v.InferOutput<typeof RoomCreatedSchema>;

/** waiting: no card shown yet; live: a card is on screen; ended: the host ended it, or it lapsed. */
const RoomStatusSchema = v.picklist(["waiting", "live", "ended"]);

export type RoomStatus = v.InferOutput<typeof RoomStatusSchema>;

/** What anyone may know of a room from its code (the join page shows it). */
export const RoomSummarySchema = v.object({
  code: v.string(),
  deckTitle: v.string(),
  status: RoomStatusSchema,
});

export type RoomSummary = v.InferOutput<typeof RoomSummarySchema>;

/** POST /api/rooms/{CODE}/participants → 201. */
export const RoomJoinedSchema = v.object({
  participantId: v.string(),
  /** The participant's secret for this room: the X-Room-Token header of their later requests. */
  token: v.string(),
  name: v.string(),
});

export type RoomJoined = v.InferOutput<typeof RoomJoinedSchema>;

/** A room as its screens show it: the answer to a host's action, and each `state` event of its stream. */
export const RoomStateSchema = v.object({
  code: v.string(),
  /** Increases with every change: a screen ignores a state older than the one it shows. */
  version: Count,
  status: RoomStatusSchema,
  deck: v.object({ deckId: v.string(), title: v.string(), coverColor: v.string() }),
  /** The position of the card on screen in the room's order (0-based), -1 before the first card. */
  position: v.pipe(v.number(), v.integer(), v.minValue(-1)),
  /** Cards in the room's order (the deck's cards at the room's levels). */
  total: Count,
  faceUp: v.boolean(),
  /** The card's text: only while it is revealed, and only the card on screen. */
  card: v.nullable(v.object({ question: v.string(), followUp: v.nullable(v.string()), intensity: IntensitySchema })),
  /** Null when the room has no timer. */
  timer: v.nullable(
    v.object({
      seconds: Count,
      running: v.boolean(),
      /** Milliseconds left when not running; while running, see endsAt. */
      leftMs: v.number(),
      /** When it reaches zero (server clock, epoch ms) while running, else null. */
      endsAt: v.nullable(v.number()),
    }),
  ),
  /** The name of who answers ('Pick someone'), until the card changes; pickedId is theirs. */
  picked: v.nullable(v.string()),
  pickedId: v.nullable(v.string()),
  /** Those present: joined, not gone, and with a screen open now or within ROOM_SEAT_MS. */
  participantCount: Count,
  capacity: Count,
  /** Only in the host's stream and answers: who is present, in the order they joined. */
  participants: v.optional(v.array(v.object({ id: v.string(), name: v.string() }))),
  /** When the room was started (server clock, epoch ms): 'End room' counts its length from it. */
  startedAt: v.number(),
  /** The server's clock when this was sent (epoch ms): a screen corrects its own clock by it. */
  serverTime: v.number(),
});

export type RoomState = v.InferOutput<typeof RoomStateSchema>;
