// Live rooms under /api/rooms (the contract: shared/rooms.ts). The host is a signed-in person
// (the Bearer check has set the caller); a participant is whoever holds a token the join gave
// them (X-Room-Token). Every rule that several people share is checked here: who may act, who
// may read, how many may join, how often an address may try a code.
import { randomBytes, randomInt } from "node:crypto";
import { Hono, type Context } from "hono";
import { createMiddleware } from "hono/factory";
import type { Kysely } from "kysely";
import type { Database } from "../db/schema";
import { apiError, methodNotAllowed } from "../http/errors";
import { limitBody } from "../http/body-limit";
import { jsonBody } from "../http/json-body";
import { invalidLanguage, requestedLanguage } from "../http/language-param";
import { tooManyRequests, type Limiter } from "../http/rate-limit";
import { findDeckFacts, readIntensitiesFrom } from "../decks/deck-repository";
import { tableOrder } from "../../shared/table-order";
import type { Intensity } from "../../shared/api-types";
import { OWN_DECK_ID } from "../../shared/own-decks";
import {
  normalizeRoomCode,
  ROOM_CAPACITY,
  ROOM_CODE_ALPHABET,
  ROOM_CODE_LENGTH,
  ROOM_IDLE_MS,
  ROOM_MESSAGES,
  type RoomCreated,
  type RoomJoined,
  type RoomState,
  type RoomSummary,
} from "../../shared/rooms";
import { CreateRoomSchema, JoinRoomSchema, RoomActionSchema } from "../../shared/schemas/rooms";
import { applyAction, type RoomPlay } from "./room-actions";
import { roomDoor } from "./room-door";
import type { RoomHub } from "./room-hub";
import { changeRoom, insertRoom, type OwnRoomCard, type RoomDeck } from "./room-repository";
import { addParticipant, endSeat, presentParticipants, settleSeats } from "./room-seats";
import { hashToken } from "./room-input";
import { streamRoom } from "./room-stream";
import { stateIn } from "./room-state";

const MAX_BODY_BYTES = 1024;

export interface RoomAccess {
  /** Whether this person may read the whole deck (a free deck, or one they own or have the pass for). */
  mayReadDeck(userId: string, deckId: string): Promise<boolean>;
  /** A deck of this person's own (not another's): its title and the cards they may read; null when they have none of that id. */
  ownDeck(userId: string, deckId: string): Promise<{ title: string; cards: OwnRoomCard[] } | null>;
  /** Whether this person holds the All-Access Pass now (a room of 200 instead of 8). */
  hasPass(userId: string): Promise<boolean>;
}

export interface RoomRouteOptions {
  hub: RoomHub;
  /**
   * create: rooms started, per host; codes: codes that led nowhere, per address (room-door.ts);
   * joins: per address; actions: host actions, per host; streams: streams opened, per person.
   */
  limiters: { create: Limiter; codes: Limiter; joins: Limiter; actions: Limiter; streams: Limiter };
  /** The rate-limit key of the caller's address. */
  addressKey: (c: Context) => string;
  now?: () => number;
  idleMs?: number;
}

const nameTaken = (name: string) => `Someone in this room is already called ${name}. Add an initial, or choose another name.`;

const newCode = () => Array.from({ length: ROOM_CODE_LENGTH }, () => ROOM_CODE_ALPHABET[randomInt(ROOM_CODE_ALPHABET.length)]).join("");
const newSeed = () => Array.from({ length: 10 }, () => "abcdefghijklmnopqrstuvwxyz0123456789"[randomInt(36)]).join("");

export function roomRoutes(db: Kysely<Database>, access: RoomAccess, options: RoomRouteOptions) {
  const { hub, limiters, addressKey, now = () => Date.now(), idleMs = ROOM_IDLE_MS } = options;
  const { seatMs } = hub;
  const door = roomDoor(db, { codes: limiters.codes, addressKey, now, idleMs });
  const routes = new Hono();
  routes.use("*", async (c, next) => {
    await next();
    // Live state: never kept by a cache, the service worker's included.
    c.header("Cache-Control", "no-store");
  });
  routes.use("*", limitBody(MAX_BODY_BYTES));

  const signIn = (c: Context) => apiError(c, 401, "sign_in_required", "Sign in to host a live room.");

  /** A host's request: signed in, else 401 before its body is read. */
  const host = createMiddleware(async (c, next) => (c.get("caller") ? next() : signIn(c)));
  const body = { unsupported: "Send the request as application/json." };

  routes.post("/", host, jsonBody(CreateRoomSchema, body), async (c) => {
    const caller = c.get("caller")!;
    const { deckId, levels, timerSeconds } = c.req.valid("json");
    let deck: RoomDeck;
    let intensities: Intensity[];
    if (OWN_DECK_ID.test(deckId)) {
      // A deck of the host's own: as it stands now, with the cards the host may read.
      const own = await access.ownDeck(caller.sub, deckId);
      if (!own) return apiError(c, 404, "not_found", "Deck not found");
      deck = own;
      intensities = own.cards.map((card) => card.intensity);
    } else {
      const facts = await findDeckFacts(db, deckId);
      if (!facts) return apiError(c, 404, "not_found", "Deck not found");
      if (facts.isPremium && !(await access.mayReadDeck(caller.sub, deckId))) {
        return apiError(c, 403, "deck_locked", "Unlock this deck (or get the All-Access Pass) to host a room with it.");
      }
      deck = { deckId };
      intensities = await readIntensitiesFrom(db, deckId, 0);
    }
    const order = tableOrder(newSeed(), levels, intensities);
    if (!order || order.length === 0) return apiError(c, 400, "validation_error", "This deck has no cards at these levels.");
    const taken = await limiters.create.take(`user:${caller.sub}`);
    if (!taken.ok) return tooManyRequests(c, taken.retryAfterSeconds, "Too many rooms started.");
    const capacity = (await access.hasPass(caller.sub)) ? ROOM_CAPACITY.pass : ROOM_CAPACITY.free;
    for (let attempt = 0; attempt < 8; attempt++) {
      const code = newCode();
      if (await insertRoom(db, { code, hostUserId: caller.sub, deck, levels, order, timerSeconds, capacity, now: now() })) {
        return c.json<RoomCreated>({ code }, 201);
      }
    }
    return apiError(c, 503, "no_code", "No room code was free. Please try again.");
  });

  routes.get("/:code", async (c) => {
    if (!requestedLanguage(c)) return invalidLanguage(c);
    const room = await door.room(c);
    if (room instanceof Response) return room;
    return c.json<RoomSummary>({ code: room.code, deckTitle: room.deckTitle, status: room.status });
  });

  routes.post("/:code/participants", jsonBody(JoinRoomSchema, body), async (c) => {
    const { name } = c.req.valid("json");
    const room = await door.room(c);
    if (room instanceof Response) return room;
    const taken = await limiters.joins.take(addressKey(c));
    if (!taken.ok) return tooManyRequests(c, taken.retryAfterSeconds, "Too many joins from this address.");
    const token = randomBytes(24).toString("base64url");
    const participantId = randomBytes(9).toString("base64url");
    const outcome = await addParticipant(db, { code: room.code, id: participantId, name, tokenHash: hashToken(token), now: now(), idleMs, seatMs });
    if ("refused" in outcome) {
      switch (outcome.refused) {
        case "not_found":
          return apiError(c, 404, "not_found", ROOM_MESSAGES.notFound);
        case "ended":
          return apiError(c, 410, "room_ended", ROOM_MESSAGES.ended);
        case "full":
          return apiError(c, 409, "room_full", ROOM_MESSAGES.full);
        case "name_taken":
          return apiError(c, 409, "name_taken", nameTaken(name));
      }
    }
    hub.changed(room.code);
    return c.json<RoomJoined>({ participantId, token, name }, 201);
  });

  routes.delete("/:code/participants/me", async (c) => {
    const member = await door.member(c, { participant: true });
    if (member instanceof Response) return member;
    if (member.role !== "participant" || !(await endSeat(db, member.room.code, member.seat.id, now(), "left"))) {
      return apiError(c, 404, "not_found", "You are not in this room.");
    }
    hub.changed(member.room.code);
    return c.body(null, 204);
  });

  // 'Remove': the host takes someone out of the room; their screens hear it at once.
  routes.delete("/:code/participants/:id", async (c) => {
    const caller = c.get("caller");
    if (!caller) return signIn(c);
    const member = await door.member(c, { host: true });
    if (member instanceof Response) return member;
    if (!(await endSeat(db, member.room.code, c.req.param("id"), now(), "removed"))) {
      return apiError(c, 404, "not_found", "There is no one of that id in this room.");
    }
    hub.changed(member.room.code);
    return c.body(null, 204);
  });

  routes.post("/:code/actions", host, jsonBody(RoomActionSchema, body), async (c) => {
    // The host's answer is in the host's language (`?lang=`); each screen gets its own.
    const language = requestedLanguage(c);
    if (!language) return invalidLanguage(c);
    const caller = c.get("caller")!;
    const { action } = c.req.valid("json");
    const code = normalizeRoomCode(c.req.param("code"));
    if (!code) return door.nowhere(c);
    const taken = await limiters.actions.take(`user:${caller.sub}`);
    if (!taken.ok) return tooManyRequests(c, taken.retryAfterSeconds, "Too many actions in a short time.");
    const at = now();
    // 'Pick someone' picks among those present, with the seats brought up to date first.
    const present = action === "pick" ? async () => (await settleSeats(db, code, at, seatMs), (await presentParticipants(db, code)).map((p) => p.id)) : undefined;
    type Refusal = { status: 409 | 410; error: string; message: string } | "not_host";
    // The room's own row says whose it is (one read, not a door's and then the change's).
    const outcome = await changeRoom(db, code, { now: at, idleMs, present }, (play, facts): { play: RoomPlay } | { refused: Refusal } => {
      if (facts.hostUserId !== caller.sub) return { refused: "not_host" };
      if (facts.lapsed) return { refused: { status: 410, error: "room_ended", message: ROOM_MESSAGES.ended } };
      const result = applyAction(play, action, at, facts.present, randomInt);
      return result.ok ? { play: result.play } : { refused: result };
    });
    if (!outcome) return door.nowhere(c);
    if ("refused" in outcome) {
      const refusal = outcome.refused;
      return refusal === "not_host" ? door.nowhere(c) : apiError(c, refusal.status, refusal.error, refusal.message);
    }
    // The new state, from the row the change returned: the host's answer, and what this
    // instance's screens are sent (other instances hear of it through the database).
    const states = await hub.states.stateOf(outcome.room, now(), [...hub.languagesOf(code), language]);
    hub.publish(states);
    return c.json<RoomState>(stateIn(states, language));
  });

  routes.get("/:code/events", async (c) => {
    const language = requestedLanguage(c);
    if (!language) return invalidLanguage(c);
    const member = await door.member(c, { host: true, participant: true });
    if (member instanceof Response) return member;
    if (member.role === "participant" && member.seat.state === "removed") return apiError(c, 403, "removed", ROOM_MESSAGES.removed);
    const holder = member.role === "host" ? { role: "host" as const, userId: member.room.hostUserId } : { role: "participant" as const, participantId: member.seat.id };
    const taken = await limiters.streams.take(member.role === "host" ? `host:${member.room.hostUserId}` : `participant:${member.seat.id}`);
    if (!taken.ok) return tooManyRequests(c, taken.retryAfterSeconds, "Too many connections opened to this room.");
    return streamRoom(c, member.room.code, holder, language, { db, hub, now, seatMs });
  });

  routes.all("/", methodNotAllowed(["POST"]));
  routes.all("/:code", methodNotAllowed(["GET"]));
  routes.all("/:code/participants", methodNotAllowed(["POST"]));
  routes.all("/:code/participants/:id", methodNotAllowed(["DELETE"]));
  routes.all("/:code/actions", methodNotAllowed(["POST"]));
  routes.all("/:code/events", methodNotAllowed(["GET"]));
  return routes;
}
