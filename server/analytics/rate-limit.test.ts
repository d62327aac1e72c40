// The events endpoint's rate limits: per client id and per address, 429 JSON with Retry-After
// (server/http/rate-limit.ts underneath).
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createApp } from "../app";
import type { DatabaseHandle } from "../db/database";
import { migrate } from "../db/migrations";
import { openEmptyDatabase, testDatabases } from "../../tests/support/server/test-databases";
import { oneOfEachEvent } from "../../tests/support/server/analytics-events";

describe.each(testDatabases)("POST /api/events rate limits on $name", ({ target }) => {
  let handle: DatabaseHandle;
  const now = Date.now();
  const event = oneOfEachEvent(now)[1];

  beforeAll(async () => {
    handle = await openEmptyDatabase(target);
    await migrate(handle.db);
  });
  afterAll(async () => {
    await handle?.close();
  });

  const appWith = (perClient: number, perAddress: number, trustedProxyHops = 0) =>
    createApp({ db: handle.db, analytics: { rateLimits: { perClient, perAddress, windowMs: 60_000 }, trustedProxyHops } });
  let sent = 0;
  const send = (app: ReturnType<typeof createApp>, clientId: string, headers: Record<string, string> = {}) =>
    app.request("/api/events", {
      method: "POST",
      headers: { "Content-Type": "application/json", ...headers },
      // A new time each call: the request is new, not a duplicate.
      body: JSON.stringify({ clientId, events: [{ ...event, time: now - ++sent }] }),
    });
  const expectLimited = async (res: Response, message: RegExp) => {
    expect(res.status).toBe(429);
    expect(Number(res.headers.get("retry-after"))).toBeGreaterThanOrEqual(1);
    expect(Number.isInteger(Number(res.headers.get("retry-after")))).toBe(true);
    expect(await res.json()).toEqual({ error: "rate_limited", message: expect.stringMatching(message) });
  };

  it("answers 429 with Retry-After to a client id over its limit, and stores nothing of that request", async () => {
    const app = appWith(2, 100);
    expect((await send(app, "client-one-aaaa")).status).toBe(202);
    expect((await send(app, "client-one-aaaa")).status).toBe(202);
    const before = await handle.db.selectFrom("events").select("id").execute();
    await expectLimited(await send(app, "client-one-aaaa"), /this client\. Try again in \d+ s\./);
    expect(await handle.db.selectFrom("events").select("id").execute()).toHaveLength(before.length);
    // Another device on the same address is not held back.
    expect((await send(app, "client-two-bbbb")).status).toBe(202);
  });

  it("answers 429 to an address over its limit whatever client ids it sends (behind a trusted proxy)", async () => {
    const app = appWith(100, 3, 1);
    const from = (address: string) => ({ "X-Forwarded-For": `203.0.113.9, ${address}` });
    for (let i = 0; i < 3; i++) expect((await send(app, `rotating-id-${i}`, from("198.51.100.7"))).status).toBe(202);
    await expectLimited(await send(app, "rotating-id-4", from("198.51.100.7")), /this address\./);
    expect((await send(app, "rotating-id-5", from("198.51.100.8"))).status).toBe(202);
  });

  it("ignores X-Forwarded-For without a trusted proxy: a caller cannot pick its own address", async () => {
    const app = appWith(100, 2, 0);
    expect((await send(app, "spoofing-id-1", { "X-Forwarded-For": "192.0.2.1" })).status).toBe(202);
    expect((await send(app, "spoofing-id-2", { "X-Forwarded-For": "192.0.2.2" })).status).toBe(202);
    await expectLimited(await send(app, "spoofing-id-3", { "X-Forwarded-For": "192.0.2.3" }), /this address\./);
  });

  it("counts a refused request against the address too, so a flood of bad requests is stopped", async () => {
    const app = appWith(100, 2);
    const bad = () => app.request("/api/events", { method: "POST", headers: { "Content-Type": "application/json" }, body: "{" });
    expect((await bad()).status).toBe(400);
    expect((await bad()).status).toBe(400);
    await expectLimited(await bad(), /this address\./);
  });
});
