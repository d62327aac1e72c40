// Live rooms under /api/rooms (the contract: shared/rooms.ts). The host is a signed-in person
// (the Bearer check has set the caller); a participant is whoever holds a token the join gave
// them (X-Room-Token). Every rule that several people share is checked here: who may act, who
// may read, how many may join, how often an address may try a code.
import { randomBytes, randomInt } from "node:crypto";
import { Hono, type Context } from "hono";
import type { Kysely } from "kysely";
import type { Database } from "../db/schema";
import { apiError, methodNotAllowed } from "../http/errors";
import { limitBody } from "../http/body-limit";
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
  ROOM_TOKEN_HEADER,
  type RoomCreated,
  type RoomJoined,
  type RoomState,
  type RoomSummary,
} from "../../shared/rooms";
import { applyAction, type RoomPlay } from "./room-actions";
import type { RoomHub } from "./room-hub";
import { addParticipant, changeRoom, findRoom, insertRoom, removeParticipant, type OwnRoomCard, type RoomDeck } from "./room-repository";
import { checkAction, checkName, checkRoomSettings, hashToken, jsonObject } from "./room-input";
import { roomEvents } from "./room-stream";

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
  limiters: { create: Limiter; codes: Limiter; joins: Limiter };
  /** The rate-limit key of the caller's address. */
  addressKey: (c: Context) => string;
  now?: () => number;
  idleMs?: number;
}

const newCode = () => Array.from({ length: ROOM_CODE_LENGTH }, () => ROOM_CODE_ALPHABET[randomInt(ROOM_CODE_ALPHABET.length)]).join("");
const newSeed = () => Array.from({ length: 10 }, () => "abcdefghijklmnopqrstuvwxyz0123456789"[randomInt(36)]).join("");

export function roomRoutes(db: Kysely<Database>, access: RoomAccess, options: RoomRouteOptions) {
  const { hub, limiters, addressKey, now = () => Date.now(), idleMs = ROOM_IDLE_MS } = options;
  const routes = new Hono();
  routes.use("*", async (c, next) => {
    await next();
    // Live state: never kept by a cache, the service worker's included.
    c.header("Cache-Control", "no-store");
  });
  routes.use("*", limitBody(MAX_BODY_BYTES));

  const signIn = (c: Context) => apiError(c, 401, "sign_in_required", "Sign in to host a live room.");
  const noRoom = (c: Context) => apiError(c, 404, "not_found", ROOM_MESSAGES.notFound);

  /**
   * The room a path names. Codes that name no room are counted against the caller's address:
   * guessing codes runs into a 429 long before it finds a room, while a whole workshop behind one
   * address joining a real room at once counts nothing.
   */
  const roomFromPath = async (c: Context) => {
    const key = addressKey(c);
    const blocked = await limiters.codes.peek(key);
    if (!blocked.ok) return tooManyRequests(c, blocked.retryAfterSeconds, "Too many room codes tried from this address.");
    const code = normalizeRoomCode(c.req.param("code") ?? "");
    const room = code ? await findRoom(db, code, idleMs, now()) : null;
    if (room) return room;
    const taken = await limiters.codes.take(key);
    if (!taken.ok) return tooManyRequests(c, taken.retryAfterSeconds, "Too many room codes tried from this address.");
    return noRoom(c);
  };

  routes.post("/", async (c) => {
    const caller = c.get("caller");
    if (!caller) return signIn(c);
    const body = await jsonObject(c);
    if (body instanceof Response) return body;
    const settings = checkRoomSettings(body);
    if (!settings.ok) return apiError(c, 400, "validation_error", settings.message);
    const { deckId, levels, timerSeconds } = settings.value;
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
    const room = await roomFromPath(c);
    if (room instanceof Response) return room;
    return c.json<RoomSummary>({ code: room.code, deckTitle: room.deckTitle, status: room.status });
  });

  routes.post("/:code/participants", async (c) => {
    const room = await roomFromPath(c);
    if (room instanceof Response) return room;
    const body = await jsonObject(c);
    if (body instanceof Response) return body;
    const name = checkName(body.name);
    if (!name.ok) return apiError(c, 400, "validation_error", name.message);
    const taken = await limiters.joins.take(addressKey(c));
    if (!taken.ok) return tooManyRequests(c, taken.retryAfterSeconds, "Too many joins from this address.");
    const token = randomBytes(24).toString("base64url");
    const participantId = randomBytes(9).toString("base64url");
    const outcome = await addParticipant(db, { code: room.code, id: participantId, name: name.value, tokenHash: hashToken(token), now: now(), idleMs });
    if (outcome === "not_found") return noRoom(c);
    if (outcome === "ended") return apiError(c, 410, "room_ended", ROOM_MESSAGES.ended);
    if (outcome === "full") return apiError(c, 409, "room_full", ROOM_MESSAGES.full);
    hub.changed(room.code);
    return c.json<RoomJoined>({ participantId, token, name: name.value }, 201);
  });

  routes.delete("/:code/participants/me", async (c) => {
    const code = normalizeRoomCode(c.req.param("code"));
    const token = c.req.header(ROOM_TOKEN_HEADER);
    if (!code || !token) return apiError(c, 401, "token_required", `Send your room token in ${ROOM_TOKEN_HEADER}.`);
    if (!(await removeParticipant(db, code, hashToken(token), now()))) return apiError(c, 404, "not_found", "You are not in this room.");
    hub.changed(code);
    return c.body(null, 204);
  });

  routes.post("/:code/actions", async (c) => {
    const caller = c.get("caller");
    if (!caller) return signIn(c);
    const code = normalizeRoomCode(c.req.param("code"));
    if (!code) return noRoom(c);
    const body = await jsonObject(c);
    if (body instanceof Response) return body;
    const action = checkAction(body.action);
    if (!action.ok) return apiError(c, 400, "validation_error", action.message);
    const at = now();
    type Refusal = { status: 403 | 409 | 410; error: string; message: string };
    const outcome = await changeRoom(db, code, { now: at, idleMs, withPresent: action.value === "pick" }, (play, facts): { play: RoomPlay } | { refused: Refusal } => {
      if (facts.hostUserId !== caller.sub) return { refused: { status: 403, error: "not_host", message: "Only the room's host can do this." } };
      if (facts.lapsed) return { refused: { status: 410, error: "room_ended", message: ROOM_MESSAGES.ended } };
      const result = applyAction(play, action.value, at, facts.present, randomInt);
      return result.ok ? { play: result.play } : { refused: result };
    });
    if (!outcome) return noRoom(c);
    if ("refused" in outcome) return apiError(c, outcome.refused.status, outcome.refused.error, outcome.refused.message);
    // The new state, from the row the change returned: the host's answer, and what this
    // instance's screens are sent (other instances hear of it through the database).
    const state = await hub.states.stateOf(outcome.room, now());
    hub.publish(state);
    return c.json<RoomState>(state);
  });

  routes.get("/:code/events", roomEvents(db, { hub, now }));

  routes.all("/", methodNotAllowed(["POST"]));
  routes.all("/:code", methodNotAllowed(["GET"]));
  routes.all("/:code/participants", methodNotAllowed(["POST"]));
  routes.all("/:code/participants/me", methodNotAllowed(["DELETE"]));
  routes.all("/:code/actions", methodNotAllowed(["POST"]));
  routes.all("/:code/events", methodNotAllowed(["GET"]));
  return routes;
}
