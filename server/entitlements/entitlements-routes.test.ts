// GET /api/me/entitlements: what a person owns, grants by hand included, whether payments are on
// or off.
import { beforeAll, describe, expect, it } from "vitest";
import { loadDeckContent } from "../content/deck-content";
import { seedDecks } from "../db/seed";
import type { Entitlements } from "../../shared/api-types";
import { testDatabases } from "../../tests/support/server/test-databases";
import { testAppsForFile, type TestApp } from "../../tests/support/server/test-app";
import { billingWithoutStripeApi, newId } from "../../tests/support/server/test-billing";
import { changeEntitlement, grantPurchase } from "./entitlement-repository";

const content = loadDeckContent();
const premiumDecks = content.filter((d) => d.isPremium);
const [premium] = premiumDecks;

describe.each(testDatabases)("what a person owns on $name", ({ target }) => {
  const { callers, db, appWith } = testAppsForFile(target, content);
  let app: TestApp;
  let billingOff: TestApp;

  beforeAll(() => {
    app = appWith({ billing: billingWithoutStripeApi() });
    billingOff = appWith();
  });

  const expectError = async (res: Response, status: number, error: string) => {
    expect(res.status).toBe(status);
    expect(res.headers.get("content-type")).toMatch(/application\/json/);
    expect(await res.json()).toEqual({ error, message: expect.any(String) });
  };
  const entitlementsOf = async (user: string, on = billingOff) => {
    const res = await on.request("/api/me/entitlements", { headers: callers.as(user) });
    expect(res.status).toBe(200);
    expect(res.headers.get("cache-control")).toBe("private, no-store");
    return (await res.json()) as Entitlements;
  };

  describe("GET /api/me/entitlements", () => {
    it("needs a signed-in caller", async () => {
      await expectError(await app.request("/api/me/entitlements"), 401, "unauthorized");
      await expectError(await app.request("/api/me/entitlements", { method: "POST", headers: callers.as(newId("user")) }), 405, "method_not_allowed");
    });

    it("lists grants by hand, also with payments off, and drops them once revoked", async () => {
      const user = newId("user");
      const mine = () => entitlementsOf(user);
      expect(await mine()).toEqual({ decks: [], pass: null });
      await changeEntitlement(db(), { userId: user, deckId: premium.deckId });
      const until = new Date(Date.now() + 7 * 24 * 3600 * 1000);
      await changeEntitlement(db(), { userId: user, deckId: null, expiresAt: until });
      expect(await mine()).toEqual({
        decks: [{ deckId: premium.deckId, title: premium.title, source: "grant" }],
        pass: { plan: null, status: "active", currentPeriodEnd: until.toISOString(), cancelAtPeriodEnd: false },
      });
      await changeEntitlement(db(), { userId: user, deckId: null, revoke: true });
      await changeEntitlement(db(), { userId: user, deckId: premium.deckId, revoke: true });
      expect(await mine()).toEqual({ decks: [], pass: null });
    });

    it("lists each deck once by title, a purchase over a grant, and leaves out a deck no longer offered", async () => {
      const user = newId("user");
      // Granted in the opposite order to their titles'.
      const byTitle = [...premiumDecks].sort((a, b) => (a.title < b.title ? -1 : 1));
      for (const deck of [...byTitle].reverse()) await changeEntitlement(db(), { userId: user, deckId: deck.deckId });
      await grantPurchase(db(), { userId: user, deckId: premium.deckId, paymentIntent: newId("pi") });
      expect((await entitlementsOf(user, app)).decks).toEqual(
        byTitle.map((deck) => ({ deckId: deck.deckId, title: deck.title, source: deck === premium ? "purchase" : "grant" })),
      );
      const withdrawn = byTitle[byTitle.length - 1];
      await seedDecks(db(), content.filter((d) => d !== withdrawn));
      try {
        expect((await entitlementsOf(user)).decks.map((d) => d.deckId)).toEqual(byTitle.slice(0, -1).map((d) => d.deckId));
      } finally {
        await seedDecks(db(), content);
      }
    });
  });
});
