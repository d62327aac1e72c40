import type { IncomingMessage, Server, ServerResponse } from "node:http";
import { Server as NetServer } from "node:net";
import { serve } from "@hono/node-server";
import { createApp } from "./app";
import { readConfig } from "./config";
import { openDatabase } from "./db/database";
import { migrate } from "./db/migrations";
import { seedDecks } from "./db/seed";
import { loadDeckContent } from "./content/deck-content";
import { prepareAdminAccess } from "./auth/admin-access";
import { identityConnectSources } from "./auth/settings";
import { accessTokenVerifierFor } from "./auth/verify";
import { createBilling, describeBilling } from "./billing";
import { createForwarder } from "./analytics";
import { createRoomHub } from "./rooms";

/** How long requests in flight may take to finish once the server is told to stop. */
const SHUTDOWN_GRACE_MS = 10_000;
/** How long a keep-alive connection that is idle at that moment stays open for a request already sent on it. */
const IDLE_LINGER_MS = 1_000;

async function main() {
  const config = readConfig();
  const started = Date.now();
  const decks = loadDeckContent();
  const database = await openDatabase(config.database);
  const migrated = await migrate(database.db);
  const seeded = await seedDecks(database.db, decks);
  console.log(
    `Database ${database.target}: ${migrated.length} migration(s) applied; decks ` +
      `${seeded.inserted.length} new, ${seeded.updated.length} updated, ${seeded.removed.length} removed, ${seeded.unchanged} unchanged.`,
  );

  const identity = config.identity;
  const adminToken = identity?.localEndpoint ? prepareAdminAccess(config) : null;
  const billing = createBilling(config.billing);
  const ga = config.analytics.ga;
  const forwarder = ga ? createForwarder({ db: database.db, settings: ga }) : null;
  // Live rooms hear every instance's changes through the database (LISTEN/NOTIFY).
  const rooms = createRoomHub(database.db, database.listen);
  await rooms.ready;
  const app = createApp({
    db: database.db,
    staticDir: config.staticDir,
    connectSources: identityConnectSources(identity),
    loopbackOnly: config.loopbackOnly,
    publicOrigin: config.publicOrigin,
    auth: { settings: identity, verifier: identity ? accessTokenVerifierFor(identity) : null, adminToken },
    billing,
    analytics: { forwarder, trustedProxyHops: config.analytics.trustedProxyHops },
    // With PostgreSQL, several servers may share it: they share the rate limits' counts too.
    rateLimits: { shared: database.target === "postgres" ? database.db : null },
    rooms,
  });
  if (!identity) console.log("Sign-in is not configured (no COGNITO_USER_POOL_ID / COGNITO_CLIENT_ID): every caller is anonymous.");
  else if (identity.localEndpoint) console.log(`Sign-in: local identity emulator ${identity.localEndpoint}, proxied at /identity/`);
  else console.log(`Sign-in: Cognito pool ${identity.userPoolId} (${identity.region})`);
  console.log(describeBilling(billing));
  console.log(ga ? `Analytics: stored, and forwarded to GA4 ${ga.measurementId} at ${ga.endpoint}` : "Analytics: stored, not forwarded (no GA_MEASUREMENT_ID / GA_API_SECRET).");
  forwarder?.start();
  // Warm the price cache; a failure is logged and retried on demand, never fatal.
  billing?.catalog.refresh().catch((error: unknown) => {
    console.error(`Prices not loaded from Stripe yet: ${error instanceof Error ? error.message : String(error)}`);
  });
  const server = serve({ fetch: app.fetch, port: config.port, hostname: config.host }, (info) => {
    // localhost reaches 127.0.0.1 too (browsers and curl try each address localhost has).
    const shownHost = ["0.0.0.0", "::", "127.0.0.1"].includes(config.host) ? "localhost" : config.host;
    console.log(`Spark Decks is serving on http://${shownHost}:${info.port} (ready in ${Date.now() - started} ms)`);
    // Last, where it is seen: a local-mode server that anyone on the network could fool.
    if (config.networkWarning) console.warn(config.networkWarning);
  });

  // SIGTERM (a deploy, a container stop) or Ctrl-C: stop accepting, let the requests in flight
  // finish (up to 10 s), then stop the forwarder and close the database.
  const http = server as Server;
  let closing = false;
  // Once stopping, every answer closes its connection behind it.
  http.on("request", (_req: IncomingMessage, res: ServerResponse) => {
    if (closing) res.setHeader("Connection", "close");
  });
  const shutdown = (signal: NodeJS.Signals) => {
    if (closing) return;
    closing = true;
    console.log(`${signal}: no new connections; finishing the requests in flight (up to ${SHUTDOWN_GRACE_MS / 1000} s).`);
    // Live rooms' streams end now: their screens reconnect, to another instance or this one
    // restarted, and carry on from the state in the database.
    void rooms.stop();
    let idle: NodeJS.Timeout | undefined;
    // Keep-alive connections that are idle now may carry a request already on its way: they are
    // closed a moment later, and then as they fall idle. (http.Server.close would cut them at once.)
    const linger = setTimeout(() => {
      http.closeIdleConnections();
      idle = setInterval(() => http.closeIdleConnections(), 100);
    }, IDLE_LINGER_MS);
    const forced = setTimeout(() => {
      console.error(`Requests still running after ${SHUTDOWN_GRACE_MS / 1000} s: closing their connections.`);
      http.closeAllConnections();
    }, SHUTDOWN_GRACE_MS);
    // The listening socket only: the callback runs once every connection has ended.
    NetServer.prototype.close.call(http, () => {
      clearTimeout(linger);
      clearInterval(idle);
      clearTimeout(forced);
      void (forwarder?.stop() ?? Promise.resolve())
        .then(() => database.close())
        .then(
          () => {
            console.log("Stopped: every request answered, the database closed.");
            process.exit(0);
          },
          (error: unknown) => {
            console.error(`Closing the database failed: ${error instanceof Error ? error.message : String(error)}`);
            process.exit(1);
          },
        );
    });
  };
  process.on("SIGINT", shutdown);
  process.on("SIGTERM", shutdown);
}

main().catch((error) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
