import { screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import type { Entitlements } from "../../../shared/api-types";
import { mockApi } from "../../../tests/support/api-mock";
import { renderPage } from "../../../tests/support/render-page";
import { storeSignIn } from "../../../tests/support/signed-in";
import { tinyDeck } from "../../../tests/support/tiny-deck";
import { freshViewerDevice, press } from "../../../tests/support/viewer-test";
import { DeckViewer } from "./DeckViewer";
import { deckPlace } from "./viewer-place";

const holder: Entitlements = { decks: [], pass: { plan: "monthly", status: "active", currentPeriodEnd: null, cancelAtPeriodEnd: false } };
const renderViewer = () => renderPage(<DeckViewer deck={tinyDeck} place={deckPlace(tinyDeck)} startIndex={0} addressIndex={null} />, { path: "/deck/tiny" });

beforeEach(freshViewerDevice);
afterEach(async () => {
  await new Promise((resolve) => setTimeout(resolve, 50));
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

describe("the card's save control", () => {
  it("offers a visitor an account and the pass, and saves nothing", async () => {
    const api = mockApi({});
    renderViewer();
    await press("Save card");
    const offer = await screen.findByRole("dialog", { name: "Saving cards is part of the All-Access Pass" });
    expect(within(offer).getByRole("link", { name: "Sign Up" })).toHaveAttribute("href", "/signup");
    expect(within(offer).getByRole("link", { name: "See the All-Access Pass" })).toHaveAttribute("href", "/pricing");
    expect(api.seen.filter((r) => r.path.startsWith("/api/me/saved-cards") && r.method !== "GET")).toEqual([]);
    expect(screen.getByRole("button", { name: "Save card" })).toBeInTheDocument();
  });

  it("closes the offer with 'Not now', and with Escape, and the card is still there to save", async () => {
    mockApi({});
    renderViewer();
    await press("Save card");
    const offer = await screen.findByRole("dialog", { name: "Saving cards is part of the All-Access Pass" });
    await userEvent.click(within(offer).getByRole("button", { name: "Not now" }));
    expect(offer).not.toBeInTheDocument();

    await press("Save card");
    const again = await screen.findByRole("dialog", { name: "Saving cards is part of the All-Access Pass" });
    await userEvent.keyboard("{Escape}");
    expect(again).not.toBeInTheDocument();
    expect(screen.getByRole("button", { name: "Save card" })).toBeInTheDocument();
  });

  it("offers the pass to someone signed in without it", async () => {
    storeSignIn();
    mockApi({ "GET /api/me/entitlements": { decks: [], pass: null }, "GET /api/me/saved-cards": { cards: [], removed: [] } });
    renderViewer();
    await press("Save card");
    const offer = await screen.findByRole("dialog", { name: "Saving cards is part of the All-Access Pass" });
    expect(within(offer).queryByRole("link", { name: "Sign Up" })).not.toBeInTheDocument();
  });

  it("saves a pass holder's card with one tap, shows it saved, and sends it to the server by its id", async () => {
    storeSignIn();
    const api = mockApi({
      "GET /api/me/entitlements": holder,
      "GET /api/me/saved-cards": { cards: [], removed: [] },
      "PUT /api/me/saved-cards/card-0": (request: { body: { changedAt: string } }) => ({ cardId: "card-0", saved: true, changedAt: request.body.changedAt }),
    });
    renderViewer();
    await press("Save card");
    expect(await screen.findByRole("button", { name: "Remove from saved" })).toBeInTheDocument();
    expect(await screen.findByText("Card saved")).toBeInTheDocument();
    await waitFor(() => expect(api.calls("PUT /api/me/saved-cards/card-0")).toHaveLength(1));
    expect(screen.queryByRole("dialog")).not.toBeInTheDocument();
  });
});
