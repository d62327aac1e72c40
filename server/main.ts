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
  const app = createApp({
    db: database.db,
    staticDir: config.staticDir,
    connectSources: identityConnectSources(identity),
    auth: { settings: identity, verifier: identity ? accessTokenVerifierFor(identity) : null, adminToken },
    billing,
    analytics: { forwarder, trustedProxyHops: config.analytics.trustedProxyHops },
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
    const shownHost = config.host === "0.0.0.0" || config.host === "::" ? "localhost" : config.host;
    console.log(`Spark Decks is serving on http://${shownHost}:${info.port} (ready in ${Date.now() - started} ms)`);
  });

  let closing = false;
  const shutdown = () => {
    if (closing) return;
    closing = true;
    server.close(() => void (forwarder?.stop() ?? Promise.resolve()).then(() => database.close()).finally(() => process.exit(0)));
    setTimeout(() => process.exit(0), 3000).unref();
  };
  process.on("SIGINT", shutdown);
  process.on("SIGTERM", shutdown);
}

main().catch((error) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
