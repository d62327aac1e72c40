import type { PGlite } from "@electric-sql/pglite";
import type { PostgresPool, PostgresPoolClient, PostgresQueryResult } from "kysely";

type Command = PostgresQueryResult<unknown>["command"];

function commandOf(sql: string): Command {
  const word = sql.trimStart().slice(0, 6).toUpperCase();
  if (word.startsWith("INSERT")) return "INSERT";
  if (word.startsWith("UPDATE")) return "UPDATE";
  if (word.startsWith("DELETE")) return "DELETE";
  if (word.startsWith("MERGE")) return "MERGE";
  return "SELECT";
}

/**
 * Lets Kysely's PostgresDialect drive an embedded PGlite. PGlite is a single connection, so
 * connections are handed out one at a time: a transaction never interleaves with another query.
 */
export function pglitePool(db: PGlite): PostgresPool {
  let queue: Promise<void> = Promise.resolve();

  return {
    async connect(): Promise<PostgresPoolClient> {
      let release!: () => void;
      const previous = queue;
      queue = new Promise<void>((resolve) => (release = resolve));
      await previous;
      const client = {
        async query(sql: string, parameters: readonly unknown[]) {
          const result = await db.query(sql, parameters as unknown[]);
          return {
            command: commandOf(sql),
            rowCount: result.affectedRows ?? result.rows.length,
            rows: result.rows,
          };
        },
        release,
      };
      return client as unknown as PostgresPoolClient;
    },
    async end() {
      await queue;
      await db.close();
    },
  };
}
