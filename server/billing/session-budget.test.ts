// What a person may start at Stripe per window: checkout sessions and portal sessions each have a
// budget of their own, and only sessions created count. A burst of double-clicks (409s, the same
// open session again) never keeps anyone from a new checkout or from 'Manage subscription'.
import { describe, expect, it } from "vitest";
import { loadDeckContent } from "../content/deck-content";
import { testDatabases } from "../../tests/support/server/test-databases";
import { newId } from "../../tests/support/server/test-billing";
import { paymentsAppForFile } from "../../tests/support/server/test-payments";

const content = loadDeckContent();
const [first, second, third] = content.filter((d) => d.isPremium);

describe.each(testDatabases)("the checkout and portal budgets on $name", ({ target }) => {
  const { callers, db, app } = paymentsAppForFile(target, content, {
    rateLimits: { limits: { checkout: { points: 3, windowMs: 60_000 }, portal: { points: 2, windowMs: 60_000 } } },
  });

  const post = async (user: string, path: string, body: object) => {
    const res = await app().request(path, { method: "POST", headers: { ...callers.as(user), "Content-Type": "application/json" }, body: JSON.stringify(body) });
    return { status: res.status, retryAfter: res.headers.get("Retry-After"), body: (await res.json()) as { url?: string; error?: string; message?: string } };
  };
  const checkout = (user: string, body: object) => post(user, "/api/billing/checkout", body);
  const portal = (user: string) => post(user, "/api/billing/portal", {});
  const expectLimited = (answer: Awaited<ReturnType<typeof post>>, message: RegExp) => {
    expect(answer.status).toBe(429);
    expect(Number(answer.retryAfter)).toBeGreaterThanOrEqual(1);
    expect(answer.body).toEqual({ error: "rate_limited", message: expect.stringMatching(message) });
  };

  it("counts only the sessions created, checkout and portal apart", async () => {
    const user = newId("buyer");
    const opened = await checkout(user, { deckId: first.deckId });
    expect(opened.status).toBe(200);

    // 25 more clicks on the same purchase: the same open session each time, nothing created.
    for (let i = 0; i < 25; i++) {
      const again = await checkout(user, { deckId: first.deckId });
      expect(again).toMatchObject({ status: 409, body: { error: "checkout_open", url: opened.body.url } });
    }
    // Five clicks at once on another deck: one session, the others sent to it.
    const burst = await Promise.all(Array.from({ length: 5 }, () => checkout(user, { deckId: second.deckId })));
    expect(burst.map((a) => a.status).sort()).toEqual([200, 409, 409, 409, 409]);
    expect(new Set(burst.map((a) => a.body.url)).size).toBe(1);

    // The portal has its own budget, untouched by all of that.
    for (let i = 0; i < 2; i++) expect((await portal(user)).status).toBe(200);
    expectLimited(await portal(user), /^Too many billing portal sessions opened\. Try again in \d+ s\.$/);

    // A third new checkout is within the budget, a fourth is not; nothing of it is kept.
    expect((await checkout(user, { deckId: third.deckId })).status).toBe(200);
    expectLimited(await checkout(user, { plan: "monthly" }), /^Too many checkout sessions started\. Try again in \d+ s\.$/);
    const pass = await db().selectFrom("checkout_sessions").select("id").where("user_id", "=", user).where("kind", "=", "pass").execute();
    expect(pass).toEqual([]);
    // Someone else's budget is their own.
    expect((await checkout(newId("buyer"), { plan: "monthly" })).status).toBe(200);
  });
});
