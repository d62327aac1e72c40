// The databases the API tests run against: always an in-memory PGlite, and PostgreSQL when
// TEST_DATABASE_URL is set (npm test starts a throw-away server for it).
import type { DatabaseTarget } from "../../../server/db/database";

export const testDatabases: { name: string; target: DatabaseTarget }[] = [
  { name: "PGlite", target: { kind: "memory" } },
  ...(process.env.TEST_DATABASE_URL
    ? [{ name: "PostgreSQL", target: { kind: "postgres", url: process.env.TEST_DATABASE_URL } as DatabaseTarget }]
    : []),
];
