// When Stripe (here the payment emulator) stops answering after the server has started: the prices
// already fetched are still shown and purchasable, buying answers a readable 502, and the local
// /payments/ pages a 502 JSON. Also the proxy's own refusals.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createApp } from "../app";
import { loadDeckContent } from "../content/deck-content";
import { openDatabase, type DatabaseHandle } from "../db/database";
import { migrate } from "../db/migrations";
import { seedDecks } from "../db/seed";
import type { Pricing } from "../../shared/api-types";
import { newId, testCallers } from "../../tests/support/server/test-billing";
import { startTestPayments, type TestPayments } from "../../tests/support/server/test-payments";
import { memoryTarget } from "../../tests/support/server/test-databases";

const content = loadDeckContent();
const premium = content.find((d) => d.isPremium)!;

describe("payments when Stripe stops answering", () => {
  let handle: DatabaseHandle;
  let payments: TestPayments;
  let app: ReturnType<typeof createApp>;
  const callers = testCallers();

  beforeAll(async () => {
    handle = await openDatabase(memoryTarget());
    await migrate(handle.db);
    await seedDecks(handle.db, content);
    // A TTL of 0: every request after the first asks Stripe again, in the background.
    payments = await startTestPayments({ priceTtlMs: 0 });
    app = createApp({ db: handle.db, auth: { settings: null, verifier: callers.verifier }, billing: payments.billing });
    payments.serve(app);
  });

  afterAll(async () => {
    await payments?.stop();
    await handle?.close();
  });

  const pricing = async () => (await (await app.request("/api/pricing")).json()) as Pricing;

  it("refuses what the hosted pages never send", async () => {
    const put = await app.request("/payments/checkout/cs_test_x", { method: "PUT" });
    expect(put.status).toBe(405);
    expect(put.headers.get("allow")).toBe("GET, HEAD, POST");
    const json = await app.request("/payments/checkout/cs_test_x", { method: "POST", headers: { "Content-Type": "application/json" }, body: "{}" });
    expect(json.status).toBe(415);
    const huge = await app.request("/payments/checkout/cs_test_x", {
      method: "POST",
      headers: { "Content-Type": "application/x-www-form-urlencoded" },
      body: `card=${"4".repeat(20_000)}`,
    });
    expect(huge.status).toBe(413);
  });

  it("keeps showing the last prices it had, buys nothing, and says so", async () => {
    const before = await pricing();
    expect(before).toMatchObject({ deck: { amount: 1199 }, purchasable: true });
    await payments.emulator.stop();

    for (let i = 0; i < 3; i += 1) expect(await pricing()).toEqual(before);

    const res = await app.request("/api/billing/checkout", {
      method: "POST",
      headers: { ...callers.as(newId("buyer")), "Content-Type": "application/json" },
      body: JSON.stringify({ deckId: premium.deckId }),
    });
    expect(res.status).toBe(502);
    expect(await res.json()).toEqual({ error: "billing_error", message: expect.stringContaining("Nothing was charged") });

    const page = await app.request("/payments/checkout/cs_test_gone");
    expect(page.status).toBe(502);
    expect(await page.json()).toMatchObject({ error: "payments_unavailable" });
  });
});
