import { Hono, type Context } from "hono";
import { compress } from "hono/compress";
import { HTTPException } from "hono/http-exception";
import type { Kysely } from "kysely";
import type { Database } from "./db/schema";
import { isDatabaseUnavailable, reportDatabaseUnavailable } from "./db/database-errors";
import { apiError, databaseUnavailable } from "./http/errors";
import { cleanInput } from "./http/clean-input";
import { loopbackHostsOnly } from "./http/same-origin";
import { securityHeaders } from "./http/security-headers";
import { devicePages } from "./http/device-pages";
import { staticFiles } from "./http/static-files";
import { deckRoutes } from "./decks/deck-routes";
import { publicDecks } from "./decks/public-decks";
import { feedbackRoutes } from "./feedback/feedback-routes";
import { localAdmin, mountAuthApi, mountIdentityProxy, type AuthOptions } from "./auth";
import { adminRoutes } from "./entitlements/admin-routes";
import { hasAllAccess, hasEntitlement, listLiveEntitlements } from "./entitlements/entitlement-repository";
import { ownDeckRoutes, readableOwnDeck, type OwnDeckAccess } from "./own-decks";
import { createRoomHub, roomRoutes, type RoomHub } from "./rooms";
import { entitlementsRoutes } from "./entitlements/entitlements-routes";
import { mountBillingApi, mountPaymentsProxy, subscriptionPass, type Billing } from "./billing";
import { savedCardsRoutes } from "./saved-cards/saved-cards-routes";
import { analyticsRoutes, statsAdminRoutes, type AnalyticsOptions } from "./analytics";
import { callerAddress, limiters, rateLimit, type Limit } from "./http/rate-limit";

export interface AppOptions {
  db: Kysely<Database>;
  /** The built web app (vite's dist/). Omit to serve the API only. */
  staticDir?: string;
  /** Extra origins the page may call (the identity service). */
  connectSources?: string[];
  /** Local mode on loopback: only requests addressed to localhost, 127.0.0.1 or [::1] (http/same-origin.ts). */
  loopbackOnly?: boolean;
  /** The public origin (APP_ORIGIN): when it is https, every answer carries Strict-Transport-Security. */
  publicOrigin?: string | null;
  /** Sign-in: the pool's settings and the access-token verifier. Omit = every caller anonymous. */
  auth?: AuthOptions;
  /** Payments (createBilling): null or omitted = off; prices shown, nothing can be bought. */
  billing?: Billing | null;
  /** POST /api/events: rate limits, proxies, and the GA4 forwarder to wake (main.ts starts it). */
  analytics?: AnalyticsOptions;
  /**
   * The other write and sign-in paths' limits (server/http/rate-limit.ts). shared: count through
   * this PostgreSQL database (main.ts with DATABASE_URL), else in this instance's memory; limits:
   * tests set small ones. The caller's address honours analytics.trustedProxyHops.
   */
  rateLimits?: { shared?: Kysely<Database> | null; limits?: Partial<typeof DEFAULT_LIMITS> };
  /**
   * Live rooms' streams on this instance (createRoomHub, listening on the database so that every
   * instance hears every room's changes). Omitted: a hub of the app's own that hears only its own.
   */
  rooms?: RoomHub;
}

/**
 * Per window, per client: a person (their sub) where the route knows one, else the address. An
 * address can be a whole workshop behind one router, so the address limits leave room for a room.
 */
const DEFAULT_LIMITS = {
  /** POST /api/feedback, per address. */
  feedback: { points: 20, windowMs: 10 * 60_000 },
  /** Checkout sessions created (POST /api/billing/checkout), per person: refusals and the same open session again are free. */
  checkout: { points: 20, windowMs: 10 * 60_000 },
  /** Billing portal sessions created (POST /api/billing/portal, 'Manage subscription'), per person, apart from checkout. */
  portal: { points: 20, windowMs: 10 * 60_000 },
  /** PUT and DELETE /api/me/saved-cards/*, per person: a sync sends each pending change on its own. */
  savedCards: { points: 600, windowMs: 10 * 60_000 },
  /** POST /identity/ (local mode: sign-up, sign-in, codes, refresh) and its OAuth form and token, per address. */
  identity: { points: 600, windowMs: 5 * 60_000 },
  /** Rooms started (POST /api/rooms), per person. */
  roomCreate: { points: 30, windowMs: 10 * 60_000 },
  /** Writes to a person's own decks (PUT, DELETE, sharing, copies), per person. */
  ownDecks: { points: 600, windowMs: 10 * 60_000 },
  /**
   * Room codes that led nowhere (no such room, or one the caller may not use), on every route that
   * takes a code, per address: guessing meets a 429 long before it finds a room, while a workshop
   * behind one router can mistype a few dozen codes (server/rooms/room-door.ts).
   */
  roomCodes: { points: 100, windowMs: 10 * 60_000 },
  /** Host actions (POST /api/rooms/{CODE}/actions), per person: a clicker pressed fast, not a flood. */
  roomActions: { points: 120, windowMs: 60_000 },
  /** Room streams opened (GET /api/rooms/{CODE}/events), per host or participant: reloads and reconnects. */
  roomStreams: { points: 300, windowMs: 10 * 60_000 },
  /** Joins (POST /api/rooms/{CODE}/participants), per address: a whole workshop may share one. */
  roomJoins: { points: 600, windowMs: 10 * 60_000 },
} satisfies Record<string, Limit>;

const MAX_PATH_LENGTH = 1024;

export function createApp({ db, staticDir, connectSources, loopbackOnly = false, publicOrigin = null, auth, billing = null, analytics, rateLimits, rooms }: AppOptions) {
  const app = new Hono();
  const limiter = limiters({ shared: rateLimits?.shared ?? null });
  const limits = { ...DEFAULT_LIMITS, ...rateLimits?.limits };
  const hops = analytics?.trustedProxyHops ?? 0;
  const byAddress = (c: Context) => `address:${callerAddress(c, hops)}`;
  const byPerson = (c: Context) => {
    const caller = c.get("caller");
    return caller ? `user:${caller.sub}` : byAddress(c);
  };

  app.use("*", securityHeaders(connectSources, { hsts: publicOrigin?.startsWith("https://") ?? false }));
  if (loopbackOnly) app.use("*", loopbackHostsOnly());
  app.use("*", async (c, next) => {
    if (c.req.path.length > MAX_PATH_LENGTH) {
      return apiError(c, 414, "uri_too_long", `Paths are limited to ${MAX_PATH_LENGTH} characters.`);
    }
    await next();
  });

  const api = new Hono();
  // First: control characters and bodies without a limit are refused before anything counts them.
  api.use("*", cleanInput({ rawBodyPaths: ["/api/billing/webhook"] }));
  api.use("*", compress());
  // Before the bearer check: events are stored without any identity, so a token (even an expired
  // one) is ignored rather than costing the events a 401.
  api.route("/", analyticsRoutes(db, { ...analytics, limiters: limiter }));
  api.use("/feedback", rateLimit(limiter("feedback", limits.feedback), { key: byAddress, message: "Too much feedback from this address." }));
  mountAuthApi(api, auth);
  // Local mode with a token only: the loopback-only admin routes (auth/admin-guard.ts).
  const admin = localAdmin(auth);
  if (admin) api.route("/admin", adminRoutes({ db, ...admin }));
  // After the bearer check: these count per person.
  api.use("/me/saved-cards/*", rateLimit(limiter("saved-cards", limits.savedCards), { key: byPerson, message: "Too many saved-card changes." }));
  api.get("/health", (c) => c.json({ ok: true }));
  const decks = publicDecks(db);
  api.route("/", deckRoutes(db, (userId, deckId) => hasEntitlement(db, userId, deckId), decks));
  api.route("/", feedbackRoutes(db));
  // Counted by the billing routes themselves, per person: only the sessions they create.
  mountBillingApi(api, db, billing, { checkout: limiter("checkout", limits.checkout), portal: limiter("portal", limits.portal) });
  // What a person owns: the pass's state is billing's, handed in here so neither module reads the other's tables.
  api.route("/", entitlementsRoutes(db, (subscriptionId) => subscriptionPass(db, subscriptionId)));
  api.route("/", savedCardsRoutes(db));
  api.use("/me/decks/*", rateLimit(limiter("own-decks", limits.ownDecks), { key: byPerson, message: "Too many changes to your decks." }));
  api.use("/shared-decks/*", rateLimit(limiter("own-decks", limits.ownDecks), { key: byPerson, message: "Too many copies saved." }));
  const ownDeckAccess: OwnDeckAccess = {
    hasPass: (userId) => hasAllAccess(db, userId),
    async premiumAccess(userId) {
      const live = userId ? await listLiveEntitlements(db, userId) : [];
      return { all: live.some((e) => e.kind === "all-access"), decks: new Set(live.flatMap((e) => (e.kind === "deck" && e.deckId ? [e.deckId] : []))) };
    },
  };
  api.route("/", ownDeckRoutes(db, ownDeckAccess));
  api.route(
    "/rooms",
    roomRoutes(
      db,
      {
        mayReadDeck: (userId, deckId) => hasEntitlement(db, userId, deckId),
        ownDeck: (userId, deckId) => readableOwnDeck(db, ownDeckAccess, userId, deckId),
        hasPass: (userId) => hasAllAccess(db, userId),
      },
      {
        hub: rooms ?? createRoomHub(db),
        limiters: {
          create: limiter("room-create", limits.roomCreate),
          codes: limiter("room-codes", limits.roomCodes),
          joins: limiter("room-joins", limits.roomJoins),
          actions: limiter("room-actions", limits.roomActions),
          streams: limiter("room-streams", limits.roomStreams),
        },
        addressKey: byAddress,
      },
    ),
  );
  if (admin) api.route("/admin", statsAdminRoutes(db, admin.token));
  api.all("*", (c) => apiError(c, 404, "not_found", `There is no API endpoint at ${c.req.path}.`));
  app.route("/api", api);
  app.use("/identity/*", rateLimit(limiter("identity", limits.identity), { key: byAddress, message: "Too many sign-in requests from this address." }));
  mountIdentityProxy(app, auth);
  mountPaymentsProxy(app, billing);

  app.route("/", staticFiles(staticDir, staticDir === undefined ? undefined : devicePages(staticDir, decks.freeDeckData), publicOrigin));

  app.onError((error, c) => {
    if (error instanceof HTTPException && error.status < 500) {
      return apiError(c, error.status as 400, "bad_request", error.message || "The request is not valid.");
    }
    // PostgreSQL stopped or unreachable: 503 with Retry-After (a Stripe webhook is then sent
    // again), logged at most once every 10 s rather than a stack trace per request.
    if (isDatabaseUnavailable(error)) {
      reportDatabaseUnavailable(`${c.req.method} ${c.req.path}`, error);
      return databaseUnavailable(c);
    }
    console.error(`${c.req.method} ${c.req.path} failed:`, error);
    return apiError(c, 500, "internal_error", "Something went wrong on our side. Please try again.");
  });

  return app;
}
