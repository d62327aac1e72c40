import { afterEach, describe, expect, it, vi } from "vitest";
import { json, mockApi } from "../../../tests/support/api-mock";
import { ApiError } from "../../lib/http";
import { createCheckout, createPortalSession } from "./billing-api";
import { purchaseErrorMessage } from "./purchase-errors";

afterEach(() => vi.unstubAllGlobals());

describe("starting a checkout", () => {
  it("answers the payment page's address, and sends what is bought, nothing else", async () => {
    const api = mockApi({ "POST /api/billing/checkout": { url: "/payments/checkout/cs_1" } });
    expect(await createCheckout({ plan: "yearly" })).toBe(`${window.location.origin}/payments/checkout/cs_1`);
    expect(api.seen[0].body).toEqual({ plan: "yearly" });
    expect(api.seen[0].headers.get("Content-Type")).toBe("application/json");
  });

  it("refuses an address that is not a web page", async () => {
    mockApi({ "POST /api/billing/checkout": { url: "javascript:alert(1)" } });
    await expect(createCheckout({ deckId: "a" })).rejects.toThrow("cannot be opened");
    mockApi({ "POST /api/billing/portal": {} });
    await expect(createPortalSession()).rejects.toThrow("cannot be opened");
  });

  it("passes on a refusal with the server's code and words", async () => {
    mockApi({ "POST /api/billing/checkout": json(409, { error: "already_owned", message: "You already own this deck." }) });
    await expect(createCheckout({ deckId: "a" })).rejects.toMatchObject({ status: 409, code: "already_owned", message: "You already own this deck." });
  });

  it("does not follow a checkout_open answer without an address", async () => {
    mockApi({ "POST /api/billing/checkout": json(409, { error: "checkout_open", message: "Open." }) });
    await expect(createCheckout({ deckId: "a" })).rejects.toThrow("cannot be opened");
  });
});

describe("what a person reads when paying fails", () => {
  const apiError = (status: number, code = "error", message = "raw") => new ApiError(status, "", code, message);

  it.each([
    [new TypeError("Failed to fetch"), "You appear to be offline. Check your connection and try again."],
    [new DOMException("timed out", "TimeoutError"), "The connection is too slow right now. Nothing was charged. Please try again."],
    [apiError(401, "unauthorized", "Bad token"), "Your sign-in has expired. Please sign in again and try once more."],
    [apiError(409, "already_subscribed", "You already have the All-Access Pass."), "You already have the All-Access Pass."],
    [apiError(503, "billing_unavailable", "Payments are off here."), "Payments are off here."],
    [apiError(503), "Payments are not available right now. Nothing was charged. Please try again later."],
    [apiError(502, "billing_error", "StripeConnectionError: ECONNRESET"), "Something went wrong while opening the checkout. Nothing was charged. Please try again in a moment."],
    [apiError(500), "Something went wrong while opening the checkout. Nothing was charged. Please try again in a moment."],
    [apiError(400, "malformed_json", "Invalid or malformed JSON was provided"), "Something went wrong while opening the checkout. Nothing was charged. Please try again in a moment."],
  ])("%s", (error, message) => {
    expect(purchaseErrorMessage(error, "checkout")).toBe(message);
  });

  it("words the portal's failures for the portal", () => {
    expect(purchaseErrorMessage(apiError(500), "portal")).toBe("Something went wrong while opening your subscription settings. Please try again in a moment.");
  });
});
