import { screen, waitFor } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { json, mockApi, setOnline, watchNavigation } from "../../../tests/support/api-mock";
import { renderPage } from "../../../tests/support/render-page";
import { storeSignIn } from "../../../tests/support/signed-in";
import { deviceDb } from "../../lib/device-db";
import CheckoutCancelPage from "./CheckoutCancelPage";
import CheckoutStartPage from "./CheckoutStartPage";

const renderStart = (path: string) => renderPage(<CheckoutStartPage />, { path, route: "/checkout" });
const CANCELLED_NOTICE = "Checkout cancelled. Nothing was charged, and nothing has changed.";
const renderCancel = (path: string) => renderPage(<CheckoutCancelPage />, { path, route: "/checkout/cancel" });

beforeEach(() => deviceDb.clearAll());
afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

describe("/checkout (where sign-up on the way to a purchase ends)", () => {
  it("starts the checkout for the deck at once and goes to it, leaving itself out of Back", async () => {
    storeSignIn();
    const api = mockApi({ "POST /api/billing/checkout": { url: "http://localhost/payments/checkout/cs_9" } });
    const { replace, assign } = watchNavigation();
    renderStart("/checkout?deck=future");
    expect(await screen.findByRole("heading", { level: 1, name: "Taking you to the checkout" })).toBeInTheDocument();
    await waitFor(() => expect(replace).toHaveBeenCalledWith("http://localhost/payments/checkout/cs_9"));
    expect(assign).not.toHaveBeenCalled();
    expect(api.calls("POST /api/billing/checkout").map((r) => r.body)).toEqual([{ deckId: "future" }]);
  });

  it("starts the pass checkout for the plan in the address", async () => {
    storeSignIn();
    const api = mockApi({ "POST /api/billing/checkout": { url: "http://localhost/payments/checkout/cs_8" } });
    const { replace } = watchNavigation();
    renderStart("/checkout?plan=monthly");
    await waitFor(() => expect(replace).toHaveBeenCalledWith("http://localhost/payments/checkout/cs_8"));
    expect(api.calls("POST /api/billing/checkout").map((r) => r.body)).toEqual([{ plan: "monthly" }]);
  });

  it("says what went wrong and tries again on request", async () => {
    storeSignIn();
    let fail = true;
    const api = mockApi({
      "POST /api/billing/checkout": () => (fail ? json(502, { error: "billing_error", message: "x" }) : { url: "http://localhost/payments/checkout/cs_7" }),
    });
    const { replace } = watchNavigation();
    renderStart("/checkout?plan=yearly");
    expect(await screen.findByRole("alert")).toHaveTextContent("Something went wrong while opening the checkout. Nothing was charged.");
    expect(screen.getByRole("button", { name: "Back to pricing" })).toBeInTheDocument();
    fail = false;
    await userEvent.click(screen.getByRole("button", { name: "Try Again" }));
    await waitFor(() => expect(replace).toHaveBeenCalledWith("http://localhost/payments/checkout/cs_7"));
    expect(api.calls("POST /api/billing/checkout")).toHaveLength(2);
  });

  it("for a deck already owned, says so in the server's words and offers to play it", async () => {
    storeSignIn();
    mockApi({ "POST /api/billing/checkout": json(409, { error: "already_owned", message: "This deck is included in your All-Access Pass." }) });
    renderStart("/checkout?deck=future");
    expect(await screen.findByRole("alert")).toHaveTextContent("This deck is included in your All-Access Pass.");
    await userEvent.click(screen.getByRole("button", { name: "Start playing" }));
    expect(screen.getByTestId("location")).toHaveTextContent("/deck/future");
  });

  it("for a deck that does not exist, says so and offers the decks rather than a way back to it", async () => {
    storeSignIn();
    mockApi({ "POST /api/billing/checkout": json(404, { error: "deck_not_found", message: 'There is no deck "nope".' }) });
    renderStart("/checkout?deck=nope");
    expect(await screen.findByRole("alert")).toHaveTextContent('There is no deck "nope".');
    expect(screen.queryByRole("button", { name: "Back to the deck" })).not.toBeInTheDocument();
    await userEvent.click(screen.getByRole("button", { name: "Browse decks" }));
    expect(screen.getByTestId("location")).toHaveTextContent("/decks");
  });

  it("for a second pass, says so and points to the profile", async () => {
    storeSignIn();
    mockApi({
      "POST /api/billing/checkout": json(409, { error: "already_subscribed", message: "You already have the All-Access Pass. Manage it from your profile." }),
    });
    renderStart("/checkout?plan=yearly");
    expect(await screen.findByRole("alert")).toHaveTextContent("You already have the All-Access Pass. Manage it from your profile.");
    await userEvent.click(screen.getByRole("button", { name: "Go to your profile" }));
    expect(screen.getByTestId("location")).toHaveTextContent("/profile");
  });

  it("waits for a connection offline, then goes on", async () => {
    storeSignIn();
    const api = mockApi({ "POST /api/billing/checkout": { url: "http://localhost/payments/checkout/cs_6" } });
    const { replace } = watchNavigation();
    setOnline(false);
    renderStart("/checkout?deck=future");
    expect(await screen.findByRole("heading", { name: "You're offline" })).toBeInTheDocument();
    expect(api.calls("POST /api/billing/checkout")).toHaveLength(0);
    setOnline(true);
    await waitFor(() => expect(replace).toHaveBeenCalledWith("http://localhost/payments/checkout/cs_6"));
  });

  it("says so for an address that names nothing to buy", async () => {
    storeSignIn();
    mockApi({});
    renderStart("/checkout?plan=weekly");
    expect(await screen.findByRole("alert")).toHaveTextContent("This address does not name a deck or a plan to buy.");
  });

  it("sends a visitor to sign in, and back here after", () => {
    mockApi({});
    renderStart("/checkout?deck=future");
    expect(screen.getByTestId("location")).toHaveTextContent("/signin");
    expect(JSON.parse(screen.getByTestId("location").dataset.state!)).toEqual({ from: "/checkout?deck=future" });
  });
});

describe("/checkout/cancel", () => {
  const arrival = () => ({
    at: screen.getByTestId("location").textContent,
    state: JSON.parse(screen.getByTestId("location").dataset.state!) as unknown,
  });

  it("goes straight back to the deck, with a calm notice that nothing was charged", () => {
    renderCancel("/checkout/cancel?deck=future");
    expect(arrival()).toEqual({ at: "/deck/future", state: { flash: "Checkout cancelled. Nothing was charged, and nothing has changed." } });
  });

  it("goes back to pricing with the period the person chose", () => {
    renderCancel("/checkout/cancel?plan=monthly");
    expect(arrival()).toEqual({ at: "/pricing", state: { flash: CANCELLED_NOTICE, period: "monthly" } });
  });

  it("goes to the decks when the address names nothing", () => {
    renderCancel("/checkout/cancel");
    expect(arrival()).toEqual({ at: "/decks", state: { flash: CANCELLED_NOTICE } });
  });
});
