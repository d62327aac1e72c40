import { screen, waitFor } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, describe, expect, it, vi } from "vitest";
import { renderPage } from "../../../tests/support/render-page";
import { tinyDeck } from "../../../tests/support/tiny-deck";
import { DeckViewer } from "./DeckViewer";
import { deckPlace, savedPlace } from "./viewer-place";

const deck = tinyDeck;

// Every address: the viewer writes the card's into it as it moves.
const renderViewer = () => renderPage(<DeckViewer deck={deck} place={deckPlace(deck)} startIndex={0} addressIndex={null} />, { path: "/deck/tiny" });

describe("DeckViewer's keyboard", () => {
  it("belongs to the open tour, and to the deck again from the moment 'Skip' is pressed", async () => {
    // The cookie banner answered: the welcome comes after it.
    localStorage.setItem("cookieConsent", "true");
    renderViewer();
    const tour = await screen.findByRole("dialog", { name: "Welcome to your first deck" });
    await userEvent.keyboard("{ArrowRight}");
    expect(screen.getByText("1 of 4")).toBeInTheDocument();

    await userEvent.click(screen.getByRole("button", { name: "Skip" }));
    // The tour is still fading out (800 ms), and the key already reaches the deck.
    await userEvent.keyboard("{ArrowRight}");
    expect(screen.getByText("2 of 4")).toBeInTheDocument();
    expect(tour).toBeInTheDocument();
    await waitFor(() => expect(tour).not.toBeInTheDocument(), { timeout: 3000 });
    expect(screen.getByRole("button", { name: "Show tour" })).toBeInTheDocument();
  });

  it("belongs to the share dialog while it is open; Escape closes it", async () => {
    localStorage.setItem("sparkDecks.onboardingSeen", "true");
    renderViewer();
    // By keyboard: jsdom has no pointer capture for the card's drag handling.
    (await screen.findByRole("button", { name: "Share card" })).focus();
    await userEvent.keyboard("{Enter}");
    const dialog = await screen.findByRole("dialog", { name: "Share this card" });
    await userEvent.tab();
    expect(screen.getByRole("button", { name: "Copy" })).toHaveFocus();
    await userEvent.keyboard("{ArrowRight}");
    expect(screen.getByText("1 of 4")).toBeInTheDocument();
    await userEvent.keyboard("{Escape}");
    expect(dialog).not.toBeInTheDocument();
    await userEvent.keyboard("{ArrowRight}");
    expect(screen.getByText("2 of 4")).toBeInTheDocument();
  });
});

describe("sharing a saved card", () => {
  afterEach(() => {
    delete (navigator as { share?: unknown }).share;
  });

  it("names the card's own deck, not 'Saved cards', and links to the card in that deck", async () => {
    localStorage.setItem("sparkDecks.onboardingSeen", "true");
    const share = vi.fn(async () => {});
    // The device's share sheet (jsdom has none).
    Object.defineProperty(navigator, "share", { value: share, configurable: true });
    const saved = { ...tinyDeck, deckId: "saved", title: "Saved cards", cardCount: 2, cards: tinyDeck.cards.slice(0, 2) };
    const origins = [
      { cardId: "card-0", deckId: "future-us", deckTitle: "Future Us", coverColor: "#654321", index: 2 },
      { cardId: "card-1", deckId: "old-friends", deckTitle: "Old Friends", coverColor: "#123456", index: 7 },
    ];
    renderPage(<DeckViewer deck={saved} place={savedPlace(saved, origins)} startIndex={0} addressIndex={0} />, { path: "/saved/cards/0", route: "/saved/cards/:cardIndex" });
    (await screen.findByRole("button", { name: "Share card" })).focus();
    await userEvent.keyboard("{Enter}");
    expect(await screen.findByRole("textbox", { name: "Link to this card" })).toHaveValue(`${window.location.origin}/decks/future-us/cards/2`);
    await userEvent.click(screen.getByRole("button", { name: "Share with others" }));
    expect(share).toHaveBeenCalledWith({ title: "Future Us", text: "A question from Future Us on Spark Decks", url: `${window.location.origin}/decks/future-us/cards/2` });
  });
});
