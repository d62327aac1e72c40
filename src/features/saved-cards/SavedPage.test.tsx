import { screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import type { Entitlements } from "../../../shared/api-types";
import { mockApi, setOnline } from "../../../tests/support/api-mock";
import { renderPage } from "../../../tests/support/render-page";
import { storeSignIn, TEST_USER } from "../../../tests/support/signed-in";
import { deviceDb } from "../../lib/device-db";
import { savedCardStore } from "../../lib/device-db/saved-cards";
import { catalogCard, fakeSavedCardsServer, iso } from "../../../tests/support/fake-saved-cards-server";
import SavedPage from "./SavedPage";
import { savedCardsSync } from "./sync";

const withPass: Entitlements = { decks: [], pass: { plan: "yearly", status: "active", currentPeriodEnd: "2027-01-15T12:00:00Z", cancelAtPeriodEnd: false } };
const withoutPass: Entitlements = { decks: [], pass: null };

const catalog = {
  a: catalogCard("a", "future", 1),
  b: catalogCard("b", "future", 2),
  c: catalogCard("c", "friends", 3, { deckTitle: "Friends", coverColor: "#7A2E5C" }),
};

function serverWith(saves: [keyof typeof catalog, number][], entitlements = withPass) {
  const server = fakeSavedCardsServer(catalog);
  saves.forEach(([cardId, changedAt]) => server.apply(cardId, { saved: true, changedAt }));
  const api = mockApi({ ...server.routes(), "GET /api/me/entitlements": entitlements });
  return { server, api };
}

const renderSaved = () => renderPage(<SavedPage />, { path: "/saved", route: "/saved" });
const items = (region: HTMLElement) => within(region).getAllByRole("listitem");

beforeEach(async () => {
  await deviceDb.clearAll();
  storeSignIn();
});
afterEach(async () => {
  // A sync still running (started by the page) ends on this test's server, not on the next one's.
  if (localStorage.length > 0) await savedCardsSync.request(TEST_USER.id);
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

describe("the saved cards page", () => {
  it("groups the saved cards by deck, the deck saved from last first, newest first inside", async () => {
    serverWith([["a", 100], ["c", 200], ["b", 300]]);
    renderSaved();
    expect(await screen.findByRole("heading", { level: 1, name: "Saved cards" })).toBeInTheDocument();
    await screen.findByRole("heading", { level: 2, name: "Future Us" });
    expect(screen.getAllByRole("heading", { level: 2 }).map((h) => h.textContent)).toEqual(["Future Us", "Friends"]);
    const future = screen.getByRole("region", { name: "Future Us" });
    expect(items(future).map((item) => within(item).getAllByRole("paragraph")[0].textContent)).toEqual(["Question b?", "Question a?"]);
    expect(future).toHaveTextContent("Follow-up b");
    expect(items(screen.getByRole("region", { name: "Friends" }))).toHaveLength(1);
    expect(screen.getByRole("link", { name: "Play saved cards" })).toHaveAttribute("href", "/saved/cards/0");
  });

  it("removes a card at once, tells the server, and keeps the keyboard on the list", async () => {
    const { server, api } = serverWith([["a", 100], ["b", 300]]);
    renderSaved();
    const remove = await screen.findByRole("button", { name: "Remove from saved: Question b?" });
    expect(remove).toHaveTextContent(/^Remove from saved$/);
    await userEvent.click(remove);
    await waitFor(() => expect(screen.queryByText("Question b?")).not.toBeInTheDocument());
    expect(screen.getByRole("button", { name: "Remove from saved: Question a?" })).toHaveFocus();
    expect(screen.getByText("Removed from saved: Question b?")).toBeInTheDocument();
    await waitFor(() => expect(server.rows.get("b")?.saved).toBe(false));
    expect(api.calls("DELETE /api/me/saved-cards/b")).toHaveLength(1);
  });

  it("says how to save a card when none are saved", async () => {
    serverWith([]);
    renderSaved();
    expect(await screen.findByRole("heading", { level: 2, name: "No saved cards yet" })).toBeInTheDocument();
    expect(screen.getByText(/Tap the bookmark on a card's question side to save it\./)).toBeInTheDocument();
    expect(screen.getByRole("link", { name: "Choose Your Deck" })).toHaveAttribute("href", "/decks");
    expect(screen.queryByRole("link", { name: "Play saved cards" })).not.toBeInTheDocument();
  });

  it("tells someone without the pass that saving is part of it", async () => {
    serverWith([], withoutPass);
    renderSaved();
    expect(await screen.findByText(/Saving cards is part of the All-Access Pass\./)).toBeInTheDocument();
    expect(screen.getByRole("link", { name: "See plans" })).toHaveAttribute("href", "/pricing");
  });

  it("shows a card the person may no longer read without its text, still removable", async () => {
    const { server } = serverWith([["a", 100], ["b", 300]], withoutPass);
    server.readable = (cardId) => cardId !== "b";
    renderSaved();
    const future = await screen.findByRole("region", { name: "Future Us" });
    await waitFor(() => expect(future).toHaveTextContent("This card is part of the All-Access Pass."));
    expect(future).not.toHaveTextContent("Question b?");
    expect(within(future).getByRole("link", { name: "See plans" })).toHaveAttribute("href", "/pricing");
    const stored = await savedCardStore.readAll(TEST_USER.id);
    expect(JSON.stringify(stored)).not.toContain("Question b?");
    await userEvent.click(within(future).getByRole("button", { name: "Remove from saved: card 3 of Future Us" }));
    await waitFor(() => expect(future).not.toHaveTextContent("part of the All-Access Pass"));
    await waitFor(() => expect(server.rows.get("b")?.saved).toBe(false));
  });

  it("offers no play when no saved card can be read", async () => {
    const { server } = serverWith([["a", 100]], withoutPass);
    server.readable = () => false;
    renderSaved();
    expect(await screen.findByText(/This card is part of the All-Access Pass/)).toBeInTheDocument();
    expect(screen.queryByRole("link", { name: "Play saved cards" })).not.toBeInTheDocument();
  });

  it("works offline from the device", async () => {
    await savedCardStore.update(TEST_USER.id, () => [
      { cardId: "c", userId: TEST_USER.id, saved: true, changedAt: iso(100), pending: true, card: catalog.c },
    ]);
    const api = mockApi({});
    setOnline(false);
    renderSaved();
    expect(await screen.findByText("Question c?")).toBeInTheDocument();
    expect(screen.getByText(/You're offline\. Your saved cards are on this device/)).toBeInTheDocument();
    expect(api.calls("GET /api/me/saved-cards")).toHaveLength(0);
  });

  it("sends a visitor to sign in first", async () => {
    localStorage.clear();
    mockApi({});
    renderSaved();
    await waitFor(() => expect(screen.getByTestId("location")).toHaveTextContent("/signin"));
  });
});
