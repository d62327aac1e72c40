import { screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, describe, expect, it, vi } from "vitest";
import { json, mockApi, setOnline, watchNavigation } from "../../../tests/support/api-mock";
import { renderPage } from "../../../tests/support/render-page";
import { storeSignIn } from "../../../tests/support/signed-in";
import { OWN_DECK_LIMITS } from "../../../shared/own-decks";
import PricingPage from "./PricingPage";
import { allAccessDisplay, yearlySavingPercent } from "./pricing";
import { testPricing } from "../../../tests/support/pricing";

const nothingOwned = { decks: [], pass: null };

afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

describe("pricing", () => {
  it("shows the spec's early-supporter benefits", () => {
    mockApi({ "GET /api/pricing": testPricing });
    renderPage(<PricingPage />, { path: "/pricing" });
    const benefits = screen.getByRole("region", { name: "Early supporter benefits" });
    for (const benefit of ["Full deck access", "First access to new decks", "An ad-free experience", "Support for making more decks", "Access to all future decks"]) {
      expect(benefits).toHaveTextContent(benefit);
    }
  });

  it("derives the yearly figures from the price strings", () => {
    expect(yearlySavingPercent()).toBe(25);
    expect(allAccessDisplay("yearly")).toEqual({ price: "$3.00/mo", struck: "$4.00", note: "$36.00 billed yearly" });
    expect(allAccessDisplay("monthly")).toEqual({ price: "$4.00/mo", struck: null, note: "billed monthly" });
  });
});

describe("PricingPage", () => {
  it("starts on Yearly with the saving badge and the struck monthly price", () => {
    mockApi({ "GET /api/pricing": testPricing });
    renderPage(<PricingPage />, { path: "/pricing" });
    expect(screen.getByRole("heading", { level: 1, name: "Your Path to Infinite Dialogue" })).toBeInTheDocument();
    expect(screen.getByText("Choose the plan that fits your journey.")).toBeInTheDocument();
    expect(screen.getByRole("button", { name: "Yearly" })).toHaveAttribute("aria-pressed", "true");
    expect(screen.getByText("Save 25%")).toBeInTheDocument();
    expect(screen.getByText("$36.00 billed yearly")).toBeInTheDocument();
    expect(screen.getByText("$4.00").tagName).toBe("S");
  });

  it("switches the All-Access price when Monthly is chosen", async () => {
    mockApi({ "GET /api/pricing": testPricing });
    renderPage(<PricingPage />, { path: "/pricing" });
    await userEvent.click(screen.getByRole("button", { name: "Monthly" }));
    expect(screen.getByRole("button", { name: "Monthly" })).toHaveAttribute("aria-pressed", "true");
    expect(screen.getByRole("button", { name: "Yearly" })).toHaveAttribute("aria-pressed", "false");
    expect(screen.getByText(/billed monthly/).closest("p")).toHaveTextContent("$4.00/mo billed monthly");
    expect(screen.queryByText("$36.00 billed yearly")).not.toBeInTheDocument();
  });

  it("comes back from a cancelled monthly checkout with Monthly still chosen", () => {
    mockApi({ "GET /api/pricing": testPricing });
    renderPage(<PricingPage />, { path: "/pricing", state: { flash: "Checkout cancelled.", period: "monthly" } });
    expect(screen.getByRole("button", { name: "Monthly" })).toHaveAttribute("aria-pressed", "true");
  });

  it("shows every plan", () => {
    mockApi({ "GET /api/pricing": testPricing });
    renderPage(<PricingPage />, { path: "/pricing" });
    for (const text of ["Free Access", "Try it out", "Access to core decks", "Deck by Deck", "Pick & Play", "$11.99", "All-Access Pass", "Popular", "The Complete Experience", "Download all decks as a PDF", "Save favourite cards for later", "Host live rooms of up to 8 people with a free account", "Host live workshop rooms of up to 200 people"]) {
      expect(screen.getByText(text)).toBeInTheDocument();
    }
  });

  it("says how many decks of their own, of how many cards, a free account and the pass keep", () => {
    mockApi({ "GET /api/pricing": testPricing });
    renderPage(<PricingPage />, { path: "/pricing" });
    const { free, pass } = OWN_DECK_LIMITS;
    expect(within(screen.getByRole("region", { name: "Free Access" })).getByText(`Make ${free.decks} decks of your own, up to ${free.cards} cards each`)).toBeInTheDocument();
    expect(within(screen.getByRole("region", { name: "All-Access Pass" })).getByText(`Make ${pass.decks} decks of your own, up to ${pass.cards} cards each`)).toBeInTheDocument();
  });

  it("shows the server's prices once they arrive", async () => {
    mockApi({ "GET /api/pricing": { ...testPricing, deck: { amount: 1299, display: "12.99" }, yearly: { amount: 4200, display: "42.00" } } });
    renderPage(<PricingPage />, { path: "/pricing" });
    expect(await screen.findByText("$12.99")).toBeInTheDocument();
    expect(screen.getByText("$42.00 billed yearly")).toBeInTheDocument();
    expect(screen.getByText("$3.50/mo")).toBeInTheDocument();
    expect(screen.getByText("Save 13%")).toBeInTheDocument();
  });

  it("sends a visitor's 'Get Started' to /signup", async () => {
    mockApi({ "GET /api/pricing": testPricing });
    renderPage(<PricingPage />, { path: "/pricing" });
    await userEvent.click(screen.getByRole("button", { name: "Get Started" }));
    expect(screen.getByTestId("location")).toHaveTextContent("/signup");
  });

  it("sends 'Choose Your Deck' to /decks", async () => {
    mockApi({ "GET /api/pricing": testPricing });
    renderPage(<PricingPage />, { path: "/pricing" });
    await userEvent.click(screen.getByRole("button", { name: "Choose Your Deck" }));
    expect(screen.getByTestId("location")).toHaveTextContent("/decks");
  });

  it("sends a visitor's 'Get Unlimited Access' to sign up, then on to the checkout for the chosen period", async () => {
    mockApi({ "GET /api/pricing": testPricing });
    renderPage(<PricingPage />, { path: "/pricing" });
    await userEvent.click(screen.getByRole("button", { name: "Monthly" }));
    await userEvent.click(screen.getByRole("button", { name: "Get Unlimited Access" }));
    const location = screen.getByTestId("location");
    expect(location).toHaveTextContent("/signup");
    expect(JSON.parse(location.dataset.state!)).toMatchObject({ purchase: { plan: "monthly" }, redirectTo: "/checkout?plan=monthly" });
  });

  it("sends a signed-in person's 'Get Started' to /decks", async () => {
    storeSignIn();
    mockApi({ "GET /api/pricing": testPricing, "GET /api/me/entitlements": nothingOwned });
    renderPage(<PricingPage />, { path: "/pricing" });
    await userEvent.click(screen.getByRole("button", { name: "Get Started" }));
    expect(screen.getByTestId("location")).toHaveTextContent("/decks");
  });

  it("starts a signed-in person's pass checkout for the selected period", async () => {
    storeSignIn();
    const api = mockApi({
      "GET /api/pricing": testPricing,
      "GET /api/me/entitlements": nothingOwned,
      "POST /api/billing/checkout": { url: "http://localhost/payments/checkout/cs_y" },
    });
    const { assign } = watchNavigation();
    renderPage(<PricingPage />, { path: "/pricing" });
    await userEvent.click(screen.getByRole("button", { name: "Get Unlimited Access" }));
    await waitFor(() => expect(assign).toHaveBeenCalledWith("http://localhost/payments/checkout/cs_y"));
    expect(api.calls("POST /api/billing/checkout").map((r) => r.body)).toEqual([{ plan: "yearly" }]);
  });

  it("shows the server's refusal of a second pass", async () => {
    storeSignIn();
    mockApi({
      "GET /api/pricing": testPricing,
      "GET /api/me/entitlements": nothingOwned,
      "POST /api/billing/checkout": json(409, { error: "already_subscribed", message: "You already have the All-Access Pass. Manage it from your profile." }),
    });
    renderPage(<PricingPage />, { path: "/pricing" });
    await userEvent.click(screen.getByRole("button", { name: "Get Unlimited Access" }));
    expect(await screen.findByRole("alert")).toHaveTextContent("You already have the All-Access Pass. Manage it from your profile.");
  });

  it("shows a pass holder 'You have All-Access' and 'Manage subscription', which opens the portal", async () => {
    storeSignIn();
    const api = mockApi({
      "GET /api/pricing": testPricing,
      "GET /api/me/entitlements": { decks: [], pass: { plan: "yearly", status: "active", currentPeriodEnd: "2027-01-15T12:00:00Z", cancelAtPeriodEnd: false } },
      "POST /api/billing/portal": { url: "http://localhost/payments/portal/bps_1" },
    });
    const { assign } = watchNavigation();
    renderPage(<PricingPage />, { path: "/pricing" });
    expect(await screen.findByText("You have All-Access")).toBeInTheDocument();
    expect(screen.queryByRole("button", { name: "Get Unlimited Access" })).not.toBeInTheDocument();
    await userEvent.click(screen.getByRole("button", { name: "Manage subscription" }));
    await waitFor(() => expect(assign).toHaveBeenCalledWith("http://localhost/payments/portal/bps_1"));
    expect(api.calls("POST /api/billing/portal")).toHaveLength(1);
  });

  it("disables the plan button offline, saying so", async () => {
    mockApi({ "GET /api/pricing": testPricing });
    setOnline(false);
    renderPage(<PricingPage />, { path: "/pricing" });
    expect(screen.getByRole("button", { name: "Get Unlimited Access (You're offline)" })).toBeDisabled();
    expect(screen.getByRole("button", { name: "Choose Your Deck" })).toBeEnabled();
  });
});
