// A deploy restarts the server (SIGTERM) in the middle of a room: the open streams end at once, so
// the server stops promptly instead of waiting for them; the participant reconnects to the new
// server and the room goes on at the same card. The production server as its own process, with
// sign-in on the local identity emulator (the host is a real account).
import { mkdtempSync, rmSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { loadDeckContent } from "../content/deck-content";
import { startServerProcess, type ServerProcess } from "../../tests/support/server/server-process";
import { createScratchDatabase } from "../../tests/support/server/test-databases";
import { signUpAndSignIn, startTestIdentity, type TestIdentity } from "../../tests/support/server/test-identity";
import type { RoomState } from "../../shared/rooms";
import { act, asParticipant, join, openStream, startRoom, type Fetch } from "../../tests/support/server/rooms-harness";

const free = loadDeckContent().find((d) => !d.isPremium)!;

describe("a room across a server restart", () => {
  let identity: TestIdentity;
  // PostgreSQL when the run has one (a database of this file's own), else PGlite in DATA_DIR.
  let scratch: Awaited<ReturnType<typeof createScratchDatabase>> | null = null;
  const dataDir = mkdtempSync(path.join(os.tmpdir(), "spark-rooms-restart-"));
  const servers: ServerProcess[] = [];

  const start = async () => {
    const { settings } = identity;
    const server = await startServerProcess(scratch?.url, {
      DATA_DIR: dataDir,
      COGNITO_LOCAL_ENDPOINT: settings.localEndpoint!,
      COGNITO_LOCAL_KEY: settings.localKey!,
      COGNITO_USER_POOL_ID: settings.userPoolId,
      COGNITO_CLIENT_ID: settings.clientId,
      COGNITO_AUTH_FLOW: "USER_PASSWORD_AUTH",
    });
    servers.push(server);
    return server;
  };
  const on = (server: ServerProcess): Fetch => (url, init) => fetch(`${server.url}${url}`, init);

  beforeAll(async () => {
    identity = await startTestIdentity();
    if (process.env.TEST_DATABASE_URL) scratch = await createScratchDatabase(process.env.TEST_DATABASE_URL);
  });
  afterAll(async () => {
    for (const server of servers) await server.stop();
    await identity?.stop();
    await scratch?.drop();
    rmSync(dataDir, { recursive: true, force: true });
  });

  it("ends the streams on SIGTERM, stops promptly, and goes on at the same card on the next server", async () => {
    const first = await start();
    const { tokens } = await signUpAndSignIn((init) => fetch(`${first.url}/identity/`, init), identity.settings.clientId, `host-${Date.now()}@example.com`);
    const host = { Authorization: `Bearer ${tokens.AccessToken}` };
    const code = await startRoom(on(first), host, { deckId: free.deckId, levels: [1, 2, 3], timerSeconds: 0 });
    const ana = await join(on(first), code, "Ana");
    const view = await openStream(on(first), code, asParticipant(ana));
    await act(on(first), code, host, "next");
    await act(on(first), code, host, "next");
    await view.waitFor((s) => s.position === 1, 2000);

    const stopping = Date.now();
    first.kill("SIGTERM");
    await view.closed;
    expect(await first.exited).toBe(0);
    // Well within the 10 s a request in flight may take: the streams did not hold it up.
    expect(Date.now() - stopping).toBeLessThan(5000);

    const second = await start();
    const again = await openStream(on(second), code, asParticipant(ana));
    expect(await again.waitFor(() => true, 2000)).toMatchObject({ position: 1, status: "live" });
    const state = (await (await act(on(second), code, host, "next")).json()) as RoomState;
    expect((await again.waitFor((s) => s.version === state.version, 1000)).position).toBe(2);
    again.close();
  });
});
