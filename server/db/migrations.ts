import { sql, type Kysely } from "kysely";
import type { Database } from "./schema";

interface Migration {
  version: number;
  name: string;
  /** One statement per entry: PGlite's extended protocol runs one statement at a time. */
  statements: string[];
}

// Append only. A migration that has shipped is never edited; write a new one instead.
export const migrations: Migration[] = [
  {
    version: 1,
    name: "decks, cards, entitlements, feedback",
    statements: [
      `CREATE TABLE decks (
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
      `CREATE TABLE cards (
        deck_id   text NOT NULL REFERENCES decks(deck_id) ON DELETE CASCADE,
        position  integer NOT NULL,
        question  text NOT NULL,
        follow_up text,
        intensity smallint NOT NULL CHECK (intensity BETWEEN 1 AND 3),
        PRIMARY KEY (deck_id, position)
      )`,
      `CREATE TABLE entitlements (
        id         serial PRIMARY KEY,
        user_id    text NOT NULL,
        kind       text NOT NULL CHECK (kind IN ('deck', 'all-access')),
        deck_id    text,
        expires_at timestamptz,
        created_at timestamptz NOT NULL DEFAULT now(),
        CHECK ((kind = 'deck') = (deck_id IS NOT NULL))
      )`,
      `CREATE INDEX entitlements_user ON entitlements (user_id)`,
      `CREATE TABLE feedback (
        id         serial PRIMARY KEY,
        name       text,
        email      text,
        message    text NOT NULL,
        created_at timestamptz NOT NULL DEFAULT now()
      )`,
    ],
  },
];

export async function migrate(db: Kysely<Database>): Promise<number[]> {
  await sql`CREATE TABLE IF NOT EXISTS schema_migrations (
    version    integer PRIMARY KEY,
    name       text NOT NULL,
    applied_at timestamptz NOT NULL DEFAULT now()
  )`.execute(db);

  const applied = new Set(
    (await db.selectFrom("schema_migrations").select("version").execute()).map((r) => r.version),
  );
  const ran: number[] = [];
  for (const migration of migrations) {
    if (applied.has(migration.version)) continue;
    await db.transaction().execute(async (trx) => {
      for (const statement of migration.statements) await sql.raw(statement).execute(trx);
      await trx
        .insertInto("schema_migrations")
        .values({ version: migration.version, name: migration.name, applied_at: new Date() })
        .execute();
    });
    ran.push(migration.version);
  }
  return ran;
}
