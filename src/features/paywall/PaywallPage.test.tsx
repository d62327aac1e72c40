import { screen, waitFor } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { json, mockApi, setOnline, watchNavigation } from "../../../tests/support/api-mock";
import { makeDeck, renderPage } from "../../../tests/support/render-page";
import { storeSignIn } from "../../../tests/support/signed-in";
import { deviceDb } from "../../lib/device-db";
import PaywallPage from "./PaywallPage";

const decks = [makeDeck("future", true, { title: "Future Us" }), makeDeck("friends", false, { title: "Old Friends" })];
const pricing = {
  currency: "usd",
  deck: { amount: 1249, display: "12.49" },
  monthly: { amount: 400, display: "4.00" },
  yearly: { amount: 3600, display: "36.00" },
  purchasable: true,
};
const nothingOwned = { decks: [], pass: null };

const renderPaywall = (path = "/paywall?deck=future") => renderPage(<PaywallPage />, { path, route: "/paywall" });

beforeEach(() => deviceDb.clearAll());
afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

describe("/paywall?deck=<id>", () => {
  it("offers that deck by title, at the price the server charges", async () => {
    mockApi({ "GET /api/decks": decks, "GET /api/pricing": pricing });
    renderPaywall();
    expect(screen.getByRole("heading", { level: 1, name: "Unlock Premium Deck" })).toBeInTheDocument();
    expect(await screen.findByText("Future Us")).toBeInTheDocument();
    expect(await screen.findByText("$12.49")).toBeInTheDocument();
    expect(screen.getByText("Get full access to this premium deck and support the creator.")).toBeInTheDocument();
    expect(screen.getByRole("link", { name: "Preview the first cards" })).toHaveAttribute("href", "/deck/future");
  });

  it("shows the spec's early-supporter benefits where the person decides to pay, less the pass's future decks", async () => {
    mockApi({ "GET /api/decks": decks, "GET /api/pricing": pricing });
    renderPaywall();
    const benefits = await screen.findByRole("region", { name: "Early supporter benefits" });
    for (const benefit of ["Full deck access", "First access to new decks", "An ad-free experience", "Support for making more decks"]) {
      expect(benefits).toHaveTextContent(benefit);
    }
    // One deck bought is that deck: the decks still to come are the All-Access Pass's promise.
    expect(screen.queryByText(/all future decks/i)).not.toBeInTheDocument();
  });

  it("shows the spec's price until the server answers, and keeps it when the server cannot be reached", async () => {
    mockApi({ "GET /api/decks": decks, "GET /api/pricing": () => Promise.reject(new TypeError("Failed to fetch")) });
    renderPaywall();
    expect(screen.getByText("$11.99")).toBeInTheDocument();
    await screen.findByText("Future Us");
    expect(screen.getByText("$11.99")).toBeInTheDocument();
  });

  it("sends a visitor to sign up, carrying the deck and the purchase to go on to", async () => {
    mockApi({ "GET /api/decks": decks, "GET /api/pricing": pricing });
    renderPaywall();
    await userEvent.click(screen.getByRole("button", { name: "Unlock This Deck" }));
    const location = screen.getByTestId("location");
    expect(location).toHaveTextContent("/signup");
    expect(JSON.parse(location.dataset.state!)).toMatchObject({
      redirectTo: "/deck/future",
      source: "deck",
      deckId: "future",
      purchase: { deckId: "future" },
    });
  });

  it("starts one checkout for a signed-in person, however often the button is pressed, and goes to it", async () => {
    storeSignIn();
    let answer: (response: Response) => void = () => {};
    const api = mockApi({
      "GET /api/decks": decks,
      "GET /api/pricing": pricing,
      "GET /api/me/entitlements": nothingOwned,
      "POST /api/billing/checkout": () => new Promise<Response>((resolve) => (answer = resolve)),
    });
    const { assign } = watchNavigation();
    renderPaywall();
    const button = await screen.findByRole("button", { name: "Unlock This Deck" });
    await userEvent.click(button);
    await userEvent.click(button);
    await waitFor(() => expect(api.calls("POST /api/billing/checkout")).toHaveLength(1));
    const working = screen.getByRole("button", { name: "Opening checkout..." });
    expect(working).toBeDisabled();
    expect(working).toHaveAttribute("aria-busy", "true");
    answer(json(200, { url: "http://localhost/payments/checkout/cs_1" }));
    await waitFor(() => expect(assign).toHaveBeenCalledWith("http://localhost/payments/checkout/cs_1"));
    const checkouts = api.calls("POST /api/billing/checkout");
    expect(checkouts).toHaveLength(1);
    expect(checkouts[0].body).toEqual({ deckId: "future" });
    expect(checkouts[0].headers.get("Authorization")).toMatch(/^Bearer /);
  });

  it("follows the checkout still open for the same deck", async () => {
    storeSignIn();
    mockApi({
      "GET /api/decks": decks,
      "GET /api/pricing": pricing,
      "GET /api/me/entitlements": nothingOwned,
      "POST /api/billing/checkout": json(409, { error: "checkout_open", message: "Open.", url: "http://localhost/payments/checkout/cs_open" }),
    });
    const { assign } = watchNavigation();
    renderPaywall();
    await userEvent.click(await screen.findByRole("button", { name: "Unlock This Deck" }));
    await waitFor(() => expect(assign).toHaveBeenCalledWith("http://localhost/payments/checkout/cs_open"));
  });

  it.each([
    [json(409, { error: "already_owned", message: "You already own this deck." }), "You already own this deck."],
    [json(502, { error: "billing_error", message: "Stripe said no." }), /^Something went wrong while opening the checkout\. Nothing was charged\./],
    [new Response("<html>Bad gateway</html>", { status: 500 }), /^Something went wrong/],
    [json(503, { error: "billing_unavailable", message: "Payments are switched off on this server." }), "Payments are switched off on this server."],
  ])("says what went wrong, and the button works again (%#)", async (refusal, shown) => {
    storeSignIn();
    const api = mockApi({ "GET /api/decks": decks, "GET /api/pricing": pricing, "GET /api/me/entitlements": nothingOwned, "POST /api/billing/checkout": refusal });
    const { assign } = watchNavigation();
    renderPaywall();
    await userEvent.click(await screen.findByRole("button", { name: "Unlock This Deck" }));
    expect(await screen.findByRole("alert")).toHaveTextContent(shown);
    expect(screen.getByRole("button", { name: "Unlock This Deck" })).toBeEnabled();
    expect(assign).not.toHaveBeenCalled();
    await userEvent.click(screen.getByRole("button", { name: "Unlock This Deck" }));
    await waitFor(() => expect(api.calls("POST /api/billing/checkout")).toHaveLength(2));
  });

  it("says so when the network is gone mid-way", async () => {
    storeSignIn();
    mockApi({
      "GET /api/decks": decks,
      "GET /api/pricing": pricing,
      "GET /api/me/entitlements": nothingOwned,
      "POST /api/billing/checkout": () => Promise.reject(new TypeError("Failed to fetch")),
    });
    renderPaywall();
    await userEvent.click(await screen.findByRole("button", { name: "Unlock This Deck" }));
    expect(await screen.findByRole("alert")).toHaveTextContent("You appear to be offline. Check your connection and try again.");
  });

  it("cannot be bought offline: the button is disabled and says so", async () => {
    mockApi({ "GET /api/decks": decks, "GET /api/pricing": pricing });
    setOnline(false);
    renderPaywall();
    expect(screen.getByRole("button", { name: "Unlock This Deck (You're offline)" })).toBeDisabled();
    expect(screen.getByText("You're offline")).toBeVisible();
    setOnline(true);
    expect(await screen.findByRole("button", { name: "Unlock This Deck" })).toBeEnabled();
  });

  it("shows prices but sells nothing when the server has no payments set up", async () => {
    mockApi({ "GET /api/decks": decks, "GET /api/pricing": { ...pricing, purchasable: false } });
    renderPaywall();
    expect(await screen.findByRole("button", { name: "Purchases unavailable" })).toBeDisabled();
  });

  it("lets someone who already has the deck play it", async () => {
    storeSignIn();
    mockApi({ "GET /api/decks": decks, "GET /api/pricing": pricing, "GET /api/me/entitlements": { decks: [{ deckId: "future", title: "Future Us", source: "purchase" }], pass: null } });
    renderPaywall();
    expect(await screen.findByText("You already have every card of this deck.")).toBeInTheDocument();
    expect(screen.queryByRole("button", { name: "Unlock This Deck" })).not.toBeInTheDocument();
    await userEvent.click(screen.getByRole("button", { name: "Start playing" }));
    expect(screen.getByTestId("location")).toHaveTextContent("/deck/future");
  });

  it("says so for a deck that does not exist, and for a free one", async () => {
    mockApi({ "GET /api/decks": decks, "GET /api/pricing": pricing });
    const { unmount } = renderPaywall("/paywall?deck=nope");
    expect(await screen.findByRole("alert")).toHaveTextContent("There is no deck called “nope”.");
    unmount();
    renderPaywall("/paywall?deck=friends");
    expect(await screen.findByText("This deck is free: every card is yours to play.")).toBeInTheDocument();
  });

  it("without a deck, sends the person to choose one", async () => {
    mockApi({ "GET /api/pricing": pricing });
    renderPaywall("/paywall");
    await userEvent.click(screen.getByRole("button", { name: "Choose Your Deck" }));
    expect(screen.getByTestId("location")).toHaveTextContent("/decks");
  });
});
