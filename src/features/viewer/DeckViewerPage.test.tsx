import { act, screen, waitFor } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, describe, expect, it, vi } from "vitest";
import { renderPage } from "../../../tests/support/render-page";
import DeckViewerPage from "./DeckViewerPage";
import { deckPlayTracker } from "./play-record";

const deck = {
  deckId: "tiny",
  title: "Tiny Deck",
  description: "d",
  isPremium: false,
  cardCount: 3,
  category: "teams",
  coverColor: "#14213D",
  preview: false,
  lockedCardCount: 0,
  cards: [0, 1, 2].map((index) => ({ index, question: `Question number ${index + 1}?`, followUp: null, intensity: 1 })),
};

function answer(status: number, body: unknown) {
  vi.stubGlobal("fetch", vi.fn(async () => new Response(JSON.stringify(body), { status })));
}

afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

const renderViewer = (path = "/deck/tiny") => renderPage(<DeckViewerPage />, { path, route: "/deck/:deckId" });

describe("DeckViewerPage", () => {
  it("shows a spinner, then card 1 face up with its position", async () => {
    localStorage.setItem("sparkDecks.onboardingSeen", "true");
    answer(200, deck);
    renderViewer();
    expect(screen.getByRole("status", { name: "Loading deck" })).toBeInTheDocument();
    expect(await screen.findByRole("heading", { level: 1, name: "Tiny Deck" })).toBeInTheDocument();
    expect(screen.getByRole("button", { name: /^Question side: ?Question number 1\?/ })).toBeInTheDocument();
    expect(screen.getByText("1 of 3")).toHaveAttribute("aria-live", "polite");
    expect(screen.getByRole("button", { name: "Previous" })).toBeDisabled();
    expect(screen.getByRole("button", { name: "First card" })).toBeDisabled();
    expect(screen.getByRole("button", { name: "Next" })).toBeEnabled();
  });

  it("records card 0 as seen in the deck play record", async () => {
    localStorage.setItem("sparkDecks.onboardingSeen", "true");
    answer(200, deck);
    renderViewer();
    await screen.findByRole("heading", { level: 1, name: "Tiny Deck" });
    await waitFor(() => expect(deckPlayTracker.current()).toMatchObject({ deckId: "tiny", title: "Tiny Deck", cardCount: 3 }));
    await waitFor(() => expect([...deckPlayTracker.current()!.viewed]).toEqual([0]));
    deckPlayTracker.pathChanged("/decks");
  });

  it("shows the welcome tour on the first deck only", async () => {
    answer(200, deck);
    const { unmount } = renderViewer();
    expect(await screen.findByRole("dialog", { name: "Welcome to your first deck" })).toBeInTheDocument();
    await waitFor(() => expect(localStorage.getItem("sparkDecks.onboardingSeen")).toBe("true"));
    unmount();
    renderViewer();
    await screen.findByRole("heading", { level: 1, name: "Tiny Deck" });
    expect(screen.queryByRole("dialog", { name: "Welcome to your first deck" })).not.toBeInTheDocument();
    expect(screen.getByRole("button", { name: "Show tour" })).toBeInTheDocument();
  });

  it("advances the tour by itself at 2 s and 4 s", async () => {
    answer(200, deck);
    // Only the page's timeouts are faked; React and the store schedule with setImmediate, which
    // also paces the wait for the tour (Testing Library's findBy would wait on a faked timeout).
    vi.useFakeTimers({ toFake: ["setTimeout", "clearTimeout"] });
    renderViewer();
    let tour: HTMLElement | null = null;
    for (let turn = 0; turn < 1000 && !tour; turn++) {
      await act(() => new Promise((resolve) => setImmediate(resolve)));
      tour = screen.queryByRole("dialog", { name: "Welcome to your first deck" });
    }
    expect(tour).toHaveTextContent("Shuffle Cards");
    await act(() => vi.advanceTimersByTimeAsync(1999));
    expect(screen.queryByRole("heading", { name: "Navigate Cards" })).not.toBeInTheDocument();
    await act(() => vi.advanceTimersByTimeAsync(1));
    expect(screen.getByRole("heading", { name: "Navigate Cards" })).toBeInTheDocument();
    await act(() => vi.advanceTimersByTimeAsync(1999));
    expect(screen.queryByRole("heading", { name: "Flip Cards" })).not.toBeInTheDocument();
    await act(() => vi.advanceTimersByTimeAsync(1));
    expect(screen.getByRole("heading", { name: "Flip Cards" })).toBeInTheDocument();
    expect(screen.getByRole("button", { name: "Got it!" })).toBeInTheDocument();
  });

  it("shows the paywall with no cards on payment_required", async () => {
    answer(402, { error: "payment_required", message: "Buy this deck to read it." });
    renderViewer();
    expect(await screen.findByRole("heading", { level: 1, name: "Unlock Premium Deck" })).toBeInTheDocument();
    expect(screen.getByRole("button", { name: "Unlock This Deck" })).toBeInTheDocument();
    expect(screen.queryByText(/Question number/)).not.toBeInTheDocument();
  });

  it("shows the server's message and 'Try Again' on a failure", async () => {
    answer(503, { error: "unavailable", message: "The deck service is resting." });
    const reload = vi.fn();
    vi.stubGlobal("location", { ...window.location, reload });
    renderViewer();
    expect(await screen.findByText("The deck service is resting.")).toBeInTheDocument();
    await userEvent.click(screen.getByRole("button", { name: "Try Again" }));
    expect(reload).toHaveBeenCalled();
  });

  it("says so for an unknown deck, with a way back", async () => {
    answer(404, { error: "deck_not_found", message: 'There is no deck "tiny".' });
    renderViewer();
    expect(await screen.findByRole("heading", { name: "Deck not found" })).toBeInTheDocument();
    expect(screen.getByRole("link", { name: "Back to all decks" })).toHaveAttribute("href", "/decks");
  });
});
