// Rolling restarts and scaled deploys start several servers against one PostgreSQL at the same
// moment: each must come up, every migration must run once and the decks be seeded once.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { loadDeckContent } from "./content/deck-content";
import { createScratchDatabase } from "../tests/support/server/test-databases";
import { startServerProcess, type ServerProcess } from "../tests/support/server/server-process";

const serverUrl = process.env.TEST_DATABASE_URL;
const content = loadDeckContent();
const STARTUP = /(\d+) migration\(s\) applied; decks (\d+) new, (\d+) updated, (\d+) removed, (\d+) unchanged/;

describe.skipIf(!serverUrl)("two servers starting at once on a new PostgreSQL database", () => {
  let scratch: Awaited<ReturnType<typeof createScratchDatabase>>;
  let servers: ServerProcess[] = [];

  beforeAll(async () => {
    scratch = await createScratchDatabase(serverUrl!);
    const starting = [startServerProcess(scratch.url), startServerProcess(scratch.url)];
    const settled = await Promise.allSettled(starting);
    servers = settled.flatMap((s) => (s.status === "fulfilled" ? [s.value] : []));
    const failed = settled.find((s) => s.status === "rejected");
    if (failed) throw failed.reason;
  });

  afterAll(async () => {
    await Promise.all(servers.map((s) => s.stop()));
    await scratch?.drop();
  });

  it("both answer, having run each migration once and seeded the decks once between them", async () => {
    for (const server of servers) {
      expect((await fetch(`${server.url}/api/health`)).status).toBe(200);
      expect(await (await fetch(`${server.url}/api/decks`)).json()).toHaveLength(content.length);
    }
    const startups = servers.map((s) => STARTUP.exec(s.output())?.slice(1).map(Number));
    expect(startups, servers.map((s) => s.output()).join("\n")).not.toContain(undefined);
    const [migrated, inserted] = [0, 1].map((column) => startups.map((numbers) => numbers![column]).sort());

    // One server ran the migrations and inserted the decks; the other found both done.
    expect(migrated[0]).toBe(0);
    expect(migrated[1]).toBeGreaterThan(0);
    expect(inserted).toEqual([0, content.length]);

    const { default: pg } = await import("pg");
    const client = new pg.Client({ connectionString: scratch.url });
    await client.connect();
    try {
      const recorded = await client.query<{ name: string; times: string }>("SELECT name, count(*) AS times FROM kysely_migration GROUP BY name");
      expect(recorded.rows).toHaveLength(migrated[1]);
      expect(recorded.rows.every((row) => Number(row.times) === 1)).toBe(true);
      const cards = await client.query<{ n: string }>("SELECT count(*) AS n FROM cards");
      expect(Number(cards.rows[0].n)).toBe(content.reduce((n, deck) => n + deck.cards.length, 0));
    } finally {
      await client.end();
    }
  });
});
