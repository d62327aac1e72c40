// Rate limits on the write and sign-in paths: 429 JSON with Retry-After past the limit, per
// address or per person, and on PostgreSQL one count shared by every server on the database.
import { describe, expect, it } from "vitest";
import { createApp } from "../app";
import { loadDeckContent } from "../content/deck-content";
import { seededDatabaseForFile, testDatabases } from "../../tests/support/server/test-databases";
import { billingWithoutStripeApi, testCallers } from "../../tests/support/server/test-billing";

const content = loadDeckContent();
const freeCard = content.find((d) => !d.isPremium)!.cards[0];

async function expectLimited(res: Response, message: RegExp) {
  expect(res.status).toBe(429);
  const retryAfter = Number(res.headers.get("Retry-After"));
  expect(Number.isInteger(retryAfter) && retryAfter >= 1).toBe(true);
  expect(await res.json()).toEqual({ error: "rate_limited", message: expect.stringMatching(message) });
}

const feedback = (app: ReturnType<typeof createApp>, address: string) =>
  app.request("/api/feedback", {
    method: "POST",
    headers: { "Content-Type": "application/json", "X-Forwarded-For": address },
    body: JSON.stringify({ message: "The family deck made our Sunday dinner." }),
  });

describe.each(testDatabases)("rate limits on $name", ({ target }) => {
  const database = seededDatabaseForFile(target, content);
  const callers = testCallers();

  const appWith = (limits: Parameters<typeof createApp>[0]["rateLimits"], hops = 1, billing: Parameters<typeof createApp>[0]["billing"] = null) =>
    createApp({ db: database().db, auth: { settings: null, verifier: callers.verifier }, analytics: { trustedProxyHops: hops }, rateLimits: limits, billing });

  it("answers feedback past its limit per address with 429 and Retry-After; another address goes on", async () => {
    const app = appWith({ limits: { feedback: { points: 2, windowMs: 60_000 } } });
    expect((await feedback(app, "198.51.100.1")).status).toBe(201);
    expect((await feedback(app, "198.51.100.1")).status).toBe(201);
    await expectLimited(await feedback(app, "198.51.100.1"), /^Too much feedback from this address\. Try again in \d+ s\.$/);
    expect((await feedback(app, "198.51.100.2")).status).toBe(201);
  });

  it("counts only checkout and portal sessions created: refusals and Stripe's failures cost nothing", async () => {
    // Stripe cannot be reached from this app: nothing is ever created (server/billing/session-budget.test.ts
    // spends the budgets against the payment emulator).
    const app = appWith({ limits: { checkout: { points: 1, windowMs: 60_000 }, portal: { points: 1, windowMs: 60_000 } } }, 1, billingWithoutStripeApi());
    const attempt = (body: unknown) =>
      app.request("/api/billing/checkout", { method: "POST", headers: { ...callers.as("buyer-a"), "Content-Type": "application/json" }, body: JSON.stringify(body) });
    for (let i = 0; i < 3; i++) {
      expect((await attempt({ plan: "weekly" })).status).toBe(400);
      expect((await attempt({ deckId: "no-such-deck" })).status).toBe(404);
      expect((await app.request("/api/billing/portal", { method: "POST", headers: callers.as("buyer-a") })).status).toBe(404);
    }
    expect((await attempt({ plan: "monthly" })).status).toBe(502);
    expect((await attempt({ plan: "monthly" })).status).toBe(502);
  });

  it("limits saved-card changes per person, and sign-in calls to the identity service per address", async () => {
    const app = appWith({ limits: { savedCards: { points: 1, windowMs: 60_000 }, identity: { points: 1, windowMs: 60_000 } } });
    const unsave = () => app.request(`/api/me/saved-cards/${freeCard.id}`, { method: "DELETE", headers: callers.as("saver") });
    expect((await unsave()).status).toBe(200);
    await expectLimited(await unsave(), /^Too many saved-card changes\./);
    // Reading the list is not limited.
    expect((await app.request("/api/me/saved-cards", { headers: callers.as("saver") })).status).toBe(200);

    const signIn = () =>
      app.request("/identity/", {
        method: "POST",
        headers: { "Content-Type": "application/x-amz-json-1.1", "X-Amz-Target": "AWSCognitoIdentityProviderService.InitiateAuth", "X-Forwarded-For": "192.0.2.7" },
        body: "{}",
      });
    expect((await signIn()).status).not.toBe(429);
    await expectLimited(await signIn(), /^Too many sign-in requests from this address\./);
  });

  it.skipIf(target.kind !== "postgres")("shares one count between two servers on the same PostgreSQL database", async () => {
    const limits = { feedback: { points: 3, windowMs: 60_000 } };
    const first = appWith({ shared: database().db, limits });
    const second = appWith({ shared: database().db, limits });
    const address = `198.51.100.${Math.floor(Math.random() * 200) + 20}`;
    expect((await feedback(first, address)).status).toBe(201);
    expect((await feedback(second, address)).status).toBe(201);
    expect((await feedback(first, address)).status).toBe(201);
    await expectLimited(await feedback(second, address), /this address/);
    const rows = await database().db.selectFrom("rate_limits" as never).selectAll().execute();
    expect(rows.length).toBeGreaterThan(0);
  });
});
