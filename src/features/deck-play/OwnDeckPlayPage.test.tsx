import { screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, describe, expect, it, vi } from "vitest";
import type { OwnDeckCard } from "../../../shared/own-decks";
import { mockApi } from "../../../tests/support/api-mock";
import { fakeOwnDecksServer } from "../../../tests/support/fake-own-decks-server";
import { ownDecksTestHooks } from "../../../tests/support/own-decks-test";
import { renderPage } from "../../../tests/support/render-page";
import OwnDeckPlayPage from "./OwnDeckPlayPage";

const question = (id: string, text: string): OwnDeckCard => ({ kind: "question", id, question: text, followUp: id === "q2" ? "And then?" : null, intensity: 1 });

function serverWith({ shared }: { shared: boolean }) {
  const server = fakeOwnDecksServer();
  server.write("my-deck-0-abcdefgh", { title: "Team plan", description: "", cards: [question("q1", "What went well?"), question("q2", "What would you change?"), { kind: "card", id: "c1", cardId: "open-1" }] }, Date.now() - 60_000);
  const shareId = shared ? server.share("my-deck-0-abcdefgh") : null;
  mockApi({ ...server.routes(), "GET /api/me/entitlements": { decks: [], pass: null }, "GET /api/me/saved-cards": { cards: [], removed: [] } });
  return shareId;
}

const renderAt = (index: number) =>
  renderPage(<OwnDeckPlayPage />, { path: `/my-decks/my-deck-0-abcdefgh/play/${index}`, route: "/my-decks/:deckId/play/:cardIndex" });

/** By keyboard: jsdom has no pointer capture for the card's drag handling. */
async function press(name: string) {
  (await screen.findByRole("button", { name })).focus();
  await userEvent.keyboard("{Enter}");
}

/** Turns the card over and presses its 'Share card'. */
async function shareCard() {
  if (!screen.queryByRole("button", { name: "Share card" })) await press("Back side: Team plan. Tap to reveal");
  await press("Share card");
}

ownDecksTestHooks({ signedIn: true });
afterEach(() => {
  delete (navigator as { clipboard?: unknown }).clipboard;
});

describe("'Share card' on a deck of one's own", () => {
  it("shares a question's text while the deck is not shared: never the deck's own address, which opens for its owner only", async () => {
    localStorage.setItem("sparkDecks.onboardingSeen", "true");
    serverWith({ shared: false });
    const writeText = vi.fn(async () => {});
    Object.defineProperty(navigator, "clipboard", { value: { writeText }, configurable: true });
    renderAt(1);
    expect(await screen.findByText("2 of 3")).toBeInTheDocument();
    await shareCard();
    const dialog = await screen.findByRole("dialog", { name: "Share this question" });
    expect(dialog).toHaveTextContent("What would you change?");
    expect(dialog).toHaveTextContent("And then?");
    expect(dialog).toHaveTextContent("This deck is not shared, so the question goes as text.");
    expect(within(dialog).queryByRole("textbox")).not.toBeInTheDocument();
    expect(dialog.innerHTML).not.toContain("/my-decks/");
    await userEvent.click(within(dialog).getByRole("button", { name: "Copy" }));
    expect(writeText).toHaveBeenCalledWith("What would you change?\nAnd then?");
    expect(await within(dialog).findByRole("status")).toHaveTextContent("Question copied to clipboard.");
    expect(screen.queryByRole("dialog", { name: "Share this card" })).not.toBeInTheDocument();
  });

  it("shares the deck's link at that card while the deck is shared", async () => {
    localStorage.setItem("sparkDecks.onboardingSeen", "true");
    const shareId = serverWith({ shared: true })!;
    renderAt(1);
    expect(await screen.findByText("2 of 3")).toBeInTheDocument();
    await shareCard();
    expect(await screen.findByRole("dialog", { name: "Share this card" })).toBeInTheDocument();
    expect(screen.getByRole("textbox", { name: "Link to this card" })).toHaveValue(`${window.location.origin}/shared/${shareId}/cards/1`);
  });

  it("shares a card gathered from a deck of the content as that card in its own deck", async () => {
    localStorage.setItem("sparkDecks.onboardingSeen", "true");
    serverWith({ shared: false });
    renderAt(2);
    expect(await screen.findByText("3 of 3")).toBeInTheDocument();
    await shareCard();
    expect(await screen.findByRole("textbox", { name: "Link to this card" })).toHaveValue(`${window.location.origin}/decks/future/cards/7`);
  });
});

describe("a deck that is not one's own", () => {
  it("is not found, with the way to My Decks", async () => {
    serverWith({ shared: false });
    renderPage(<OwnDeckPlayPage />, { path: "/my-decks/my-deck-9-zzzzzzzz/play", route: "/my-decks/:deckId/play" });
    expect(await screen.findByRole("heading", { level: 1, name: "Deck not found" })).toBeInTheDocument();
    expect(screen.getByRole("alert")).toHaveTextContent("This deck is not among your decks on this device or in your account.");
    expect(screen.getByRole("link", { name: "My Decks" })).toHaveAttribute("href", "/my-decks");
  });
});
