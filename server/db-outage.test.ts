// PostgreSQL goes away under traffic and comes back: what needs the database answers 503
// `database_unavailable` JSON with Retry-After (never a 500 or a stack trace), the process keeps
// serving (GET /api/health stays 200: it says the process is up, and the load balancer should
// keep it, since the deck list, free decks and static files still work), and once the server is
// back the same app answers normally again without a restart. A Stripe webhook that arrives during
// the outage gets a 5xx, so Stripe sends it again, and is applied once when it does.
// Its own throw-away PostgreSQL (stopped and started here), so it never disturbs the shared one.
import { sql } from "kysely";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createApp } from "./app";
import { loadDeckContent } from "./content/deck-content";
import { openDatabase, type DatabaseHandle } from "./db/database";
import { isDatabaseUnavailable } from "./db/database-errors";
import { migrate } from "./db/migrations";
import { seedDecks } from "./db/seed";
import type { DeckWithCards } from "../shared/api-types";
import { postgresAvailable, startPostgres } from "../tests/support/server/test-databases";
import { billingWithoutStripeApi, newId, paidDeckSession, signedDelivery, stripeEvent, testCallers } from "../tests/support/server/test-billing";

const content = loadDeckContent();
const premium = content.find((d) => d.isPremium)!;
const free = content.find((d) => !d.isPremium)!;

/** Nothing of the server's insides in an answer: no stack frame, no file path, no driver message. */
function expectPlainBody(text: string) {
  expect(text).not.toMatch(/\n\s+at |node_modules|\/server\/|\.ts:\d|ECONN|terminat|pg-pool|kysely/i);
}

async function expectDatabaseUnavailable(res: Response) {
  const text = await res.text();
  expect(res.status, text).toBe(503);
  expect(res.headers.get("Content-Type")).toMatch(/^application\/json/);
  expect(JSON.parse(text)).toEqual({ error: "database_unavailable", message: expect.stringMatching(/^[A-Z].+\.$/) });
  expect(Number(res.headers.get("Retry-After"))).toBeGreaterThan(0);
  expectPlainBody(text);
}

describe("telling an unreachable database from a failing query", () => {
  const withCode = (code: string, message = "failed") => Object.assign(new Error(message), { code });

  it("counts lost or refused connections and PostgreSQL shutting down as unavailable", () => {
    for (const error of [
      withCode("ECONNREFUSED", "connect ECONNREFUSED 127.0.0.1:5432"),
      withCode("57P01", "terminating connection due to administrator command"),
      withCode("57P03", "the database system is starting up"),
      withCode("08006"),
      new Error("Connection terminated unexpectedly"),
      new Error("timeout exceeded when trying to connect"),
      new Error("Client has encountered a connection error and is not queryable"),
      new AggregateError([withCode("ECONNREFUSED"), withCode("ECONNREFUSED")], "connect failed"),
      new Error("wrapped", { cause: withCode("ECONNRESET") }),
    ]) {
      expect(isDatabaseUnavailable(error), String(error)).toBe(true);
    }
  });

  it("leaves a query's own errors and everything else alone (they stay 500s)", () => {
    for (const error of [
      withCode("23505", "duplicate key value violates unique constraint"),
      withCode("42601", "syntax error at or near"),
      withCode("57014", "canceling statement due to statement timeout"),
      new TypeError("Cannot read properties of undefined"),
      new Error("Something else terminated the connection"),
      "ECONNREFUSED",
      null,
    ]) {
      expect(isDatabaseUnavailable(error), String(error)).toBe(false);
    }
  });
});

// The PostgreSQL-only tests are skipped without its binaries, except in CI, where they are required.
describe.skipIf(!postgresAvailable() && !process.env.CI)("PostgreSQL stopped under traffic and started again", { shuffle: false }, () => {
  let postgres: Awaited<ReturnType<typeof startPostgres>>;
  let handle: DatabaseHandle;
  let app: ReturnType<typeof createApp>;
  const callers = testCallers();
  const buyer = newId("buyer");
  // Bought while the database is down: its first delivery cannot be applied.
  const purchase = stripeEvent("checkout.session.completed", paidDeckSession(buyer, premium.deckId));

  beforeAll(async () => {
    postgres = await startPostgres();
    handle = await openDatabase({ kind: "postgres", url: postgres.url });
    await migrate(handle.db);
    await seedDecks(handle.db, content);
    app = createApp({ db: handle.db, auth: { settings: null, verifier: callers.verifier }, billing: billingWithoutStripeApi() });
  });

  afterAll(async () => {
    try {
      stopTraffic = true;
      await traffic;
      await handle?.close();
    } finally {
      postgres?.stop();
    }
  });

  const premiumCards = () => app.request(`/api/decks/${premium.deckId}/cards`, { headers: callers.as(buyer) });
  const sendFeedback = () =>
    app.request("/api/feedback", { method: "POST", headers: { "Content-Type": "application/json" }, body: JSON.stringify({ message: "Still here during the outage?" }) });
  const entitlements = () => app.request("/api/me/entitlements", { headers: callers.as(buyer) });
  const deliver = () => app.request("/api/billing/webhook", signedDelivery(purchase));

  // Reads sent back to back from several clients for the whole test, every answer recorded (no
  // writes: the rate limits on them are not what this test is about).
  const answers: { path: string; status: number; body: string }[] = [];
  let stopTraffic = false;
  let traffic: Promise<unknown> = Promise.resolve();
  const startTraffic = () => {
    const requests: [string, () => RequestInit][] = [
      ["/api/decks", () => ({})],
      [`/api/decks/${free.deckId}/cards`, () => ({})],
      [`/api/decks/${premium.deckId}/cards`, () => ({})],
      [`/api/decks/${premium.deckId}/cards`, () => ({ headers: callers.as(newId("reader")) })],
      ["/api/me/entitlements", () => ({ headers: callers.as(newId("owner")) })],
      ["/api/health", () => ({})],
    ];
    const client = async (offset: number) => {
      for (let i = offset; !stopTraffic; i++) {
        const [path, init] = requests[i % requests.length];
        const res = await app.request(path, init());
        answers.push({ path, status: res.status, body: await res.text() });
        await new Promise((resolve) => setTimeout(resolve, 5));
      }
    };
    traffic = Promise.all([0, 1, 2, 3, 4, 5].map(client));
  };

  it("answers normally while the database is up", async () => {
    expect((await app.request("/api/decks")).status).toBe(200); // builds the in-memory deck list
    expect((await app.request(`/api/decks/${free.deckId}/cards`)).status).toBe(200);
    const deck = (await (await premiumCards()).json()) as DeckWithCards;
    expect(deck.preview).toBe(true);
    expect((await sendFeedback()).status).toBe(201);
    expect(await (await entitlements()).json()).toEqual({ decks: [], pass: null });
    startTraffic();
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(answers.length).toBeGreaterThan(0);
    expect(answers.filter((a) => a.status >= 300)).toEqual([]);
  });

  it("stopping PostgreSQL (fast shutdown) fails a query in flight, and crashes nothing", async () => {
    const inFlight = sql`SELECT pg_sleep(30)`.execute(handle.db);
    const settled = inFlight.then(
      () => null,
      (error: unknown) => error,
    );
    await new Promise((resolve) => setTimeout(resolve, 200));
    postgres.pause("fast");
    const error = await settled;
    expect(error).toBeInstanceOf(Error);
    expect(isDatabaseUnavailable(error)).toBe(true);
    // Let the idle connections see their sockets close.
    await new Promise((resolve) => setTimeout(resolve, 300));
  });

  it("answers 503 database_unavailable for what needs the database, and 200 for the rest", async () => {
    await expectDatabaseUnavailable(await premiumCards());
    await expectDatabaseUnavailable(await app.request(`/api/decks/${premium.deckId}/cards`));
    await expectDatabaseUnavailable(await sendFeedback());
    await expectDatabaseUnavailable(await entitlements());

    // From memory, built while the database was up.
    const list = await app.request("/api/decks");
    expect(list.status).toBe(200);
    expect(await list.json()).toHaveLength(content.length);
    const freeDeck = await app.request(`/api/decks/${free.deckId}/cards`);
    expect(freeDeck.status).toBe(200);
    expect(((await freeDeck.json()) as DeckWithCards).cards).toHaveLength(free.cards.length);
    // The process is up and serving: health is its liveness, not the database's.
    const health = await app.request("/api/health");
    expect(health.status).toBe(200);
    expect(await health.json()).toEqual({ ok: true });
  });

  it("answers a webhook that arrives while the database is down with a 5xx, so Stripe retries it, however often it comes", async () => {
    // More deliveries than the webhook's limit of failed tries: an outage is not the event's fault.
    for (let attempt = 1; attempt <= 6; attempt++) {
      const res = await deliver();
      const text = await res.text();
      expect(res.status, text).toBeGreaterThanOrEqual(500);
      await expectDatabaseUnavailable(new Response(text, { status: res.status, headers: res.headers }));
    }
  });

  it("answers normally again once PostgreSQL is back, without a restart of the app", async () => {
    postgres.resume();
    // The pool opens new connections on the next request; allow a moment for that.
    let res = await premiumCards();
    for (let tries = 0; res.status !== 200 && tries < 50; tries++) {
      await new Promise((resolve) => setTimeout(resolve, 100));
      res = await premiumCards();
    }
    expect(res.status, await res.clone().text()).toBe(200);
    expect(((await res.json()) as DeckWithCards).preview).toBe(true); // the purchase is not applied yet
    expect((await sendFeedback()).status).toBe(201);
    expect(await (await entitlements()).json()).toEqual({ decks: [], pass: null });
    expect((await app.request("/api/health")).status).toBe(200);
  });

  it("applies the webhook Stripe sends again once, however often it comes", async () => {
    const retried = await deliver();
    expect(retried.status, await retried.clone().text()).toBe(200);
    expect(await retried.json()).toEqual({ received: true });
    const deck = (await (await premiumCards()).json()) as DeckWithCards;
    expect(deck.preview).toBe(false);
    expect(deck.cards).toHaveLength(premium.cards.length);
    expect(await (await entitlements()).json()).toEqual({ decks: [{ deckId: premium.deckId, title: premium.title, source: "purchase" }], pass: null });

    const again = await deliver();
    expect(again.status).toBe(200);
    expect(await handle.db.selectFrom("entitlements").select("id").where("user_id", "=", buyer).execute()).toHaveLength(1);
    expect(await handle.db.selectFrom("billing_events").select("event_id").where("event_id", "=", purchase.id).execute()).toHaveLength(1);
    expect(await handle.db.selectFrom("billing_event_failures").select("event_id").execute()).toEqual([]);
  });

  it("also survives an immediate shutdown (as a crash of PostgreSQL would be) and recovers", async () => {
    postgres.pause("immediate");
    await new Promise((resolve) => setTimeout(resolve, 300));
    await expectDatabaseUnavailable(await premiumCards());
    await expectDatabaseUnavailable(await sendFeedback());
    expect((await app.request("/api/decks")).status).toBe(200);
    postgres.resume();
    let res = await entitlements();
    for (let tries = 0; res.status !== 200 && tries < 50; tries++) {
      await new Promise((resolve) => setTimeout(resolve, 100));
      res = await entitlements();
    }
    expect(res.status, await res.clone().text()).toBe(200);
    // Only that it answers: the throw-away server runs with synchronous_commit=off, so a crash may
    // lose its last commits (the purchase above among them), which is not the app's doing.
    expect((await premiumCards()).status).toBe(200);
    expect((await sendFeedback()).status).toBe(201);
  });

  it("answered every request of the traffic with a success or a 503 database_unavailable, never a 500", async () => {
    stopTraffic = true;
    await traffic;
    const unavailable = answers.filter((a) => a.status === 503);
    const other = answers.filter((a) => a.status !== 503 && a.status >= 300);
    expect(other.map((a) => `${a.status} ${a.body}`)).toEqual([]);
    expect(unavailable.length).toBeGreaterThan(0);
    for (const answer of unavailable) {
      expect(JSON.parse(answer.body)).toMatchObject({ error: "database_unavailable" });
      expectPlainBody(answer.body);
    }
    // The deck list, free decks and health never depended on the database.
    const fromMemory = answers.filter((a) => a.path === "/api/decks" || a.path === `/api/decks/${free.deckId}/cards` || a.path === "/api/health");
    expect(fromMemory.length).toBeGreaterThan(0);
    expect(fromMemory.every((a) => a.status === 200)).toBe(true);
  });
});
