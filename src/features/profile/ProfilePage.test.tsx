import { screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import type { Entitlements } from "../../../shared/api-types";
import { json, mockApi, setOnline, watchNavigation } from "../../../tests/support/api-mock";
import { renderPage } from "../../../tests/support/render-page";
import { storeSignIn } from "../../../tests/support/signed-in";
import { deviceDb } from "../../lib/device-db";
import { entitlementStore } from "../../../tests/support/stored-entitlements";
import ProfilePage from "./ProfilePage";

const owner: Entitlements = {
  decks: [
    { deckId: "future", title: "Future Us", source: "purchase" },
    { deckId: "values", title: "Values", source: "grant" },
  ],
  pass: { plan: "yearly", status: "active", currentPeriodEnd: "2027-01-15T12:00:00Z", cancelAtPeriodEnd: false },
};

const renderProfile = () => renderPage(<ProfilePage />, { path: "/profile", route: "/profile" });
const section = (name: string) => screen.getByRole("region", { name });

beforeEach(async () => {
  await deviceDb.clearAll();
  storeSignIn();
});
afterEach(async () => {
  // A test ends once the page shows what it checks; the answer it got may still be being kept on
  // the device. Let that land before the next test clears the store and writes its own.
  await new Promise((resolve) => setTimeout(resolve, 100));
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

describe("the profile's purchases", () => {
  it("lists the decks owned, with links, and the pass with its renewal date", async () => {
    mockApi({ "GET /api/me/entitlements": owner });
    renderProfile();
    expect(await screen.findByRole("heading", { level: 2, name: "Your decks" })).toBeInTheDocument();
    const decks = section("Your decks");
    expect(within(decks).getByRole("link", { name: "Future Us" })).toHaveAttribute("href", "/deck/future");
    expect(within(decks).getByRole("link", { name: "Values" })).toHaveAttribute("href", "/deck/values");
    const pass = section("All-Access Pass");
    expect(within(pass).getByText("Yearly plan")).toBeInTheDocument();
    expect(pass).toHaveTextContent("Renews on 15 January 2027");
    expect(within(pass).getByRole("button", { name: "Manage subscription" })).toBeEnabled();
  });

  it("says when a cancelled pass ends", async () => {
    mockApi({ "GET /api/me/entitlements": { ...owner, pass: { ...owner.pass!, plan: "monthly", cancelAtPeriodEnd: true } } });
    renderProfile();
    const pass = await screen.findByRole("region", { name: "All-Access Pass" });
    expect(within(pass).getByText("Monthly plan")).toBeInTheDocument();
    expect(pass).toHaveTextContent("Ends on 15 January 2027");
    expect(pass).not.toHaveTextContent("Renews");
  });

  it("opens the customer portal from 'Manage subscription'", async () => {
    const api = mockApi({ "GET /api/me/entitlements": owner, "POST /api/billing/portal": { url: "http://localhost/payments/portal/bps_2" } });
    const { assign } = watchNavigation();
    renderProfile();
    await userEvent.click(await screen.findByRole("button", { name: "Manage subscription" }));
    await waitFor(() => expect(assign).toHaveBeenCalledWith("http://localhost/payments/portal/bps_2"));
    expect(api.calls("POST /api/billing/portal")[0].body).toEqual({});
  });

  it("says what went wrong when the portal cannot be opened", async () => {
    mockApi({
      "GET /api/me/entitlements": owner,
      "POST /api/billing/portal": json(404, { error: "no_customer", message: "You have not bought anything yet." }),
    });
    renderProfile();
    await userEvent.click(await screen.findByRole("button", { name: "Manage subscription" }));
    expect(await screen.findByRole("alert")).toHaveTextContent("You have not bought anything yet.");
  });

  it("without purchases, points to the decks and the plans", async () => {
    mockApi({ "GET /api/me/entitlements": { decks: [], pass: null } });
    renderProfile();
    expect(await screen.findByText("You haven't unlocked any premium decks yet.")).toBeInTheDocument();
    expect(screen.getByRole("link", { name: "Choose Your Deck" })).toHaveAttribute("href", "/decks");
    expect(screen.getByRole("link", { name: "See plans" })).toHaveAttribute("href", "/pricing");
    expect(screen.queryByRole("button", { name: "Manage subscription" })).not.toBeInTheDocument();
  });

  it("shows what is stored when offline, with the portal button saying it cannot be used", async () => {
    await entitlementStore.writeEntitlements("sub-ada", owner);
    mockApi({});
    setOnline(false);
    renderProfile();
    expect(await screen.findByRole("link", { name: "Future Us" })).toBeInTheDocument();
    expect(screen.getByRole("button", { name: "Manage subscription (You're offline)" })).toBeDisabled();
  });

  it("says so when the purchases cannot be loaded, and tries again", async () => {
    let fail = true;
    mockApi({ "GET /api/me/entitlements": () => (fail ? json(500, { error: "internal", message: "The purchases service is resting." }) : owner) });
    vi.spyOn(console, "warn").mockImplementation(() => {});
    renderProfile();
    expect(await screen.findByRole("alert")).toHaveTextContent("The purchases service is resting.");
    fail = false;
    await userEvent.click(screen.getByRole("button", { name: "Try Again" }));
    expect(await screen.findByRole("link", { name: "Future Us" })).toBeInTheDocument();
  });
});

describe("the profile's printable decks", () => {
  const list = [
    { deckId: "family", title: "Family", description: "d", isPremium: false, cardCount: 30, category: "relationships", coverColor: "#14213D" },
  ];

  it("offers a pass holder (or a deck's buyer) every deck they may read as one PDF, on the paper chosen", async () => {
    mockApi({ "GET /api/me/entitlements": owner, "GET /api/decks": list });
    renderProfile();
    const print = await screen.findByRole("region", { name: "Print your decks" });
    expect(await within(print).findByRole("button", { name: "Download all decks (PDF)" })).toBeEnabled();
    expect(within(print).getByRole("combobox", { name: "Paper size" })).toBeInTheDocument();
  });

  it("shows someone with nothing to print the pass that includes it", async () => {
    mockApi({ "GET /api/me/entitlements": { decks: [], pass: null }, "GET /api/decks": list });
    renderProfile();
    const print = await screen.findByRole("region", { name: "Print your decks" });
    expect(within(print).queryByRole("button", { name: "Download all decks (PDF)" })).not.toBeInTheDocument();
    expect(within(print).getByRole("link", { name: "See the All-Access Pass" })).toHaveAttribute("href", "/pricing");
  });

  it("links to the saved cards", async () => {
    mockApi({ "GET /api/me/entitlements": owner, "GET /api/decks": list });
    renderProfile();
    expect(await screen.findByRole("link", { name: "Saved" })).toHaveAttribute("href", "/saved");
  });

  it("links to the person's own decks", async () => {
    mockApi({ "GET /api/me/entitlements": owner, "GET /api/decks": list });
    renderProfile();
    const decks = await screen.findByRole("region", { name: "Your own decks" });
    expect(within(decks).getByRole("link", { name: "My Decks" })).toHaveAttribute("href", "/my-decks");
  });
});
