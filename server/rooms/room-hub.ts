// This instance's open room streams, and how a change reaches them. Every change to a room is
// NOTIFYed on spark_rooms ("CODE:version", room-repository.ts) by whichever instance made it;
// every instance LISTENs, and one that has streams open for that room reads its state once and
// sends it to each of them. So N instances behind a load balancer serve one room, with the
// database as the one place its state lives. Without a listener (an app made for a test) the
// instance hears only its own changes.
import type { Kysely } from "kysely";
import type { Database } from "../db/schema";
import type { Listen } from "../db/notifications";
import type { RoomState } from "../../shared/rooms";
import { ROOM_IDLE_MS } from "../../shared/rooms";
import { endLapsedRooms, ROOMS_CHANNEL } from "./room-repository";
import { roomStates, type RoomStates } from "./room-state";

/** One open stream: the host's (with the names) or a participant's. */
export interface RoomConnection {
  role: "host" | "participant";
  participantId?: string;
  /** The newest version this stream was sent. */
  version: number;
  /** `json` is the state as sent: serialised once for all the room's streams of this role. */
  send(state: RoomState, json: string): void;
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
  attach(code: string, connection: RoomConnection): () => void;
  /** A change this instance made: its streams hear of it without waiting for the notification. */
  changed(code: string): void;
  /** The state after a change this instance made, read already: sent to its streams as it is. */
  publish(state: RoomState): void;
  /** Closes every stream (their screens reconnect, to another instance or this one restarted). */
  stop(): Promise<void>;
}

const SWEEP_MS = 60_000;

/** What a stream of this role may see: the names are the host's only. */
export function stateFor(state: RoomState, role: RoomConnection["role"]): RoomState {
  if (role === "host") return state;
  const { participants: _names, ...rest } = state;
  return rest;
}

export function createRoomHub(db: Kysely<Database>, listen?: Listen, { idleMs = ROOM_IDLE_MS, now = () => Date.now() } = {}): RoomHub {
  const rooms = new Map<string, LocalRoom>();
  const states = roomStates(db, { idleMs });
  let stopped = false;

  const deliver = (code: string, state: RoomState) => {
    const room = rooms.get(code);
    if (!room) return;
    const ended = state.status === "ended";
    const present = new Set(state.participants?.map((p) => p.id));
    const json = { host: "", participant: "" };
    for (const connection of [...room.connections]) {
      if (state.version > connection.version) {
        connection.version = state.version;
        const shown = stateFor(state, connection.role);
        json[connection.role] ||= JSON.stringify(shown);
        connection.send(shown, json[connection.role]);
      }
      const gone = connection.role === "participant" && !present.has(connection.participantId ?? "");
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
      const found = await states.read(code, now());
      if (found) {
        room.known = Math.max(room.known, found.state.version);
        deliver(code, found.state);
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

  return {
    ready,
    states,
    attach(code, connection) {
      let room = rooms.get(code);
      if (!room) {
        room = { connections: new Set(), known: connection.version, loading: false, again: false };
        rooms.set(code, room);
      }
      room.known = Math.max(room.known, connection.version);
      room.connections.add(connection);
      return () => {
        const current = rooms.get(code);
        if (!current) return;
        current.connections.delete(connection);
        if (current.connections.size === 0) rooms.delete(code);
      };
    },
    changed(code) {
      void refresh(code);
    },
    publish(state) {
      const room = rooms.get(state.code);
      if (!room || state.version <= room.known) return;
      room.known = state.version;
      deliver(state.code, state);
    },
    async stop() {
      stopped = true;
      clearInterval(sweep);
      for (const room of rooms.values()) for (const connection of room.connections) connection.close();
      rooms.clear();
      await ready.catch(() => undefined);
      await unlisten?.();
    },
  };
}
