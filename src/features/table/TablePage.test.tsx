import { screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { json, mockApi } from "../../../tests/support/api-mock";
import { renderPage } from "../../../tests/support/render-page";
import { freeDeck } from "../../../tests/support/tiny-deck";
import { deviceDb } from "../../lib/device-db";
import TablePage from "./TablePage";

// What a table says when it cannot deal: each problem announced, with the way back to the deck and
// 'Try Again' only where trying again can help.

/** A free deck whose three cards are all light. */
const light = freeDeck("calm", "Calm Deck", 3, (n) => `Calm question ${n}?`);

const openTable = (path: string) => renderPage(<TablePage />, { path, route: "/play/:deckId" });

beforeEach(() => deviceDb.clearAll());
afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

describe("a table that cannot deal", () => {
  it("says an unknown deck is not found, with the way back to the deck and no 'Try Again' that cannot succeed", async () => {
    mockApi({ "GET /api/decks/nowhere/cards": json(404, { error: "deck_not_found", message: 'There is no deck "nowhere".' }) });
    openTable("/play/nowhere?seed=abcd1234&levels=light");
    const alert = await screen.findByRole("alert");
    expect(screen.getByRole("heading", { level: 1, name: "Deck not found" })).toBeInTheDocument();
    expect(alert).toHaveTextContent('There is no deck "nowhere".');
    expect(screen.getByRole("link", { name: "Back to the deck" })).toHaveAttribute("href", "/deck/nowhere");
    expect(screen.queryByRole("button", { name: "Try Again" })).toBeNull();
  });

  it("shows the server's message on a failure, and 'Try Again' reloads", async () => {
    mockApi({ "GET /api/decks/calm/cards": json(503, { error: "unavailable", message: "The deck service is resting." }) });
    const reload = vi.fn();
    vi.stubGlobal("location", { ...window.location, reload });
    openTable("/play/calm?seed=abcd1234&levels=light");
    expect(await screen.findByRole("heading", { level: 1, name: "This deck could not be loaded" })).toBeInTheDocument();
    expect(screen.getByRole("alert")).toHaveTextContent("The deck service is resting.");
    expect(screen.getByRole("link", { name: "Back to the deck" })).toHaveAttribute("href", "/deck/calm");
    await userEvent.click(screen.getByRole("button", { name: "Try Again" }));
    expect(reload).toHaveBeenCalled();
  });

  it("says when the deck has no cards at the table's levels, with the way back to the deck", async () => {
    mockApi({ "GET /api/decks/calm/cards": light });
    openTable("/play/calm?seed=abcd1234&levels=deep");
    expect(await screen.findByRole("heading", { level: 1, name: "No cards at these levels" })).toBeInTheDocument();
    expect(screen.getByRole("alert")).toHaveTextContent("This deck has no cards at the levels this table plays. Start a table with other levels.");
    expect(screen.getByRole("link", { name: "Back to the deck" })).toHaveAttribute("href", "/deck/calm");
    expect(screen.queryByRole("button", { name: "Try Again" })).toBeNull();
  });
});
