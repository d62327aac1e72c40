// A stream whose reader never reads must cost the server one state, not a queue of every state
// since: three such streams stay open on a real server while the host acts fast with a big room,
// and the server's heap stays flat. (Before, each new state waited in line behind the last on a
// sleeping stream: 56 KB per host action with a 37 KB state.)
import { connect, type Socket } from "node:net";
import { setFlagsFromString } from "node:v8";
import { runInNewContext } from "node:vm";
import { serve, type ServerType } from "@hono/node-server";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createApp } from "../app";
import { loadDeckContent } from "../content/deck-content";
import { openDatabase, type DatabaseHandle } from "../db/database";
import { migrate } from "../db/migrations";
import { seedDecks } from "../db/seed";
import { changeEntitlement } from "../entitlements/entitlement-repository";
import { memoryTarget } from "../../tests/support/server/test-databases";
import { testCallers } from "../../tests/support/server/test-billing";
import { createRoomHub, type RoomHub } from "./room-hub";
import { act, json, startRoom, type Fetch } from "../../tests/support/server/rooms-harness";

const content = loadDeckContent();
const free = content.find((d) => !d.isPremium)!;
const ACTIONS = 600;

setFlagsFromString("--expose-gc");
const gc = runInNewContext("gc") as () => void;
const heapAfterCollecting = () => {
  gc();
  gc();
  return process.memoryUsage().heapUsed + process.memoryUsage().arrayBuffers;
};

describe("streams whose readers never read", () => {
  let handle: DatabaseHandle;
  let hub: RoomHub;
  let server: ServerType;
  let port = 0;
  const callers = testCallers();
  const host = callers.as("busy-host");
  const fetch: Fetch = (url, init) => globalThis.fetch(`http://127.0.0.1:${port}${url}`, init);
  const sleepers: Socket[] = [];

  beforeAll(async () => {
    handle = await openDatabase(memoryTarget());
    await migrate(handle.db);
    await seedDecks(handle.db, content);
    // The pass: a room of 200, whose host's state carries 200 names.
    await changeEntitlement(handle.db, { userId: "busy-host", deckId: null });
    hub = createRoomHub(handle.db);
    const app = createApp({
      db: handle.db,
      auth: { settings: null, verifier: callers.verifier },
      rooms: hub,
      rateLimits: { limits: { roomActions: { points: 100_000, windowMs: 60_000 }, roomJoins: { points: 100_000, windowMs: 60_000 } } },
    });
    server = await new Promise((resolve) => {
      const started = serve({ fetch: app.fetch, port: 0, hostname: "127.0.0.1" }, () => resolve(started));
    });
    const address = server.address();
    port = typeof address === "object" && address ? address.port : 0;
  });
  afterAll(async () => {
    sleepers.forEach((socket) => socket.destroy());
    await hub?.stop();
    await new Promise((resolve) => server?.close(resolve));
    await handle?.close();
  });

  it("holds the newest state for each, so the heap stays flat while the host acts fast", { timeout: 120_000 }, async () => {
    const code = await startRoom(fetch, host, { deckId: free.deckId, levels: [1, 2, 3], timerSeconds: 0 });
    for (let i = 0; i < 200; i++) {
      const res = await fetch(`/api/rooms/${code}/participants`, json({ name: `Participant number ${i} with a long name` }));
      expect(res.status).toBe(201);
    }
    // Three of the host's screens open their stream and then never read a byte.
    const token = host.Authorization;
    for (let i = 0; i < 3; i++) {
      const socket = connect(port, "127.0.0.1");
      socket.write(`GET /api/rooms/${code}/events HTTP/1.1\r\nHost: 127.0.0.1\r\nAuthorization: ${token}\r\nAccept: text/event-stream\r\n\r\n`);
      socket.pause();
      sleepers.push(socket);
    }
    const state = (await (await act(fetch, code, host, "next")).json()) as { participants: unknown[] };
    const stateBytes = JSON.stringify(state).length;
    expect(state.participants).toHaveLength(200);

    // Warm up (the sockets' kernel buffers fill first), then measure over the rest.
    for (let i = 0; i < ACTIONS / 3; i++) await act(fetch, code, host, i % 2 ? "reveal" : "hide");
    const before = heapAfterCollecting();
    for (let i = 0; i < ACTIONS; i++) await act(fetch, code, host, i % 2 ? "reveal" : "hide");
    const grown = heapAfterCollecting() - before;
    // Queued, the three streams would hold ACTIONS states each: ACTIONS × 3 × stateBytes (~25 MB).
    console.log(`heap grew ${(grown / 1024).toFixed(0)} KB over ${ACTIONS} actions with 3 sleeping streams of a ${(stateBytes / 1024).toFixed(1)} KB state`);
    expect(grown).toBeLessThan((ACTIONS * 3 * stateBytes) / 10);
  });
});
