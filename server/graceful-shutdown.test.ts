// A deploy stops the old server with SIGTERM while people are mid-request: every request already
// sent is answered in full, then the server stops accepting, closes its database and exits 0.
import { Agent, request } from "node:http";
import { connect } from "node:net";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { loadDeckContent } from "./content/deck-content";
import { startServerProcess, type ServerProcess } from "../tests/support/server/server-process";

const premium = loadDeckContent().find((d) => d.isPremium)!;
const CONNECTIONS = 50;

/** One GET on its own connection, opened now; resolves with the status and the whole body (or the error). */
function get(url: string, agent: Agent): Promise<{ status: number; body: string; at: number } | { error: string }> {
  return new Promise((resolve) => {
    const req = request(url, { agent }, (res) => {
      let body = "";
      res.setEncoding("utf8");
      res.on("data", (chunk: string) => (body += chunk));
      res.on("end", () => resolve({ status: res.statusCode ?? 0, body, at: Date.now() }));
      res.on("error", (error) => resolve({ error: error.message }));
    });
    req.on("error", (error) => resolve({ error: error.message }));
    req.end();
  });
}

function refused(port: number): Promise<boolean> {
  return new Promise((resolve) => {
    const socket = connect(port, "127.0.0.1");
    socket.once("connect", () => {
      socket.destroy();
      resolve(false);
    });
    socket.once("error", () => resolve(true));
  });
}

describe("stopping the server with SIGTERM during a burst", () => {
  let server: ServerProcess;

  beforeAll(async () => {
    server = await startServerProcess();
  }, 60_000);
  afterAll(async () => {
    await server?.stop();
  });

  it("answers every request already sent, then closes the database and exits 0", { timeout: 60_000 }, async () => {
    const url = `${server.url}/api/decks/${premium.deckId}/cards`;
    // Open the connections first, as browsers hold them (keep-alive), so that every request of the
    // burst goes on a connection the server has accepted. (One still in the listen queue when the
    // server stops listening is reset by the kernel: a load balancer's retry covers that one.)
    const agent = new Agent({ keepAlive: true, maxSockets: CONNECTIONS });
    const warm = await Promise.all(Array.from({ length: CONNECTIONS }, () => get(url, agent)));
    expect(warm.filter((a) => !("status" in a) || a.status !== 200)).toEqual([]);
    // A premium deck for a visitor is read from the database on every request: each takes a while.
    const burst = Array.from({ length: CONNECTIONS }, () => get(url, agent));
    // SIGTERM as soon as the first answer is back: the rest are in flight.
    await Promise.race(burst);
    server.kill("SIGTERM");
    const signalled = Date.now();
    const answers = await Promise.all(burst);
    // The test means something only if requests were still in flight when the signal went.
    expect(answers.filter((a) => "at" in a && a.at > signalled).length).toBeGreaterThan(CONNECTIONS / 4);

    const failed = answers.filter((a) => !("status" in a) || a.status !== 200);
    expect(failed).toEqual([]);
    for (const answer of answers) {
      const deck = JSON.parse((answer as { body: string }).body) as { deckId: string; cards: unknown[] };
      expect(deck.deckId).toBe(premium.deckId);
      expect(deck.cards).toHaveLength(5);
    }
    expect(await server.exited).toBe(0);
    expect(server.output()).toMatch(/SIGTERM: no new connections/);
    expect(server.output()).toMatch(/Stopped: every request answered, the database closed\./);
    expect(await refused(Number(new URL(server.url).port))).toBe(true);
    agent.destroy();
  });
});
