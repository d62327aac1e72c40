// Forwarding stored events to GA4's Measurement Protocol, as a local recorder in GA's place sees it:
// the body, timestamp_micros from each event's own time, batching, the retry after a failure, and
// that POST /api/events never waits for any of it.
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, onTestFinished } from "vitest";
import { createApp } from "../app";
import type { DatabaseHandle } from "../db/database";
import { migrate } from "../db/migrations";
import { openEmptyDatabase, testDatabases } from "../../tests/support/server/test-databases";
import { startGaRecorder, type GaRecorder } from "../../tests/support/server/ga-recorder";
import { collectGarbageOften } from "../../tests/support/server/garbage-pressure";
import { oneOfEachEvent, TEST_CLIENT_ID } from "../../tests/support/server/analytics-events";
import type { AnalyticsEvent } from "../../shared/schemas/analytics-events";
import { createForwarder, type Forwarder, type ForwarderOptions } from "./forwarder";

const HOUR = 3_600_000;

describe.each(testDatabases)("forwarding to GA4 on $name", ({ target }) => {
  let handle: DatabaseHandle;
  let recorder: GaRecorder;
  let forwarders: Forwarder[] = [];
  let logged: string[] = [];

  beforeAll(async () => {
    handle = await openEmptyDatabase(target);
    await migrate(handle.db);
  });
  afterAll(async () => {
    await handle?.close();
  });
  beforeEach(async () => {
    recorder = await startGaRecorder();
    logged = [];
    await handle.db.deleteFrom("events").execute();
  });
  afterEach(async () => {
    await Promise.all(forwarders.map((f) => f.stop()));
    forwarders = [];
    await recorder.close();
  });

  /** A running forwarder pointed at the recorder, and an app that wakes it. */
  const setUp = (options: Partial<ForwarderOptions> = {}) => {
    const forwarder = createForwarder({
      db: handle.db,
      settings: { measurementId: "G-TEST123", apiSecret: "s3cret", endpoint: recorder.endpoint, appOrigin: "https://sparkdecks.example" },
      idleMs: 60_000,
      log: (message) => logged.push(message),
      ...options,
    });
    forwarders.push(forwarder);
    forwarder.start();
    const app = createApp({ db: handle.db, analytics: { forwarder, rateLimits: { perClient: 100, perAddress: 100 } } });
    return { forwarder, app };
  };
  const post = (app: ReturnType<typeof createApp>, clientId: string, events: AnalyticsEvent[]) =>
    app.request("/api/events", { method: "POST", headers: { "Content-Type": "application/json" }, body: JSON.stringify({ clientId, events }) });
  const rows = () => handle.db.selectFrom("events").select(["name", "forwarded_at", "forward_attempts", "forward_skipped"]).orderBy("id").execute();

  it("sends each event with its own time as timestamp_micros, one client id and at most 25 events per request", async () => {
    const { app } = setUp();
    const now = Date.now();
    const mine = oneOfEachEvent(now - 2 * HOUR).map((event, i) => ({ ...event, time: event.time + i * 1000 }));
    const views = Array.from({ length: 30 }, (_, i): AnalyticsEvent => ({ name: "page_view", params: { page_path: `/deck/d${i}` }, time: now - 50 * HOUR + i }));
    expect((await post(app, TEST_CLIENT_ID, mine)).status).toBe(202);
    expect((await post(app, "second-device-1", views)).status).toBe(202);

    const requests = await recorder.waitForRequests(3);
    for (const request of requests) {
      expect(request.method).toBe("POST");
      expect(request.url.pathname).toBe("/mp/collect");
      expect(Object.fromEntries(request.url.searchParams)).toEqual({ measurement_id: "G-TEST123", api_secret: "s3cret" });
      expect(request.contentType).toMatch(/^application\/json/);
    }
    const bodies = requests.map((r) => r.body as { client_id: string; timestamp_micros: number; events: { name: string; params: object; timestamp_micros: number }[] });
    const first = bodies.find((b) => b.client_id === TEST_CLIENT_ID)!;
    expect(first).toEqual({
      client_id: TEST_CLIENT_ID,
      timestamp_micros: mine[0].time * 1000,
      events: [
        { name: "page_view", params: { page_location: "https://sparkdecks.example/decks", page_title: "Decks" }, timestamp_micros: mine[0].time * 1000 },
        { name: "login", params: { method: "cognito" }, timestamp_micros: mine[1].time * 1000 },
        { name: "sign_up", params: { method: "google" }, timestamp_micros: mine[2].time * 1000 },
        { name: "logout", params: {}, timestamp_micros: mine[3].time * 1000 },
        {
          name: "end_play",
          params: { deck_id: "childhood", deck_name: "Childhood", total_cards: 40, cards_viewed: 3, time_spent: 95, engagement_time_msec: 95_000 },
          timestamp_micros: mine[4].time * 1000,
        },
        { name: "deck_event", params: { category: "Deck", action: "shuffle", deck_id: "childhood" }, timestamp_micros: mine[5].time * 1000 },
        { name: "user_event", params: { category: "User", action: "upgrade", label: "cognito", plan_type: "monthly" }, timestamp_micros: mine[6].time * 1000 },
        { name: "engagement", params: { category: "Viewer", action: "swipe", label: "left", value: 1.5 }, timestamp_micros: mine[7].time * 1000 },
        { name: "begin_checkout", params: { value: 11.99, currency: "USD", items: [{ item_id: "childhood" }] }, timestamp_micros: mine[8].time * 1000 },
        {
          name: "purchase",
          params: { value: 4, currency: "USD", items: [{ item_id: "all_access_monthly" }], transaction_id: "cs_test_123" },
          timestamp_micros: mine[9].time * 1000,
        },
        { name: "table_start", params: { deck_id: "childhood", levels: "light,deep", timer: 60, players: 3 }, timestamp_micros: mine[10].time * 1000 },
        { name: "room_start", params: { deck_id: "childhood", levels: "personal,deep", timer: 120 }, timestamp_micros: mine[11].time * 1000 },
        { name: "room_join", params: {}, timestamp_micros: mine[12].time * 1000 },
        { name: "room_end", params: { participants: 14, duration: 2700 }, timestamp_micros: mine[13].time * 1000 },
      ],
    });
    const second = bodies.filter((b) => b.client_id === "second-device-1");
    expect(second.map((b) => b.events.length)).toEqual([25, 5]);
    expect(second.flatMap((b) => b.events.map((e) => e.timestamp_micros))).toEqual(views.map((v) => v.time * 1000));
    expect(second[1].timestamp_micros).toBe(views[25].time * 1000);

    await expect.poll(async () => (await rows()).every((row) => row.forwarded_at !== null), { timeout: 5000 }).toBe(true);
    expect((await rows()).every((row) => row.forward_attempts === 1 && !row.forward_skipped)).toBe(true);
  });

  it("tries again with back-off after GA answered 500, and counts the attempts", async () => {
    const { app } = setUp();
    recorder.answerWith(500);
    const events = oneOfEachEvent(Date.now()).slice(1, 2);
    expect((await post(app, TEST_CLIENT_ID, events)).status).toBe(202);

    const [failed, retried] = await recorder.waitForRequests(2);
    expect(retried.body).toEqual(failed.body);
    expect((failed.body as { events: { timestamp_micros: number }[] }).events[0].timestamp_micros).toBe(events[0].time * 1000);
    await expect.poll(async () => (await rows())[0].forwarded_at, { timeout: 5000 }).not.toBeNull();
    expect((await rows())[0]).toMatchObject({ forward_attempts: 2, forward_skipped: false });
    expect(logged.join("\n")).toMatch(/GA4 answered 500; 1 event\(s\) wait for the next try/);
    expect(logged.join("\n")).not.toContain("s3cret");
    expect(recorder.requests).toHaveLength(2);
  });

  it("answers POST /api/events at once while GA does not answer, and sends the events once it does", async () => {
    // With collections as a busy server has them: the time-out must still end the hanging send.
    const stopCollecting = collectGarbageOften();
    onTestFinished(stopCollecting);
    const { app } = setUp({ requestTimeoutMs: 1000 });
    recorder.answerWith("hang");
    const events = oneOfEachEvent(Date.now()).slice(3, 4);
    expect((await post(app, TEST_CLIENT_ID, events)).status).toBe(202);
    await recorder.waitForRequests(1);
    // The forwarder is waiting on GA: the page is not.
    const started = Date.now();
    const meanwhile = await post(app, TEST_CLIENT_ID, [{ ...events[0], time: events[0].time - 1 }]);
    expect(meanwhile.status).toBe(202);
    expect(Date.now() - started).toBeLessThan(1000);
    expect((await rows()).every((row) => row.forwarded_at === null)).toBe(true);

    await recorder.waitForRequests(2);
    await expect.poll(async () => (await rows()).every((row) => row.forwarded_at !== null), { timeout: 5000 }).toBe(true);
    expect(logged.join("\n")).toMatch(/GA4 could not be reached \((TimeoutError|AbortError)\)/);
  });

  it("stops at once while a send hangs, leaving its events to send on the next start", async () => {
    const { app, forwarder } = setUp();
    recorder.answerWith("hang");
    expect((await post(app, TEST_CLIENT_ID, oneOfEachEvent(Date.now()).slice(3, 4))).status).toBe(202);
    await recorder.waitForRequests(1);
    const started = Date.now();
    await forwarder.stop();
    expect(Date.now() - started).toBeLessThan(1000);
    expect(await handle.db.selectFrom("events").select(["forwarded_at", "forward_lease_until"]).execute()).toEqual([
      { forwarded_at: null, forward_lease_until: null },
    ]);
    setUp();
    await recorder.waitForRequests(2);
    await expect.poll(async () => (await rows())[0].forwarded_at, { timeout: 5000 }).not.toBeNull();
  });

  it("marks events older than GA takes (72 hours) skipped instead of sending them", async () => {
    const { app } = setUp();
    const now = Date.now();
    const old = { name: "logout", params: {}, time: now - 73 * HOUR } as const;
    const recent = { name: "logout", params: {}, time: now - 71 * HOUR } as const;
    expect((await post(app, TEST_CLIENT_ID, [old, recent])).status).toBe(202);
    const [request] = await recorder.waitForRequests(1);
    expect((request.body as { events: { timestamp_micros: number }[] }).events.map((e) => e.timestamp_micros)).toEqual([recent.time * 1000]);
    await expect.poll(async () => (await rows()).every((row) => row.forwarded_at !== null), { timeout: 5000 }).toBe(true);
    expect((await rows()).map((row) => [row.forward_skipped, row.forward_attempts])).toEqual([
      [true, 0],
      [false, 1],
    ]);
  });

  it("sends each event once when two servers forward from one database at the same moment", async () => {
    const { app } = setUp({ idleMs: 60_000 });
    const views = Array.from({ length: 60 }, (_, i): AnalyticsEvent => ({ name: "page_view", params: { page_path: `/p${i}` }, time: Date.now() - 1000 + i }));
    await forwarders[0].stop();
    expect((await post(app, TEST_CLIENT_ID, views)).status).toBe(202);
    const a = createForwarder({ db: handle.db, settings: { measurementId: "G-A", apiSecret: "a", endpoint: recorder.endpoint, appOrigin: "https://x.example" }, claimLimit: 30 });
    const b = createForwarder({ db: handle.db, settings: { measurementId: "G-A", apiSecret: "a", endpoint: recorder.endpoint, appOrigin: "https://x.example" }, claimLimit: 30 });
    const rounds = await Promise.all([a.runOnce(), b.runOnce(), a.runOnce(), b.runOnce()]);
    expect(rounds.reduce((n, r) => n + r.sent, 0)).toBe(60);
    const sent = recorder.requests.flatMap((r) => (r.body as { events: { params: { page_location: string } }[] }).events.map((e) => e.params.page_location));
    expect(sent.sort()).toEqual(views.map((v) => `https://x.example${(v.params as { page_path: string }).page_path}`).sort());
  });
});
