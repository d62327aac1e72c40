// Which checkout sessions were recorded as purchases is kept on the device: a page loaded later
// (a reload, Back to the success page) does not record the same one again. A file of its own,
// since it loads the modules afresh, which a page rendered later in the same file would not see.
import { waitFor } from "@testing-library/react";
import { afterEach, expect, it, vi } from "vitest";
import { mockApi } from "../../../tests/support/api-mock";
import type { TrackedEvent } from "../../lib/analytics";
import { testPricing } from "../../../tests/support/pricing";


afterEach(() => {
  vi.unstubAllGlobals();
});

it("remembers on the device which sessions it recorded, for the next page too", async () => {
  mockApi({ "GET /api/pricing": testPricing });
  vi.resetModules();
  const before = await import("./purchase-analytics");
  const analytics = await import("../../lib/analytics");
  const seen: TrackedEvent[] = [];
  analytics.receiveEvents((event) => seen.push(event));
  before.trackPurchase("cs_deck", { deckId: "future" });
  await waitFor(() =>
    expect(seen.filter((e) => e.name === "purchase").map((e) => e.params)).toEqual([{ value: 11.99, currency: "usd", item: "future", transaction_id: "cs_deck" }]),
  );

  vi.resetModules();
  const after = await import("./purchase-analytics");
  (await import("../../lib/analytics")).receiveEvents((event) => seen.push(event));
  after.trackPurchase("cs_deck", { deckId: "future" });
  await new Promise((resolve) => setTimeout(resolve, 20));
  expect(seen.filter((e) => e.name === "purchase")).toHaveLength(1);
});
