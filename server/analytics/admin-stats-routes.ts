// The local admin routes of analytics, asked of the running local server, which holds the PGlite
// database (PGlite is single-process). Local mode only, loopback only, with the admin token.
// GET /api/admin/stats: what `npm run stats` prints.
// GET /api/admin/events?clientId=…: one client's stored events, oldest first (end-to-end tests
// read what a browser sent through it).
import { Hono } from "hono";
import type { Kysely } from "kysely";
import type { Database } from "../db/schema";
import { adminGuard } from "../auth/admin-guard";
import { apiError, methodNotAllowed } from "../http/errors";
import type { AnalyticsEvent } from "../../shared/schemas/analytics-events";
import { eventsOfClient } from "./event-repository";
import { readStats, type AnalyticsStats } from "./stats-repository";

const CLIENT_ID = /^[A-Za-z0-9_.-]{8,64}$/;

export function statsAdminRoutes(db: Kysely<Database>, token: string) {
  const routes = new Hono();
  routes.use("/stats", adminGuard(token));
  routes.get("/stats", async (c) => c.json<AnalyticsStats>(await readStats(db)));
  routes.all("/stats", methodNotAllowed(["GET"]));
  routes.use("/events", adminGuard(token));
  routes.get("/events", async (c) => {
    const clientId = c.req.query("clientId") ?? "";
    if (!CLIENT_ID.test(clientId)) return apiError(c, 400, "invalid_request", "Name a client id: ?clientId=<8 to 64 letters, digits, '_', '.' or '-'>.");
    return c.json<{ events: AnalyticsEvent[] }>({ events: await eventsOfClient(db, clientId) });
  });
  routes.all("/events", methodNotAllowed(["GET"]));
  return routes;
}
