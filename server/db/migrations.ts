import { Migrator, sql, type Kysely, type Migration } from "kysely";
import type { Database } from "./schema";

/** One statement per query: PGlite's extended protocol runs one statement at a time. */
const statements = (...list: string[]): Migration["up"] => async (db) => {
  for (const statement of list) await sql.raw(statement).execute(db);
};

// Append only, named so that they sort in order. A migration that has shipped is never edited;
// write a new one instead.
const migrations: Record<string, Migration> = {
  // IF NOT EXISTS: databases made by the runner before Kysely's Migrator already hold these tables
  // (recorded in its `schema_migrations` table as version 1), and adopt them here unchanged.
  // `schema_migrations` itself stays, so that a server of that earlier version which restarts
  // during a rolling deploy still finds version 1 applied.
  "0001_decks_cards_entitlements_feedback": {
    up: statements(
      `CREATE TABLE IF NOT EXISTS decks (
        deck_id      text PRIMARY KEY,
        title        text NOT NULL,
        description  text NOT NULL,
        category     text NOT NULL,
        is_premium   boolean NOT NULL DEFAULT false,
        cover_color  text NOT NULL,
        card_count   integer NOT NULL,
        content_hash text NOT NULL,
        updated_at   timestamptz NOT NULL DEFAULT now()
      )`,
      `CREATE TABLE IF NOT EXISTS cards (
        deck_id   text NOT NULL REFERENCES decks(deck_id) ON DELETE CASCADE,
        position  integer NOT NULL,
        question  text NOT NULL,
        follow_up text,
        intensity smallint NOT NULL CHECK (intensity BETWEEN 1 AND 3),
        PRIMARY KEY (deck_id, position)
      )`,
      `CREATE TABLE IF NOT EXISTS entitlements (
        id         serial PRIMARY KEY,
        user_id    text NOT NULL,
        kind       text NOT NULL CHECK (kind IN ('deck', 'all-access')),
        deck_id    text,
        expires_at timestamptz,
        created_at timestamptz NOT NULL DEFAULT now(),
        CHECK ((kind = 'deck') = (deck_id IS NOT NULL))
      )`,
      `CREATE INDEX IF NOT EXISTS entitlements_user ON entitlements (user_id)`,
      `CREATE TABLE IF NOT EXISTS feedback (
        id         serial PRIMARY KEY,
        name       text,
        email      text,
        message    text NOT NULL,
        created_at timestamptz NOT NULL DEFAULT now()
      )`,
    ),
  },
};

/**
 * Brings the schema up to date and answers the names of the migrations it ran. Kysely's Migrator
 * records them in `kysely_migration` and runs them in one transaction under a PostgreSQL advisory
 * lock, so servers starting at once against one database wait for each other and each migration
 * runs once.
 */
export async function migrate(db: Kysely<Database>): Promise<string[]> {
  const migrator = new Migrator({ db, provider: { getMigrations: async () => migrations } });
  const { error, results = [] } = await migrator.migrateToLatest();
  if (error) {
    const failed = results.find((r) => r.status === "Error")?.migrationName;
    const message = error instanceof Error ? error.message : String(error);
    throw new Error(failed ? `Migration ${failed} failed: ${message}` : `Migrating failed: ${message}`, { cause: error });
  }
  return results.filter((r) => r.status === "Success").map((r) => r.migrationName);
}
