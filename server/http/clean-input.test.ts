// The API's first check (clean-input.ts): a control character in an id, a query or a JSON body
// is a 400 before any route, bearer check or rate limit counts the request (a NUL once reached
// PostgreSQL: 500 and a stack trace); a GET or HEAD carrying a body is refused and its connection
// closed (Node's server read such a body until its 300 s timeout); bodies still reach the routes
// as they came, chunked or not, each route's own smaller limit still holding.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { loadDeckContent } from "../content/deck-content";
import { checkAddress, findControlCharacter } from "./clean-input";
import { holdEndlessBody } from "../../tests/support/server/endless-body";
import { memoryTarget, testDatabases } from "../../tests/support/server/test-databases";
import { listenOnLoopback, testAppsForFile, type Listening, type TestApp } from "../../tests/support/server/test-app";

const content = loadDeckContent();
const free = content.find((d) => !d.isPremium)!;
const card = free.cards[0];
const WINDOW = 10 * 60_000;
/** Every limit a test here reaches: one request, so that a second good one shows whether a refused one counted. */
const ONE = { points: 1, windowMs: WINDOW };
const json = { "Content-Type": "application/json" };

async function expectRefused(res: Response, status = 400, error = "validation_error") {
  expect(res.status, await res.clone().text()).toBe(status);
  expect(res.headers.get("content-type")).toMatch(/^application\/json/);
  expect(await res.json()).toEqual({ error, message: expect.stringMatching(/\S/) });
}

describe("what the check finds", () => {
  it("decodes the path and the query, and refuses C0, DEL and C1 controls and malformed escapes", () => {
    expect(checkAddress("http://localhost/api/decks/family/cards?a=b+c&d=%C3%A9")).toBe("ok");
    expect(checkAddress("http://localhost/api/decks/x%2500y/cards")).toBe("ok"); // a literal "%00", decoded once
    expect(checkAddress("http://localhost/api/decks/x%00y/cards")).toBe("U+0000");
    expect(checkAddress("http://localhost/api/decks/x%09y")).toBe("U+0009");
    expect(checkAddress("http://localhost/api/decks/x%7Fy")).toBe("U+007F");
    expect(checkAddress("http://localhost/api/decks/x%C2%85y")).toBe("U+0085");
    expect(checkAddress("http://localhost/api/admin/events?clientId=a%00b")).toBe("U+0000");
    expect(checkAddress("http://localhost/api/admin/events?a%1Fb=1")).toBe("U+001F");
    expect(checkAddress("http://localhost/api/decks/%E0%A4%A/cards")).toBe("malformed");
    expect(checkAddress("http://localhost/api/decks?q=%zz")).toBe("malformed");
    expect(checkAddress("http://localhost/api/decks/%ff%fe")).toBe("malformed");
  });

  it("walks every string of a JSON value, keys included, allowing tab, line feed and carriage return", () => {
    expect(findControlCharacter({ a: ["tab\t", "lines\r\n", { b: "é😀" }], n: 1, z: null })).toBeNull();
    expect(findControlCharacter({ cards: [{ question: "ok" }, { cardId: "a\u0000b" }] })).toEqual({ where: "cards[1].cardId", character: "U+0000" });
    expect(findControlCharacter({ "odd\u0007key": 1 })).toEqual({ where: "a name in the body", character: "U+0007" });
    expect(findControlCharacter("\t\u009f")).toEqual({ where: "", character: "U+009F" });
    expect(findControlCharacter({ "a b": ["\u007f"] })).toEqual({ where: '["a b"][0]', character: "U+007F" });
    // As deep as a body's bytes allow, without recursion.
    let deep: unknown = "\u0001";
    for (let i = 0; i < 100_000; i++) deep = [deep];
    expect(findControlCharacter(deep)?.character).toBe("U+0001");
  });
});

describe.each(testDatabases)("control characters on $name", ({ target }) => {
  const { callers, appWith } = testAppsForFile(target, content);
  let app: TestApp;

  beforeAll(() => {
    app = appWith({
      rateLimits: { limits: { ownDecks: ONE, roomCreate: ONE, roomCodes: ONE, savedCards: ONE, feedback: ONE } },
      analytics: { rateLimits: { perAddress: 1, perClient: 1, windowMs: WINDOW } },
    });
  });

  it.each([
    ["GET", "/api/decks/x%00y/cards"],
    ["GET", "/api/decks/%E0%A4%A/cards"],
    ["GET", "/api/decks/x%C2%85y/cards"],
    ["GET", "/api/decks?lang=%7F"],
    ["GET", "/api/rooms/AB%00CD"],
    ["GET", "/api/rooms/AB%00CD/events"],
    ["POST", "/api/rooms/AB%00CD/participants"],
    ["POST", "/api/me/decks/my-abc%00def/share"],
    ["DELETE", "/api/me/decks/my-abc%00def"],
    ["PUT", "/api/me/saved-cards/x%00y"],
    ["GET", "/api/shared-decks/AAAAAAAA%00AAAAAAA"],
    ["GET", "/api/billing/session/cs_test_%00"],
  ])("answers 400 JSON to %s %s", async (method, path) => {
    await expectRefused(await app.request(path, { method, headers: callers.as("pat") }));
  });

  it("refuses a NUL in the path before the room-code limit counts it", async () => {
    await expectRefused(await app.request("/api/rooms/AB%00CD"));
    await expectRefused(await app.request("/api/rooms/AB%00CD/events"));
    expect((await app.request("/api/rooms/ZZZZZZ")).status).toBe(404); // the one code the limit allows
    expect((await app.request("/api/rooms/ZZZZZY")).status).toBe(429);
  });

  it("refuses a NUL in a room's deck id before the room limit counts it", async () => {
    const host = callers.as("host");
    const start = (deckId: string) => app.request("/api/rooms", { method: "POST", headers: { ...host, ...json }, body: JSON.stringify({ deckId, levels: [1, 2, 3], timerSeconds: 0 }) });
    await expectRefused(await start(`${free.deckId}\u0000`));
    expect((await start(free.deckId)).status).toBe(201);
    expect((await start(free.deckId)).status).toBe(429);
  });

  it("refuses a NUL in a gathered card's id or a deck's id before the own-deck limit counts it", async () => {
    const owner = callers.as("owner");
    const put = (deckId: string, cardId: string) =>
      app.request(`/api/me/decks/${deckId}`, {
        method: "PUT",
        headers: { ...owner, ...json },
        body: JSON.stringify({ title: "Mine", description: "", cards: [{ kind: "card", id: "c1", cardId }], changedAt: new Date().toISOString() }),
      });
    const refused = await put("my-clean-input-1", `${card.id}\u0000`);
    expect(((await refused.clone().json()) as { message: string }).message).toMatch(/^cards\[0\]\.cardId must not contain control characters \(it holds U\+0000/);
    await expectRefused(refused);
    await expectRefused(await put("my-clean%00input", card.id));
    await expectRefused(await app.request("/api/me/decks/my-abc%00def/share", { method: "POST", headers: owner }));
    expect((await put("my-clean-input-1", card.id)).status).toBe(200);
    expect((await put("my-clean-input-1", card.id)).status).toBe(429);
  });

  it("refuses a NUL in a saved card's id before the saved-card limit counts it", async () => {
    const saver = callers.as("saver");
    const change = (method: string, cardId: string, changedAt = new Date().toISOString()) =>
      app.request(`/api/me/saved-cards/${cardId}`, { method, headers: { ...saver, ...json }, body: JSON.stringify({ changedAt }) });
    await expectRefused(await change("PUT", `${card.id}%00`));
    await expectRefused(await change("DELETE", card.id, "2025-01-01T00:00:00Z\u0000"));
    expect((await change("DELETE", card.id)).status).toBe(200);
    expect((await change("DELETE", card.id)).status).toBe(429);
  });

  it("refuses control characters in feedback and events before their limits count them, and lets tabs and line breaks through", async () => {
    const feedback = (message: string) => app.request("/api/feedback", { method: "POST", headers: json, body: JSON.stringify({ name: "Ana", email: "ana@example.com", message }) });
    await expectRefused(await feedback("A message with a NUL \u0000 inside it."));
    await expectRefused(await feedback("A message with a next line \u0085 inside it."));
    expect((await feedback("A message with\ttabs\r\nand line breaks.")).status).toBe(201);
    expect((await feedback("One more message, one too many.")).status).toBe(429);

    // sendBeacon's events come as text/plain: JSON all the same.
    const events = (clientId: string) =>
      app.request("/api/events", { method: "POST", headers: { "Content-Type": "text/plain;charset=UTF-8" }, body: JSON.stringify({ clientId, events: [{ name: "page_view", params: { page_path: "/decks", page_title: "Decks" }, time: Date.now() }] }) });
    await expectRefused(await events("client\u0000one"));
    expect((await events("client-one")).status).toBe(202);
    expect((await events("client-one")).status).toBe(429);
  });

  it("leaves invalid JSON and bodies that are not JSON to the routes, as before", async () => {
    const malformed = await app.request("/api/me/decks/my-clean-input-2", { method: "PUT", headers: { ...callers.as("other"), ...json }, body: '{"title": "\u0000' });
    expect(await malformed.json()).toEqual({ error: "invalid_json", message: "Invalid or malformed JSON was provided" });
    const form = await app.request("/api/me/decks/my-clean-input-2", { method: "PUT", headers: { ...callers.as("another"), "Content-Type": "application/x-www-form-urlencoded" }, body: "a=%00" });
    expect(form.status).toBe(415);
  });
});

describe("bodies on a real server", () => {
  const { callers, appWith } = testAppsForFile(memoryTarget(), content);
  let server: Listening | undefined;
  let base: string;

  beforeAll(async () => {
    server = await listenOnLoopback(appWith().fetch);
    base = server.url;
  });
  afterAll(async () => {
    await server?.close();
  });

  it.each([
    ["GET", "/api/health"],
    ["GET", "/api/decks"],
    ["HEAD", "/api/decks"],
    ["GET", `/api/decks/${free.deckId}/cards`],
    ["GET", "/api/rooms/ABCDEF/events"],
    ["GET", "/api/no-such-route"],
    // A route that takes no body is held to the API's limit: refused at 256 KiB, not read on.
    ["POST", "/api/shared-decks/AAAAAAAAAAAAAAAA/copy"],
    ["DELETE", "/api/me/decks/my-abcdefgh/share"],
  ])("refuses %s %s with an endless body at once and closes the connection", async (method, path) => {
    const answer = await holdEndlessBody(`${base}${path}`, { method, headers: callers.as("endless") });
    expect(answer.status, answer.body).toBe(413);
    expect(answer.headers.connection).toBe("close");
    if (method !== "HEAD") expect(JSON.parse(answer.body)).toEqual({ error: "payload_too_large", message: expect.stringMatching(/\S/) });
    expect(answer.sentBytes).toBeLessThan(16 * 1024 * 1024);
    // The server closed the connection while the body was still coming: it reads no more of it.
    expect(answer.closedByServer).toBe(true);
  });

  it("refuses a GET with a Content-Length", async () => {
    const answer = await new Promise<{ status: number; connection: string | undefined }>((resolve, reject) => {
      import("node:http").then(({ request }) => {
        const req = request(`${base}/api/decks`, { method: "GET", headers: { "Content-Length": "5" }, agent: false }, (res) => {
          res.resume();
          resolve({ status: res.statusCode ?? 0, connection: res.headers.connection });
        });
        req.on("error", reject);
        req.end("hello");
      }, reject);
    });
    expect(answer).toEqual({ status: 413, connection: "close" });
  });

  const feedback = JSON.stringify({ name: "Ana", email: "ana@example.com", message: "A message long enough to count." });
  const chunked = (text: string) =>
    new ReadableStream<Uint8Array>({
      start(controller) {
        const bytes = new TextEncoder().encode(text);
        for (let at = 0; at < bytes.length; at += 7) controller.enqueue(bytes.subarray(at, at + 7));
        controller.close();
      },
    });

  it("hands the route the same body, sent with a Content-Length or chunked", async () => {
    const withLength = await fetch(`${base}/api/feedback`, { method: "POST", headers: json, body: feedback });
    expect(withLength.status, await withLength.clone().text()).toBe(201);
    const inChunks = await fetch(`${base}/api/feedback`, { method: "POST", headers: json, body: chunked(feedback), duplex: "half" } as RequestInit);
    expect(inChunks.status, await inChunks.clone().text()).toBe(201);
    const deck = JSON.stringify({ title: "Chunked", description: "", cards: [{ kind: "question", id: "q1", question: "Does it arrive whole?", followUp: null, intensity: 1 }] });
    const put = await fetch(`${base}/api/me/decks/my-chunked-deck`, { method: "PUT", headers: { ...callers.as("chunks"), ...json }, body: chunked(deck), duplex: "half" } as RequestInit);
    expect(put.status, await put.clone().text()).toBe(200);
    expect(((await put.json()) as { deck: { title: string } }).deck.title).toBe("Chunked");
  });

  it("keeps each route's own smaller limit, chunked or not", async () => {
    const large = JSON.stringify({ name: "Ana", email: "ana@example.com", message: "a".repeat(20 * 1024) });
    for (const init of [{ body: large }, { body: chunked(large), duplex: "half" }]) {
      const res = await fetch(`${base}/api/feedback`, { method: "POST", headers: json, ...init } as RequestInit);
      expect(await res.json()).toEqual({ error: "payload_too_large", message: "Feedback must be smaller than 16 KB." });
    }
    const tooLarge = await fetch(`${base}/api/me/decks/my-too-large-1`, { method: "PUT", headers: { ...callers.as("chunks"), ...json }, body: "x".repeat(300 * 1024) });
    expect(tooLarge.status).toBe(413);
  });
});
