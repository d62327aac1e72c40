// The figures `npm run stats` prints, from known events: through the repository, the local admin
// route the script asks while the server runs, and the script itself.
import { execFile } from "node:child_process";
import { mkdtempSync, rmSync, writeFileSync } from "node:fs";
import type { AddressInfo } from "node:net";
import os from "node:os";
import path from "node:path";
import { promisify } from "node:util";
import { serve, type ServerType } from "@hono/node-server";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createApp } from "../app";
import { openDatabase, type DatabaseHandle } from "../db/database";
import { migrate } from "../db/migrations";
import { createScratchDatabase, openEmptyDatabase, testDatabases } from "../../tests/support/server/test-databases";
import { localIdentitySettings } from "../../tests/support/server/test-identity";
import type { AnalyticsEvent } from "../../shared/schemas/analytics-events";
import { insertEvents } from "./event-repository";
import { readStats, type AnalyticsStats } from "./stats-repository";

const DAY = 86_400_000;
const root = path.resolve(import.meta.dirname, "../..");

const play = (deck: string, total: number, viewed: number, seconds: number, time: number): AnalyticsEvent => ({
  name: "end_play",
  params: { deck_id: deck, deck_name: deck === "childhood" ? "Childhood" : "Team Building", total_cards: total, cards_viewed: viewed, time_spent: seconds },
  time,
});
const view = (page: string, time: number): AnalyticsEvent => ({ name: "page_view", params: { page_path: page }, time });

/** Four plays and six page views in the window, one of each outside it, and events that count for neither. */
async function storeKnownEvents(db: DatabaseHandle["db"], now: number) {
  await insertEvents(db, {
    clientId: "stats-client-1",
    events: [
      play("childhood", 10, 3, 30, now - 1 * DAY),
      play("childhood", 10, 10, 120, now - 2 * DAY),
      play("childhood", 10, 5, 60, now - 29 * DAY),
      play("team-building", 8, 8, 200, now - 3 * DAY),
      play("childhood", 10, 10, 999, now - 31 * DAY),
      view("/decks", now - 1000),
      view("/decks", now - 2000),
      view("/", now - 3000),
      view("/deck/childhood", now - 4000),
      view("/deck/childhood", now - 5000),
      view("/decks", now - 6000),
      view("/about", now - 40 * DAY),
      { name: "deck_event", params: { category: "Deck", action: "open", deck_id: "childhood" }, time: now },
      { name: "login", params: { method: "cognito" }, time: now },
    ],
  });
}

const expected = (now: number): AnalyticsStats => ({
  since: new Date(now - 30 * DAY).toISOString(),
  days: 30,
  allPlays: { plays: 4, medianCardsViewed: 6.5, medianTimeSpent: 90, reachedLastCardShare: 0.5 },
  decks: [
    { deckId: "childhood", deckName: "Childhood", plays: 3, medianCardsViewed: 5, medianTimeSpent: 60, reachedLastCardShare: 1 / 3 },
    { deckId: "team-building", deckName: "Team Building", plays: 1, medianCardsViewed: 8, medianTimeSpent: 200, reachedLastCardShare: 1 },
  ],
  pageViews: [
    { path: "/decks", views: 3 },
    { path: "/deck/childhood", views: 2 },
    { path: "/", views: 1 },
  ],
});

const LOCAL_IDENTITY = localIdentitySettings("http://127.0.0.1:1");

const runStats = (env: Record<string, string | undefined>, ...args: string[]) =>
  promisify(execFile)(process.execPath, [path.join(root, "scripts", "stats.mjs"), ...args], {
    cwd: root,
    env: { ...process.env, DATABASE_URL: undefined, ...env },
  });

describe.each(testDatabases)("analytics stats on $name", ({ name, target }) => {
  let handle: DatabaseHandle;
  const now = Date.now();

  beforeAll(async () => {
    handle = await openEmptyDatabase(target);
    await migrate(handle.db);
    await storeKnownEvents(handle.db, now);
  });
  afterAll(async () => {
    await handle?.close();
  });

  it("counts plays per deck, the medians, the plays that reached the last card and page views per route for 30 days", async () => {
    expect(await readStats(handle.db, { now: new Date(now) })).toEqual(expected(now));
  });

  it("answers with no plays and empty lists when nothing happened in the window", async () => {
    const empty = await readStats(handle.db, { now: new Date(now + 60 * DAY) });
    expect(empty).toMatchObject({
      allPlays: { plays: 0, medianCardsViewed: null, medianTimeSpent: null, reachedLastCardShare: null },
      decks: [],
      pageViews: [],
    });
  });

  describe("GET /api/admin/stats", () => {
    let server: ServerType;
    let url: string;
    beforeAll(async () => {
      const app = createApp({ db: handle.db, auth: { settings: LOCAL_IDENTITY, verifier: null, adminToken: "stats-admin-token" } });
      server = await new Promise<ServerType>((resolve) => {
        const s = serve({ fetch: app.fetch, port: 0, hostname: "127.0.0.1" }, () => resolve(s));
      });
      url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
    });
    afterAll(async () => {
      await new Promise((resolve) => server?.close(resolve));
    });

    it("answers the figures to a loopback caller with the admin token", async () => {
      const res = await fetch(`${url}/api/admin/stats`, { headers: { "X-Admin-Token": "stats-admin-token" } });
      expect(res.status).toBe(200);
      expect(res.headers.get("cache-control")).toBe("no-store");
      const stats = (await res.json()) as AnalyticsStats;
      expect({ ...stats, since: expected(now).since }).toEqual(expected(now));
    });

    it("answers 401 without the token, 405 to other methods, and is not there outside local mode", async () => {
      expect((await fetch(`${url}/api/admin/stats`)).status).toBe(401);
      expect((await fetch(`${url}/api/admin/stats`, { headers: { "X-Admin-Token": "wrong-token-here!" } })).status).toBe(401);
      const post = await fetch(`${url}/api/admin/stats`, { method: "POST", headers: { "X-Admin-Token": "stats-admin-token" } });
      expect(post.status).toBe(405);
      expect(post.headers.get("allow")).toBe("GET");
      const production = createApp({ db: handle.db, auth: { settings: { ...LOCAL_IDENTITY, localEndpoint: null }, verifier: null, adminToken: "stats-admin-token" } });
      expect((await production.request("/api/admin/stats", { headers: { "X-Admin-Token": "stats-admin-token" } })).status).toBe(404);
    });

    it("answers one client's stored events oldest first, for the end-to-end tests", async () => {
      const res = await fetch(`${url}/api/admin/events?clientId=stats-client-1`, { headers: { "X-Admin-Token": "stats-admin-token" } });
      expect(res.status).toBe(200);
      const { events } = (await res.json()) as { events: { name: string; params: Record<string, unknown>; time: number }[] };
      expect(events).toHaveLength(14);
      expect(events[0]).toMatchObject({ name: "page_view", params: { page_path: "/about" }, time: now - 40 * DAY });
      expect(events.map((e) => e.time)).toEqual([...events.map((e) => e.time)].sort((a, b) => a - b));
      const none = await fetch(`${url}/api/admin/events?clientId=nobody-at-all`, { headers: { "X-Admin-Token": "stats-admin-token" } });
      expect(await none.json()).toEqual({ events: [] });
      expect((await fetch(`${url}/api/admin/events?clientId=x`, { headers: { "X-Admin-Token": "stats-admin-token" } })).status).toBe(400);
      expect((await fetch(`${url}/api/admin/events?clientId=stats-client-1`)).status).toBe(401);
    });

    it("is what npm run stats prints while the local server runs on DATA_DIR", async () => {
      const dataDir = mkdtempSync(path.join(os.tmpdir(), "spark-stats-"));
      try {
        writeFileSync(path.join(dataDir, "admin.json"), JSON.stringify({ url }));
        writeFileSync(path.join(dataDir, "admin-token"), "stats-admin-token\n");
        const { stdout } = await runStats({ DATA_DIR: dataDir });
        expect(stdout).toContain("Plays: 4; median cards viewed 6.5; median time 1 min 30 s; reached the last card: 50%");
        expect(stdout).toMatch(/childhood \(Childhood\)\s+3\s+5\s+1 min 0 s\s+33%/);
        expect(stdout).toMatch(/team-building \(Team Building\)\s+1\s+8\s+3 min 20 s\s+100%/);
        expect(stdout).toMatch(/\/decks\s+3\n\s+\/deck\/childhood\s+2\n\s+\/\s+1/);
        expect(stdout).toContain(`Through the server at ${url}`);
      } finally {
        rmSync(dataDir, { recursive: true, force: true });
      }
    });
  });

  it(`opens the database itself when no server runs (${name === "PGlite" ? "DATA_DIR/pglite" : "DATABASE_URL"})`, async () => {
    const dataDir = mkdtempSync(path.join(os.tmpdir(), "spark-stats-"));
    const scratch = target.kind === "postgres" ? await createScratchDatabase(target.url) : null;
    try {
      const own = await openDatabase(scratch ? { kind: "postgres", url: scratch.url } : { kind: "pglite", dataDir });
      await migrate(own.db);
      await storeKnownEvents(own.db, now);
      await own.close();
      const { stdout } = await runStats({ DATA_DIR: dataDir, DATABASE_URL: scratch?.url }, "--json");
      const stats = JSON.parse(stdout) as AnalyticsStats;
      expect({ ...stats, since: expected(now).since }).toEqual(expected(now));
    } finally {
      await scratch?.drop();
      rmSync(dataDir, { recursive: true, force: true });
    }
  }, 180_000); // a new PGlite folder is made twice (here and by the script): slow on a loaded machine
});
