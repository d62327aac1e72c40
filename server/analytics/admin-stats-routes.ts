// GET /api/admin/stats: what `npm run stats` prints, asked of the running local server, which holds
// the PGlite database (PGlite is single-process). Local mode only, loopback only, with the admin token.
import { Hono } from "hono";
import type { Kysely } from "kysely";
import type { Database } from "../db/schema";
import { adminGuard } from "../auth/admin-guard";
import { methodNotAllowed } from "../http/errors";
import { readStats, type AnalyticsStats } from "./stats-repository";

export function statsAdminRoutes(db: Kysely<Database>, token: string) {
  const routes = new Hono();
  routes.use("/stats", adminGuard(token));
  routes.get("/stats", async (c) => c.json<AnalyticsStats>(await readStats(db)));
  routes.all("/stats", methodNotAllowed(["GET"]));
  return routes;
}
