import { Hono } from "hono";
import { compress } from "hono/compress";
import { HTTPException } from "hono/http-exception";
import type { Kysely } from "kysely";
import type { Database } from "./db/schema";
import { apiError } from "./http/errors";
import { securityHeaders } from "./http/security-headers";
import { staticFiles } from "./http/static-files";
import { deckRoutes } from "./decks/deck-routes";
import { feedbackRoutes } from "./feedback/feedback-routes";
import { mountAuthApi, mountIdentityProxy, type AuthOptions } from "./auth";
import { mountBillingApi, mountPaymentsProxy, type Billing } from "./billing";
import { savedCardsRoutes } from "./saved-cards/saved-cards-routes";
import { analyticsRoutes, statsAdminRoutes, type AnalyticsOptions } from "./analytics";

export interface AppOptions {
  db: Kysely<Database>;
  /** The built web app (vite's dist/). Omit to serve the API only. */
  staticDir?: string;
  /** Extra origins the page may call (the identity service). */
  connectSources?: string[];
  /** Sign-in: the pool's settings and the access-token verifier. Omit = every caller anonymous. */
  auth?: AuthOptions;
  /** Payments (createBilling): null or omitted = off; prices shown, nothing can be bought. */
  billing?: Billing | null;
  /** POST /api/events: rate limits, proxies, and the GA4 forwarder to wake (main.ts starts it). */
  analytics?: AnalyticsOptions;
}

const MAX_PATH_LENGTH = 1024;

export function createApp({ db, staticDir, connectSources, auth, billing = null, analytics }: AppOptions) {
  const app = new Hono();

  app.use("*", securityHeaders(connectSources));
  app.use("*", async (c, next) => {
    if (c.req.path.length > MAX_PATH_LENGTH) {
      return apiError(c, 414, "uri_too_long", `Paths are limited to ${MAX_PATH_LENGTH} characters.`);
    }
    await next();
  });

  const api = new Hono();
  api.use("*", compress());
  // Before the bearer check: events are stored without any identity, so a token (even an expired
  // one) is ignored rather than costing the events a 401.
  api.route("/", analyticsRoutes(db, analytics));
  mountAuthApi(api, db, auth);
  api.get("/health", (c) => c.json({ ok: true }));
  api.route("/", deckRoutes(db));
  api.route("/", feedbackRoutes(db));
  mountBillingApi(api, db, billing);
  api.route("/", savedCardsRoutes(db));
  // The admin routes' own rule (auth/index.ts): local mode with a token only.
  if (auth?.settings?.localEndpoint && auth.adminToken) api.route("/admin", statsAdminRoutes(db, auth.adminToken));
  api.all("*", (c) => apiError(c, 404, "not_found", `There is no API endpoint at ${c.req.path}.`));
  app.route("/api", api);
  mountIdentityProxy(app, auth);
  mountPaymentsProxy(app, billing);

  app.route("/", staticFiles(staticDir));

  app.onError((error, c) => {
    if (error instanceof HTTPException && error.status < 500) {
      return apiError(c, error.status as 400, "bad_request", error.message || "The request is not valid.");
    }
    console.error(`${c.req.method} ${c.req.path} failed:`, error);
    return apiError(c, 500, "internal_error", "Something went wrong on our side. Please try again.");
  });

  return app;
}
