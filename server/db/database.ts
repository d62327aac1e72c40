import { mkdirSync } from "node:fs";
import path from "node:path";
import { Kysely, PostgresDialect } from "kysely";
import type { Database } from "./schema";
import { reportDatabaseUnavailable } from "./database-errors";
import { pglitePool } from "./pglite-pool";
import { pgliteListen, postgresListen, type Listen } from "./notifications";

export type DatabaseTarget =
  | { kind: "postgres"; url: string }
  | { kind: "pglite"; dataDir: string }
  /**
   * In memory, gone when closed. `image` (a dumpDataDir tarball) starts it from a copy of an
   * existing database instead of a new one: the API tests open dozens, and a new one's initdb is
   * most of each opening's cost.
   */
  | { kind: "memory"; image?: Blob };

export interface DatabaseHandle {
  db: Kysely<Database>;
  target: DatabaseTarget["kind"];
  /** LISTEN on a channel (notifications.ts): what every instance on this database hears. */
  listen: Listen;
  close(): Promise<void>;
}

export async function openDatabase(target: DatabaseTarget): Promise<DatabaseHandle> {
  let dialect: PostgresDialect;
  let listen: Listen;
  if (target.kind === "postgres") {
    listen = postgresListen(target.url);
    const pg = await import("pg");
    // COUNT(*) and BIGINT columns come back as JS numbers: our counts are far below 2^53.
    pg.default.types.setTypeParser(20, (value) => Number.parseInt(value, 10));
    // A server that does not answer at all (a dropped network) fails a request after 10 s with
    // 503 database_unavailable, instead of holding it until the client gives up.
    const pool = new pg.default.Pool({ connectionString: target.url, max: 10, connectionTimeoutMillis: 10_000 });
    // When PostgreSQL stops or the network drops, every open connection emits 'error': an idle one
    // through the pool's 'error', one lent to a query on the client itself. An 'error' event
    // nobody listens to throws and would end the process, so both are listened to. The broken
    // connections leave the pool by themselves (the query in flight fails, and its request gets a
    // 503); new ones are opened once the server is back.
    pool.on("error", (error) => reportDatabaseUnavailable("an idle connection failed", error));
    pool.on("connect", (client) => client.on("error", () => undefined));
    dialect = new PostgresDialect({ pool });
  } else {
    const { PGlite } = await import("@electric-sql/pglite");
    let pglite;
    if (target.kind === "pglite") {
      const dir = path.resolve(target.dataDir, "pglite");
      mkdirSync(dir, { recursive: true });
      pglite = await PGlite.create(dir);
    } else {
      pglite = await PGlite.create(target.image ? { loadDataDir: target.image } : {});
    }
    dialect = new PostgresDialect({ pool: pglitePool(pglite) });
    listen = pgliteListen(pglite);
  }
  const db = new Kysely<Database>({ dialect });
  return { db, target: target.kind, listen, close: () => db.destroy() };
}
