import { screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { mockApi } from "../../../tests/support/api-mock";
import { fakeOwnDecksServer } from "../../../tests/support/fake-own-decks-server";
import { renderPage } from "../../../tests/support/render-page";
import { storeSignIn, TEST_USER } from "../../../tests/support/signed-in";
import { tinyDeck } from "../../../tests/support/tiny-deck";
import { freshViewerDevice, press } from "../../../tests/support/viewer-test";
import { sendPendingChanges } from "../own-decks";
import { DeckViewer } from "./DeckViewer";
import { collectionPlace, deckPlace } from "./viewer-place";


beforeEach(freshViewerDevice);
afterEach(async () => {
  if (localStorage.length > 1) await sendPendingChanges(TEST_USER.id);
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

describe("'Add to my deck' in the card's actions", () => {
  it("puts the card shown into the deck chosen, and says so", async () => {
    storeSignIn();
    const server = fakeOwnDecksServer();
    server.write("my-deck-0-abcdefgh", { title: "Workshop plan", description: "", cards: [] }, Date.now() - 60_000);
    mockApi({ ...server.routes(), "GET /api/me/entitlements": { decks: [], pass: null }, "GET /api/me/saved-cards": { cards: [], removed: [] } });
    renderPage(<DeckViewer deck={tinyDeck} place={deckPlace(tinyDeck)} startIndex={2} addressIndex={null} />, { path: "/deck/tiny" });
    await press("Back side: Tiny Deck. Tap to reveal");
    await press("Add to my deck");
    const dialog = await screen.findByRole("dialog", { name: "Add to my deck" });
    expect(dialog).toHaveTextContent("Question number 3?");
    await userEvent.click(await within(dialog).findByRole("button", { name: "Workshop plan" }));
    expect(await screen.findByText("Added to Workshop plan.")).toBeInTheDocument();
    await waitFor(() => expect(server.rows.get("my-deck-0-abcdefgh")!.cards).toMatchObject([{ kind: "card", cardId: "card-2" }]));
  });

  it("is offered only on cards of the content: a person's own question has no card to gather", async () => {
    mockApi({});
    const own = { ...tinyDeck, deckId: "my-deck-0-abcdefgh", cards: tinyDeck.cards.map((card) => ({ ...card, id: card.index === 0 ? "" : card.id })) };
    const place = collectionPlace(own, [{ cardId: "card-1", deckId: "tiny", deckTitle: "Tiny Deck", coverColor: "#14213D", index: 1 }], { cardPath: () => "/x", rootPath: null, sharePath: () => "/x" });
    renderPage(<DeckViewer deck={own} place={place} startIndex={0} addressIndex={null} />, { path: "/my-decks/x/play" });
    expect(await screen.findByRole("button", { name: "Share card" })).toBeInTheDocument();
    expect(screen.queryByRole("button", { name: "Add to my deck" })).not.toBeInTheDocument();
  });
});
