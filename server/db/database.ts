import { mkdirSync } from "node:fs";
import path from "node:path";
import { Kysely, PostgresDialect } from "kysely";
import type { Database } from "./schema";
import { pglitePool } from "./pglite-pool";

export type DatabaseTarget =
  | { kind: "postgres"; url: string }
  | { kind: "pglite"; dataDir: string }
  | { kind: "memory" };

export interface DatabaseHandle {
  db: Kysely<Database>;
  target: DatabaseTarget["kind"];
  close(): Promise<void>;
}

export async function openDatabase(target: DatabaseTarget): Promise<DatabaseHandle> {
  let dialect: PostgresDialect;
  if (target.kind === "postgres") {
    const pg = await import("pg");
    // COUNT(*) and BIGINT columns come back as JS numbers: our counts are far below 2^53.
    pg.default.types.setTypeParser(20, (value) => Number.parseInt(value, 10));
    dialect = new PostgresDialect({
      pool: new pg.default.Pool({ connectionString: target.url, max: 10 }),
    });
  } else {
    const { PGlite } = await import("@electric-sql/pglite");
    let pglite;
    if (target.kind === "pglite") {
      const dir = path.resolve(target.dataDir, "pglite");
      mkdirSync(dir, { recursive: true });
      pglite = await PGlite.create(dir);
    } else {
      pglite = await PGlite.create();
    }
    dialect = new PostgresDialect({ pool: pglitePool(pglite) });
  }
  const db = new Kysely<Database>({ dialect });
  return { db, target: target.kind, close: () => db.destroy() };
}
