import { screen, waitFor } from "@testing-library/react";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import type { CheckoutSessionState } from "../../../shared/api-types";
import { mockApi, watchNavigation } from "../../../tests/support/api-mock";
import { renderPage } from "../../../tests/support/render-page";
import { storeSignIn } from "../../../tests/support/signed-in";
import { receiveEvents, type TrackedEvent } from "../../lib/analytics";
import { deviceDb } from "../../lib/device-db";
import CheckoutStartPage from "./CheckoutStartPage";
import CheckoutSuccessPage from "./CheckoutSuccessPage";
import { testPricing } from "../../../tests/support/pricing";

const passSession: CheckoutSessionState = { id: "cs_pass", status: "complete", paid: true, purchase: { kind: "pass", plan: "yearly" }, entitled: true };

let tracked: TrackedEvent[] = [];
const named = (name: string) => tracked.filter((event) => event.name === name).map((event) => event.params);

beforeEach(async () => {
  await deviceDb.clearAll();
  storeSignIn();
  tracked = [];
  receiveEvents((event) => tracked.push(event));
});
afterEach(() => {
  receiveEvents(() => {});
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

describe("purchase analytics", () => {
  it("records begin_checkout when a checkout starts: value in major units, currency, item", async () => {
    mockApi({ "GET /api/pricing": testPricing, "POST /api/billing/checkout": { url: "http://localhost/payments/checkout/cs_8" } });
    const { replace } = watchNavigation();
    renderPage(<CheckoutStartPage />, { path: "/checkout?plan=monthly", route: "/checkout" });
    await waitFor(() => expect(replace).toHaveBeenCalled());
    await waitFor(() => expect(named("begin_checkout")).toEqual([{ value: 4, currency: "usd", item: "all_access_monthly" }]));
  });

  it("records the purchase on the success page once it is confirmed, once per checkout session", async () => {
    const api = mockApi({ "GET /api/pricing": testPricing, "GET /api/billing/session/cs_pass": passSession, "GET /api/me/entitlements": { decks: [], pass: null }, "GET /api/decks": [] });
    const path = "/checkout/success?session_id=cs_pass";
    const first = renderPage(<CheckoutSuccessPage />, { path, route: "/checkout/success" });
    expect(await screen.findByText("Every premium deck is unlocked for you.")).toBeInTheDocument();
    await waitFor(() =>
      expect(named("purchase")).toEqual([{ value: 36, currency: "usd", item: "all_access_yearly", transaction_id: "cs_pass" }]),
    );
    expect(named("user_event")).toEqual([{ category: "User", action: "upgrade", label: "card", plan_type: "all_access_yearly" }]);
    first.unmount();

    // The page opened again (a reload, Back): the same checkout is not a second purchase.
    renderPage(<CheckoutSuccessPage />, { path, route: "/checkout/success" });
    expect(await screen.findByText("Every premium deck is unlocked for you.")).toBeInTheDocument();
    await waitFor(() => expect(api.calls("GET /api/billing/session/cs_pass").length).toBeGreaterThan(1));
    expect(named("purchase")).toHaveLength(1);
    expect(named("user_event")).toHaveLength(1);
  });
});
