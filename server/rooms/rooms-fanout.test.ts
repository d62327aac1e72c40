// One room, several servers: each server instance has its own connection to the database and its
// own streams; a host action on one reaches a participant on another through LISTEN/NOTIFY within
// a second. A stopped instance (what SIGTERM does to its streams) loses nothing: the participant
// reconnects to another and the room goes on at the same card.
import { serve, type ServerType } from "@hono/node-server";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createApp } from "../app";
import { loadDeckContent } from "../content/deck-content";
import { openDatabase, type DatabaseHandle } from "../db/database";
import { migrate } from "../db/migrations";
import { seedDecks } from "../db/seed";
import { createScratchDatabase, memoryTarget } from "../../tests/support/server/test-databases";
import { testCallers } from "../../tests/support/server/test-billing";
import type { RoomState } from "../../shared/rooms";
import { createRoomHub, type RoomHub } from "./room-hub";
import { act, asParticipant, join, openStream, startRoom, type Fetch } from "../../tests/support/server/rooms-harness";

const content = loadDeckContent();
const free = content.find((d) => !d.isPremium)!;
const serverUrl = process.env.TEST_DATABASE_URL;

interface Instance {
  fetch: Fetch;
  hub: RoomHub;
  stop(): Promise<void>;
}

const callers = testCallers();
const host = callers.as("fanout-host");

/** A server instance: an HTTP server on a loopback port, its app, its hub listening on `database`. */
async function startInstance(database: DatabaseHandle): Promise<Instance> {
  const hub = createRoomHub(database.db, database.listen);
  await hub.ready;
  const app = createApp({ db: database.db, auth: { settings: null, verifier: callers.verifier }, rooms: hub });
  const server: ServerType = await new Promise((resolve) => {
    const started = serve({ fetch: app.fetch, port: 0, hostname: "127.0.0.1" }, () => resolve(started));
  });
  const address = server.address();
  const base = `http://127.0.0.1:${typeof address === "object" && address ? address.port : 0}`;
  return {
    fetch: (url, init) => fetch(`${base}${url}`, init),
    hub,
    async stop() {
      await hub.stop();
      await new Promise((resolve) => server.close(resolve));
    },
  };
}

const targets = [
  {
    name: "PGlite (two instances in one process share it)",
    open: async () => {
      const handle = await openDatabase(memoryTarget());
      await migrate(handle.db);
      await seedDecks(handle.db, content);
      return { handles: [handle, handle], close: () => handle.close() };
    },
  },
  ...(serverUrl
    ? [
        {
          name: "PostgreSQL (each instance its own connections)",
          open: async () => {
            const scratch = await createScratchDatabase(serverUrl);
            const handles = [await openDatabase({ kind: "postgres", url: scratch.url }), await openDatabase({ kind: "postgres", url: scratch.url })];
            await migrate(handles[0].db);
            await seedDecks(handles[0].db, content);
            return {
              handles,
              close: async () => {
                for (const handle of handles) await handle.close();
                await scratch.drop();
              },
            };
          },
        },
      ]
    : []),
];

describe.each(targets)("one room served by two instances on $name", ({ open }) => {
  let database: Awaited<ReturnType<typeof open>>;
  let first: Instance;
  let second: Instance;

  beforeAll(async () => {
    database = await open();
    first = await startInstance(database.handles[0]);
    second = await startInstance(database.handles[1]);
  });
  afterAll(async () => {
    await first?.stop();
    await second?.stop();
    await database?.close();
  });

  it("brings the host's action on one instance to a participant on the other within a second", async () => {
    const code = await startRoom(first.fetch, host, { deckId: free.deckId, levels: [1, 2, 3], timerSeconds: 0 });
    const ana = await join(second.fetch, code, "Ana");
    const onSecond = await openStream(second.fetch, code, asParticipant(ana));
    const hostView = await openStream(first.fetch, code, host);
    // The host's list shows who joined on the other instance.
    await hostView.waitFor((s) => s.participants?.some((p) => p.name === "Ana") === true, 1000);
    for (const action of ["next", "reveal", "next"]) {
      const sent = Date.now();
      const state = (await (await act(first.fetch, code, host, action)).json()) as RoomState;
      await onSecond.waitFor((s) => s.version === state.version, 1000);
      expect(Date.now() - sent).toBeLessThan(1000);
    }
    onSecond.close();
    hostView.close();
  });

  it("goes on at the same card when a participant's instance stops and they reconnect to another", async () => {
    const code = await startRoom(first.fetch, host, { deckId: free.deckId, levels: [1, 2, 3], timerSeconds: 0 });
    const bo = await join(first.fetch, code, "Bo");
    const third = await startInstance(database.handles[1]);
    const onThird = await openStream(third.fetch, code, asParticipant(bo));
    await act(first.fetch, code, host, "next");
    await act(first.fetch, code, host, "next");
    await onThird.waitFor((s) => s.position === 1, 1000);
    // What SIGTERM does (server/main.ts): the instance's streams end, and its screens reconnect.
    await third.stop();
    await onThird.closed;
    const again = await openStream(second.fetch, code, asParticipant(bo));
    expect(await again.waitFor(() => true, 1000)).toMatchObject({ position: 1, status: "live" });
    const state = (await (await act(first.fetch, code, host, "next")).json()) as RoomState;
    expect((await again.waitFor((s) => s.version === state.version, 1000)).position).toBe(2);
    again.close();
  });
});
