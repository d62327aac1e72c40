// This instance's open room streams, and how a change reaches them. Every change to a room is
// NOTIFYed on spark_rooms ("CODE:version", room-repository.ts) by whichever instance made it;
// every instance LISTENs, and one that has streams open for that room reads its state once and
// sends it to each of them. So N instances behind a load balancer serve one room, with the
// database as the one place its state lives. Without a listener (an app made for a test) the
// instance hears only its own changes.
//
// The instance also keeps the seats of the participants whose screens it holds: renewed while a
// screen is open (room-seats.ts), let go when the last one closes, and swept for those gone quiet
// on any instance, so every host sees who is present. A person has at most a few streams per room
// here; one more closes their oldest (a reload whose old connection has not been noticed yet).
import type { Kysely } from "kysely";
import type { Database } from "../db/schema";
import type { Listen } from "../db/notifications";
import type { RoomState } from "../../shared/rooms";
import { ROOM_IDLE_MS, ROOM_SEAT_MS } from "../../shared/rooms";
import { endLapsedRooms, ROOMS_CHANNEL } from "./room-repository";
import { releaseSeat, renewSeats, sweepSeats } from "./room-seats";
import { roomStates, stateIn, type LocalizedStates, type RoomStates } from "./room-state";
import type { Language } from "../../shared/languages";
import { stateEvent } from "./snapshot-stream";

/** One open stream: the host's (with the names) or a participant's. */
export interface RoomConnection {
  role: "host" | "participant";
  /** Whose screen it is: the participant's id, or the host's user id. */
  holder: string;
  /** The language the screen reads the deck in (`?lang=`). */
  language: Language;
  /** The newest version this stream was sent. */
  version: number;
  /** `event` is the state as an SSE event's bytes: made once for all the room's streams of this role and language. */
  send(event: Uint8Array): void;
  /** The room ended, the participant left, or the server is stopping. */
  close(): void;
}

interface LocalRoom {
  connections: Set<RoomConnection>;
  /** The newest version heard of or read. */
  known: number;
  loading: boolean;
  again: boolean;
}

export interface RoomHub {
  /** Listening (when there is a listener): await before serving. */
  ready: Promise<void>;
  /** Rooms' states, with this instance's memory of names and cards (room-state.ts). */
  states: RoomStates;
  /** How long a seat outlasts its last screen (ROOM_SEAT_MS; tests make it short). */
  seatMs: number;
  attach(code: string, connection: RoomConnection): () => void;
  /** A change this instance made: its streams hear of it without waiting for the notification. */
  changed(code: string): void;
  /** The languages this instance's screens of a room read it in: a state published must hold each. */
  languagesOf(code: string): Set<Language>;
  /** The state after a change this instance made, read already: sent to its streams as it is. */
  publish(states: LocalizedStates): void;
  /** Closes every stream (their screens reconnect, to another instance or this one restarted). */
  stop(): Promise<void>;
}

const SWEEP_MS = 60_000;
/** How often the seats of this instance's screens are renewed, and quiet ones looked for (at most). */
const SEATS_MS = 15_000;
/** Streams one person may hold open on one room here: a host's laptop and phone, a participant's reloads. */
export const STREAMS_PER_PERSON = { host: 6, participant: 4 } as const;

/** What a stream of this role may see: the names are the host's only. */
export function stateFor(state: RoomState, role: RoomConnection["role"]): RoomState {
  if (role === "host") return state;
  const { participants: _names, ...rest } = state;
  return rest;
}

export function createRoomHub(db: Kysely<Database>, listen?: Listen, { idleMs = ROOM_IDLE_MS, seatMs = ROOM_SEAT_MS, now = () => Date.now() } = {}): RoomHub {
  const rooms = new Map<string, LocalRoom>();
  /** Open participant streams here, per participant. */
  const seats = new Map<string, number>();
  const states = roomStates(db, { idleMs });
  let stopped = false;

  const languagesOf = (code: string) => new Set([...(rooms.get(code)?.connections ?? [])].map((connection) => connection.language));

  const deliver = (code: string, states: LocalizedStates) => {
    const room = rooms.get(code);
    if (!room) return;
    const state = stateIn(states, "en");
    const ended = state.status === "ended";
    const present = new Set(state.participants?.map((p) => p.id));
    const events = new Map<string, Uint8Array>();
    for (const connection of [...room.connections]) {
      // A state older than the stream's own says nothing of who is in the room now.
      if (state.version < connection.version) continue;
      if (state.version > connection.version) {
        connection.version = state.version;
        const kind = `${connection.role}:${connection.language}`;
        let event = events.get(kind);
        if (!event) events.set(kind, (event = stateEvent(stateFor(stateIn(states, connection.language), connection.role))));
        connection.send(event);
      }
      // Left, removed, or taken for away: the screen reconnects and hears which.
      const gone = connection.role === "participant" && !present.has(connection.holder);
      if (ended || gone) connection.close();
    }
  };

  const refresh = async (code: string): Promise<void> => {
    const room = rooms.get(code);
    if (!room || stopped) return;
    if (room.loading) {
      room.again = true;
      return;
    }
    room.loading = true;
    try {
      const found = await states.read(code, now(), languagesOf(code));
      if (found) {
        room.known = Math.max(room.known, stateIn(found.states, "en").version);
        deliver(code, found.states);
      }
    } catch (error) {
      console.error(`Room ${code}: its state could not be read for its screens:`, error instanceof Error ? error.message : error);
    } finally {
      room.loading = false;
      if (room.again) {
        room.again = false;
        void refresh(code);
      }
    }
  };

  const heard = (payload: string) => {
    const [code, version] = payload.split(":");
    const room = rooms.get(code);
    if (!room) return;
    const heardVersion = Number(version);
    // Our own change, already sent: nothing new.
    if (Number.isFinite(heardVersion) && heardVersion <= room.known && !room.loading) return;
    void refresh(code);
  };

  let unlisten: (() => Promise<void>) | null = null;
  const ready = listen
    ? listen(ROOMS_CHANNEL, { onPayload: heard, onResync: () => rooms.forEach((_room, code) => void refresh(code)) }).then((stop) => {
        unlisten = stop;
      })
    : Promise.resolve();

  // Rooms whose host has gone quiet for 12 hours end, announced like any change. A lapsed room
  // reads as ended anyway: the sweep is for the screens still open, so an instance sweeps only
  // while it has some. The update makes the first instance's sweep the only one that finds anything.
  const sweep = setInterval(() => {
    if (rooms.size === 0 || stopped) return;
    endLapsedRooms(db, now(), idleMs)
      .then((codes) => codes.forEach((code) => void refresh(code)))
      .catch((error: unknown) => console.error("Ending lapsed rooms failed:", error instanceof Error ? error.message : error));
  }, SWEEP_MS);
  sweep.unref();

  // Seats: those whose screens are open here are seen now; those seen nowhere for ROOM_SEAT_MS are
  // away (the rooms they were in are announced, on whichever instance holds their host's screen).
  const seatTimer = setInterval(() => {
    if (rooms.size === 0 || stopped) return;
    const at = now();
    renewSeats(db, [...seats.keys()], at)
      .then(() => sweepSeats(db, at, seatMs))
      .then((codes) => codes.forEach((code) => void refresh(code)))
      .catch((error: unknown) => console.error("Keeping rooms' seats failed:", error instanceof Error ? error.message : error));
  }, Math.min(SEATS_MS, seatMs / 4));
  seatTimer.unref();

  return {
    ready,
    states,
    seatMs,
    attach(code, connection) {
      let room = rooms.get(code);
      if (!room) {
        room = { connections: new Set(), known: connection.version, loading: false, again: false };
        rooms.set(code, room);
      }
      room.known = Math.max(room.known, connection.version);
      // One stream too many for this person here: their oldest goes (Sets keep the order of adding).
      const theirs = [...room.connections].filter((other) => other.role === connection.role && other.holder === connection.holder);
      if (theirs.length >= STREAMS_PER_PERSON[connection.role]) theirs[0].close();
      room.connections.add(connection);
      if (connection.role === "participant") seats.set(connection.holder, (seats.get(connection.holder) ?? 0) + 1);
      let detached = false;
      return () => {
        if (detached) return;
        detached = true;
        if (connection.role === "participant") {
          const left = (seats.get(connection.holder) ?? 1) - 1;
          if (left > 0) seats.set(connection.holder, left);
          else {
            seats.delete(connection.holder);
            if (!stopped) releaseSeat(db, connection.holder, now()).catch((error: unknown) => console.error("Letting a seat go failed:", error instanceof Error ? error.message : error));
          }
        }
        const current = rooms.get(code);
        if (!current) return;
        current.connections.delete(connection);
        if (current.connections.size === 0) rooms.delete(code);
      };
    },
    changed(code) {
      void refresh(code);
    },
    languagesOf,
    publish(states) {
      const state = stateIn(states, "en");
      const room = rooms.get(state.code);
      if (!room || state.version <= room.known) return;
      room.known = state.version;
      deliver(state.code, states);
    },
    async stop() {
      stopped = true;
      clearInterval(sweep);
      clearInterval(seatTimer);
      for (const room of rooms.values()) for (const connection of room.connections) connection.close();
      rooms.clear();
      await ready.catch(() => undefined);
      await unlisten?.();
    },
  };
}
