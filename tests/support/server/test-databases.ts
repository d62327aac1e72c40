// The databases the API tests run against: always an in-memory PGlite, and PostgreSQL when
// TEST_DATABASE_URL is set (npm test starts a throw-away server for it).
import { randomBytes } from "node:crypto";
import { readFileSync } from "node:fs";
import pg from "pg";
import { afterAll, beforeAll, inject } from "vitest";
import type { DeckContent } from "../../../server/content/deck-content";
import { openDatabase, type DatabaseHandle, type DatabaseTarget } from "../../../server/db/database";
import { migrate } from "../../../server/db/migrations";
import { seedDecks } from "../../../server/db/seed";

/** A PostgreSQL server of a test's own, which it may stop and start (server/db-outage.test.ts). */
export { postgresAvailable, startPostgres } from "../../../scripts/throwaway-postgres.mjs";

/** An in-memory PGlite started from the run's image of an empty database (pglite-image.ts). */
export function memoryTarget(): DatabaseTarget {
  return { kind: "memory", image: new Blob([readFileSync(inject("pgliteImage"))]) };
}

export const testDatabases: { name: string; target: DatabaseTarget }[] = [
  { name: "PGlite", target: memoryTarget() },
  ...(process.env.TEST_DATABASE_URL
    ? [{ name: "PostgreSQL", target: { kind: "postgres", url: process.env.TEST_DATABASE_URL } as DatabaseTarget }]
    : []),
];

async function runOn(serverUrl: string, statement: string) {
  const client = new pg.Client({ connectionString: serverUrl });
  await client.connect();
  try {
    await client.query(statement);
  } finally {
    await client.end();
  }
}

/**
 * A new, empty database on the PostgreSQL server at `serverUrl`, removed again by drop(): test
 * files run at once, and each gets tables of its own.
 */
export async function createScratchDatabase(serverUrl: string): Promise<{ url: string; drop(): Promise<void> }> {
  const name = `spark_test_${randomBytes(6).toString("hex")}`;
  await runOn(serverUrl, `CREATE DATABASE ${name}`);
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  return { url: url.toString(), drop: () => runOn(serverUrl, `DROP DATABASE IF EXISTS ${name} WITH (FORCE)`) };
}

/** An empty database of the target's kind, opened; closing it removes a PostgreSQL scratch database. */
export async function openEmptyDatabase(target: DatabaseTarget): Promise<DatabaseHandle> {
  if (target.kind !== "postgres") return openDatabase(target);
  const scratch = await createScratchDatabase(target.url);
  const handle = await openDatabase({ kind: "postgres", url: scratch.url });
  return {
    ...handle,
    async close() {
      await handle.close();
      await scratch.drop();
    },
  };
}

/** An empty database of the target's kind, migrated and seeded with `decks`. */
export async function openSeededDatabase(target: DatabaseTarget, decks: DeckContent[]): Promise<DatabaseHandle> {
  const handle = await openEmptyDatabase(target);
  await migrate(handle.db);
  await seedDecks(handle.db, decks);
  return handle;
}

/**
 * For a test file (or a describe block): openSeededDatabase before its tests, closed after them.
 * Call the answer inside a test for the handle.
 */
export function seededDatabaseForFile(target: DatabaseTarget, decks: DeckContent[]): () => DatabaseHandle {
  let handle: DatabaseHandle | undefined;
  beforeAll(async () => {
    handle = await openSeededDatabase(target, decks);
  });
  afterAll(async () => {
    await handle?.close();
  });
  return () => {
    if (!handle) throw new Error("The database opens in beforeAll: ask for it inside a test.");
    return handle;
  };
}
