// POST /api/events as the page (fetch, or sendBeacon with a string or a Blob) and anything else
// sees it: what is stored, what is stored once, and the 4xx for every kind of bad request.
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { sql } from "kysely";
import { createApp } from "../app";
import type { DatabaseHandle } from "../db/database";
import { migrate } from "../db/migrations";
import { openEmptyDatabase, testDatabases } from "../../tests/support/server/test-databases";
import { testCallers } from "../../tests/support/server/test-billing";
import { oneOfEachEvent, TEST_CLIENT_ID } from "../../tests/support/server/analytics-events";

const post = (app: ReturnType<typeof createApp>, body: unknown, headers: Record<string, string> = {}) =>
  app.request("/api/events", {
    method: "POST",
    headers: { "Content-Type": "application/json", ...headers },
    body: typeof body === "string" ? body : JSON.stringify(body),
  });

describe.each(testDatabases)("POST /api/events on $name", ({ target }) => {
  let handle: DatabaseHandle;
  let app: ReturnType<typeof createApp>;
  const callers = testCallers();
  const now = Date.now();

  beforeAll(async () => {
    handle = await openEmptyDatabase(target);
    await migrate(handle.db);
    app = createApp({ db: handle.db, auth: { settings: null, verifier: callers.verifier }, analytics: { rateLimits: { perClient: 1000, perAddress: 1000 } } });
  });
  afterAll(async () => {
    await handle?.close();
  });
  beforeEach(async () => {
    await handle.db.deleteFrom("events").execute();
  });

  const storedRows = () =>
    handle.db.selectFrom("events").select(["client_id", "name", "params", "occurred_at"]).orderBy("id").execute();
  const expectError = async (res: Response, status: number, error: string, message?: string | RegExp) => {
    expect(res.status).toBe(status);
    expect(res.headers.get("content-type")).toMatch(/^application\/json/);
    const body = await res.json();
    expect(body).toEqual({ error, message: expect.any(String) });
    if (message) expect(body.message).toMatch(message);
    expect(await storedRows()).toEqual([]);
  };

  it("stores every event with its client id, params and the time it happened: 202 with the count", async () => {
    const events = oneOfEachEvent(now - 60_000);
    const res = await post(app, { clientId: TEST_CLIENT_ID, events });
    expect(res.status).toBe(202);
    expect(await res.json()).toEqual({ stored: events.length });
    const rows = await storedRows();
    expect(rows.map((row) => ({ ...row, occurred_at: new Date(row.occurred_at).getTime() }))).toEqual(
      events.map((event) => ({ client_id: TEST_CLIENT_ID, name: event.name, params: event.params, occurred_at: event.time })),
    );
  });

  it("stores the same events once however often they are sent (a beacon, then the retry)", async () => {
    const events = oneOfEachEvent(now - 60_000).slice(0, 3);
    expect(await (await post(app, { clientId: TEST_CLIENT_ID, events })).json()).toEqual({ stored: 3 });
    const reordered = { ...events[0], params: { page_title: "Decks", page_path: "/decks" } };
    const again = await post(app, { clientId: TEST_CLIENT_ID, events: [events[2], reordered, events[1], events[1]] });
    expect(again.status).toBe(202);
    expect(await again.json()).toEqual({ stored: 0 });
    // Another device, or another moment, is another event.
    const other = await post(app, { clientId: "another-client", events: [events[1], { ...events[1], time: events[1].time + 1 }] });
    expect(await other.json()).toEqual({ stored: 2 });
    expect(await storedRows()).toHaveLength(5);
  });

  it.each([
    ["sendBeacon with a string", "text/plain;charset=UTF-8"],
    ["sendBeacon with a Blob", "application/json"],
    ["fetch with a charset", "application/json; charset=utf-8"],
  ])("takes the body from %s (%s)", async (_, type) => {
    const res = await post(app, { clientId: TEST_CLIENT_ID, events: oneOfEachEvent(now).slice(3, 4) }, { "Content-Type": type });
    expect(res.status).toBe(202);
    expect(await storedRows()).toHaveLength(1);
  });

  it("ignores a bearer token, valid or not, and stores nothing of the person", async () => {
    const events = oneOfEachEvent(now).slice(1, 2);
    expect((await post(app, { clientId: TEST_CLIENT_ID, events }, { Authorization: "Bearer expired.or.forged" })).status).toBe(202);
    expect((await post(app, { clientId: TEST_CLIENT_ID, events: [{ ...events[0], time: now - 1 }] }, callers.as("user-sub-123"))).status).toBe(202);
    const columns = await sql<{ column_name: string }>`SELECT column_name FROM information_schema.columns WHERE table_name = 'events'`.execute(handle.db);
    expect(columns.rows.map((c) => c.column_name)).not.toEqual(expect.arrayContaining([expect.stringMatching(/mail|name_of|user|sub/)]));
    const everything = JSON.stringify(await handle.db.selectFrom("events").selectAll().execute());
    expect(everything).not.toContain("user-sub-123");
  });

  it("answers 405 with Allow to other methods", async () => {
    for (const method of ["GET", "PUT", "DELETE"]) {
      const res = await app.request("/api/events", { method });
      expect(res.status).toBe(405);
      expect(res.headers.get("allow")).toBe("POST");
      expect(await res.json()).toMatchObject({ error: "method_not_allowed" });
    }
  });

  it.each([
    ["a form", "application/x-www-form-urlencoded"],
    ["XML", "application/xml"],
    ["no type", ""],
  ])("answers 415 to %s", async (_, type) => {
    // As bytes: a string body would get text/plain from the Request itself.
    const body = new TextEncoder().encode(JSON.stringify({ clientId: TEST_CLIENT_ID, events: oneOfEachEvent(now).slice(3, 4) }));
    const res = await app.request("/api/events", { method: "POST", headers: type ? { "Content-Type": type } : {}, body });
    await expectError(res, 415, "unsupported_media_type");
  });

  it("answers 413 to a body over 64 KiB", async () => {
    const body = JSON.stringify({ clientId: TEST_CLIENT_ID, events: oneOfEachEvent(now).slice(3, 4), pad: "x".repeat(64 * 1024) });
    await expectError(await post(app, body), 413, "payload_too_large");
  });

  const validEvent = oneOfEachEvent(now)[0];
  const deep = (depth: number) => `{"clientId":"${TEST_CLIENT_ID}","events":[{"name":"page_view","params":{"page_path":${"[".repeat(depth)}${"]".repeat(depth)}},"time":${now}}]}`;
  it.each([
    ["no body", "", /not valid JSON/],
    ["cut-off JSON", `{"clientId":"${TEST_CLIENT_ID}","events":[`, /not valid JSON/],
    ["JSON with a trailing comma", `{"clientId":"${TEST_CLIENT_ID}",}`, /not valid JSON/],
    ["a bare NaN", `{"clientId":"${TEST_CLIENT_ID}","events":[{"name":"engagement","params":{"category":"c","action":"a","value":NaN},"time":${now}}]}`, /not valid JSON/],
    ["a JSON array", "[1,2,3]", "The body must be a JSON object with clientId and events"],
    ["a JSON string", '"events"', "The body must be a JSON object with clientId and events"],
    ["null", "null", "The body must be a JSON object with clientId and events"],
    ["params nested 30,000 deep", deep(30_000), "events[0].params.page_path must be a string, number or boolean, not an array"],
    ["\"NaN\" as a value", { clientId: TEST_CLIENT_ID, events: [{ name: "engagement", params: { category: "c", action: "a", value: "NaN" }, time: now }] }, "events[0].params.value must be a finite number"],
    ["a number too big for a double", `{"clientId":"${TEST_CLIENT_ID}","events":[{"name":"engagement","params":{"category":"c","action":"a","value":1e400},"time":${now}}]}`, "events[0].params.value must be a finite number"],
    ["a time of 1e400", `{"clientId":"${TEST_CLIENT_ID}","events":[{"name":"logout","params":{},"time":1e400}]}`, "events[0].time must be a whole number of epoch milliseconds"],
    ["an escaped NUL", `{"clientId":"${TEST_CLIENT_ID}","events":[{"name":"page_view","params":{"page_path":"/\\u0000"},"time":${now}}]}`, /page_path must not contain control characters/],
    ["an unpaired surrogate", `{"clientId":"${TEST_CLIENT_ID}","events":[{"name":"page_view","params":{"page_path":"/\\ud800x"},"time":${now}}]}`, /page_path must not contain control characters or unpaired surrogates/],
    ["an unknown event", { clientId: TEST_CLIENT_ID, events: [validEvent, { name: "hack", params: {}, time: now }] }, /^events\[1\]\.name must be one of/],
    ["an e-mail as a param", { clientId: TEST_CLIENT_ID, events: [{ name: "login", params: { method: "cognito", email: "ann@example.com" }, time: now }] }, "events[0].params.email is not a parameter of login"],
    ["a time a day ahead", { clientId: TEST_CLIENT_ID, events: [{ ...validEvent, time: now + 86_400_000 }] }, "events[0].time must not be more than 5 minutes in the future"],
    ["a bad count", { clientId: TEST_CLIENT_ID, events: [validEvent, validEvent, validEvent, { name: "end_play", params: { deck_id: "d", deck_name: "D", total_cards: 5, cards_viewed: "3", time_spent: 1 }, time: now }] }, "events[3].params.cards_viewed must be a whole number from 0 to 10000"],
  ])("answers 400 JSON to %s, naming the problem, and stores nothing", async (_, body, message) => {
    // A control character is the API's first check's (server/http/clean-input.ts), the rest the route's.
    const code = String(message).includes("not valid JSON") ? "invalid_json" : _ === "an escaped NUL" ? "validation_error" : "invalid_request";
    await expectError(await post(app, body), 400, code, message);
  });

  it("stores text in any script, emoji included", async () => {
    const path = "/deck/ÿ-日本語-🎴";
    const res = await post(app, { clientId: TEST_CLIENT_ID, events: [{ name: "page_view", params: { page_path: path, page_title: "Ünïcödé ✓" }, time: now }] });
    expect(res.status).toBe(202);
    expect((await storedRows())[0].params).toEqual({ page_path: path, page_title: "Ünïcödé ✓" });
  });
});
