// The purchases API's answers that come before any call to Stripe: sign-in, malformed requests,
// what cannot be bought, and payments switched off.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { loadDeckContent } from "../content/deck-content";
import { changeEntitlement } from "../entitlements/entitlement-repository";
import type { Pricing } from "../../shared/api-types";
import { testDatabases } from "../../tests/support/server/test-databases";
import { testAppsForFile, type TestApp } from "../../tests/support/server/test-app";
import { billingWithoutStripeApi, newId, passSubscription, signedDelivery, stripeEvent } from "../../tests/support/server/test-billing";
import { startSubscriptionsApi, type SubscriptionsApi } from "../../tests/support/server/stripe-subscriptions";

const content = loadDeckContent();
const [premium, otherPremium] = content.filter((d) => d.isPremium);
const free = content.find((d) => !d.isPremium)!;

describe.each(testDatabases)("the purchases API on $name", ({ target }) => {
  const { callers, db, appWith } = testAppsForFile(target, content);
  let app: TestApp;
  let billingOff: TestApp;
  /** Only a subscription to read back (a webhook's subscription events need one). */
  let stripe: SubscriptionsApi;
  let withSubscriptions: TestApp;

  beforeAll(async () => {
    app = appWith({ billing: billingWithoutStripeApi() });
    billingOff = appWith();
    stripe = await startSubscriptionsApi();
    withSubscriptions = appWith({ billing: stripe.billing });
  });

  afterAll(async () => {
    await stripe?.stop();
  });

  const checkout = (body: unknown, headers: Record<string, string> = {}, on = app) =>
    on.request("/api/billing/checkout", {
      method: "POST",
      headers: { "Content-Type": "application/json", ...headers },
      body: typeof body === "string" ? body : JSON.stringify(body),
    });
  const expectError = async (res: Response, status: number, error: string, message?: string) => {
    expect(res.status).toBe(status);
    expect(res.headers.get("content-type")).toMatch(/application\/json/);
    expect(await res.json()).toEqual({ error, message: message ?? expect.any(String) });
  };

  describe("with payments off", () => {
    it("shows the spec's prices, not purchasable", async () => {
      const res = await billingOff.request("/api/pricing");
      expect(res.status).toBe(200);
      expect(res.headers.get("cache-control")).toMatch(/max-age=\d+/);
      expect(await res.json()).toEqual<Pricing>({
        currency: "usd",
        deck: { amount: 1199, display: "11.99" },
        monthly: { amount: 400, display: "4.00" },
        yearly: { amount: 3600, display: "36.00" },
        purchasable: false,
      });
    });

    it("answers 503 billing_unavailable to checkout, portal, session and webhook", async () => {
      const user = callers.as(newId("user"));
      await expectError(await checkout({ deckId: premium.deckId }, user, billingOff), 503, "billing_unavailable");
      await expectError(await billingOff.request("/api/billing/portal", { method: "POST", headers: user }), 503, "billing_unavailable");
      await expectError(await billingOff.request("/api/billing/session/cs_test_123", { headers: user }), 503, "billing_unavailable");
      await expectError(await billingOff.request("/api/billing/webhook", signedDelivery(stripeEvent("ping", {}))), 503, "billing_unavailable");
    });
  });

  it("shows the spec's prices, not purchasable, while Stripe cannot be reached", async () => {
    const res = await app.request("/api/pricing");
    expect(res.status).toBe(200);
    expect(await res.json()).toMatchObject({ deck: { amount: 1199, display: "11.99" }, purchasable: false });
  });

  describe("POST /api/billing/checkout", () => {
    it("asks a visitor to sign in (401)", async () => {
      await expectError(await checkout({ deckId: premium.deckId }), 401, "unauthorized");
      await expectError(await app.request("/api/billing/portal", { method: "POST" }), 401, "unauthorized");
      await expectError(await app.request("/api/billing/session/cs_test_123"), 401, "unauthorized");
    });

    it("refuses malformed requests with 400, other media types with 415", async () => {
      const user = callers.as(newId("user"));
      for (const body of [
        "{not json",
        [],
        {},
        { deckId: premium.deckId, plan: "monthly" },
        { deckId: "Bad_Id" },
        { deckId: 7 },
        { plan: "weekly" },
        { amount: 1 },
      ]) {
        await expectError(await checkout(body, user), 400, "invalid_request");
      }
      const form = await app.request("/api/billing/checkout", {
        method: "POST",
        headers: { ...user, "Content-Type": "application/x-www-form-urlencoded" },
        body: `deckId=${premium.deckId}`,
      });
      await expectError(form, 415, "unsupported_media_type");
      expect((await app.request("/api/billing/checkout", { headers: user })).status).toBe(405);
    });

    it("refuses a free deck (400) and an unknown one (404)", async () => {
      const user = callers.as(newId("user"));
      await expectError(await checkout({ deckId: free.deckId }, user), 400, "invalid_request", `"${free.title}" is free: every card is already yours to play.`);
      await expectError(await checkout({ deckId: "no-such-deck" }, user), 404, "deck_not_found");
    });

    it("refuses a deck already owned or covered by the pass, and a second pass (409)", async () => {
      const owner = newId("owner");
      await changeEntitlement(db(), { userId: owner, deckId: premium.deckId });
      await expectError(await checkout({ deckId: premium.deckId }, callers.as(owner)), 409, "already_owned", "You already own this deck.");

      const granted = newId("granted");
      await changeEntitlement(db(), { userId: granted, deckId: null });
      await expectError(
        await checkout({ deckId: otherPremium.deckId }, callers.as(granted)),
        409,
        "already_owned",
        "This deck is included in your All-Access Pass.",
      );
      const ALREADY = "You already have the All-Access Pass. Manage it from your profile.";
      await expectError(await checkout({ plan: "yearly" }, callers.as(granted)), 409, "already_subscribed", ALREADY);

      // A subscription that is not over still counts, even while a renewal is unpaid.
      const subscriber = newId("subscriber");
      const now = Math.floor(Date.now() / 1000);
      const pastDue = passSubscription({ id: newId("sub"), userId: subscriber, periodStart: now, status: "past_due" });
      stripe.set(pastDue);
      expect((await withSubscriptions.request("/api/billing/webhook", signedDelivery(stripeEvent("customer.subscription.created", pastDue)))).status).toBe(200);
      await expectError(await checkout({ plan: "monthly" }, callers.as(subscriber)), 409, "already_subscribed", ALREADY);
    });

    it("answers 502 billing_error, and keeps nothing, when Stripe cannot be reached", async () => {
      const user = newId("user");
      await expectError(await checkout({ deckId: premium.deckId }, callers.as(user)), 502, "billing_error");
      const rows = await db().selectFrom("checkout_sessions").select("id").where("user_id", "=", user).execute();
      expect(rows).toEqual([]);
      // The purchase is not held: the next try goes to Stripe again (and fails the same way).
      await expectError(await checkout({ deckId: premium.deckId }, callers.as(user)), 502, "billing_error");
    });
  });

  describe("GET /api/billing/session/:id", () => {
    it("refuses a malformed id (400) and a session that is not the caller's (404)", async () => {
      const user = callers.as(newId("user"));
      await expectError(await app.request("/api/billing/session/not-a-session", { headers: user }), 400, "invalid_request");
      await expectError(await app.request("/api/billing/session/cs_test_unknown", { headers: user }), 404, "session_not_found");
    });
  });

  describe("POST /api/billing/portal", () => {
    it("answers 404 no_customer to someone who never bought", async () => {
      await expectError(await app.request("/api/billing/portal", { method: "POST", headers: callers.as(newId("user")) }), 404, "no_customer");
    });
  });
});
