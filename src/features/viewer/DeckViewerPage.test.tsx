import { act, screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { json, mockApi, watchNavigation } from "../../../tests/support/api-mock";
import { renderPage } from "../../../tests/support/render-page";
import { storeSignIn } from "../../../tests/support/signed-in";
import { deviceDb } from "../../lib/device-db";
import DeckViewerPage from "./DeckViewerPage";
import { deckPlayTracker } from "./play-record";
import { testPricing } from "../../../tests/support/pricing";
import { freeDeck } from "../../../tests/support/tiny-deck";

const deck = freeDeck("tiny", "Tiny Deck", 3, (n) => `Question number ${n}?`);

const premium = { ...deck, deckId: "premium", title: "Premium Deck", isPremium: true, cardCount: 8 };
const premiumCards = (count: number) =>
  Array.from({ length: count }, (_, index) => ({ id: `premium-${index}`, index, question: `Premium question ${index + 1}?`, followUp: null, intensity: 1 }));

function answer(status: number, body: unknown) {
  vi.stubGlobal("fetch", vi.fn(async () => new Response(JSON.stringify(body), { status })));
}

beforeEach(() => deviceDb.clearAll());
afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

const renderViewer = (path = "/deck/tiny") => renderPage(<DeckViewerPage />, { path, route: "/deck/:deckId" });

describe("DeckViewerPage", () => {
  it("shows a spinner, then card 1 face up with its position", async () => {
    localStorage.setItem("sparkDecks.onboardingSeen", "true");
    answer(200, deck);
    renderViewer();
    expect(screen.getByRole("status", { name: "Loading deck" })).toBeInTheDocument();
    // The file's first render loads the viewer and its styles: seconds on a busy machine.
    expect(await screen.findByRole("heading", { level: 1, name: "Tiny Deck" }, { timeout: 12_000 })).toBeInTheDocument();
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
    await waitFor(() => expect([...deckPlayTracker.current()!.viewed]).toEqual(["tiny-0"]));
    deckPlayTracker.pathChanged("/decks");
  });

  it("shows the welcome tour on the first deck only", async () => {
    localStorage.setItem("cookieConsent", "true");
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
    localStorage.setItem("cookieConsent", "true");
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

  it("shows the deck's paywall with no cards on payment_required", async () => {
    mockApi({
      "GET /api/decks/tiny/cards": json(402, { error: "payment_required", message: "Buy this deck to read it." }),
      "GET /api/decks": [{ ...deck, isPremium: true }],
      "GET /api/pricing": testPricing,
    });
    renderViewer();
    expect(await screen.findByRole("heading", { level: 1, name: "Unlock Premium Deck" })).toBeInTheDocument();
    expect(await screen.findByText("Tiny Deck")).toBeInTheDocument();
    expect(screen.getByRole("button", { name: "Unlock This Deck" })).toBeInTheDocument();
    expect(screen.queryByText(/Question number/)).not.toBeInTheDocument();
  });

  it("plays every card of a premium deck its owner has, with no lock and no 'Preview' badge", async () => {
    localStorage.setItem("sparkDecks.onboardingSeen", "true");
    storeSignIn();
    const owned = { ...premium, cards: premiumCards(8), preview: false, lockedCardCount: 0 };
    mockApi({ "GET /api/decks/premium/cards": owned, "GET /api/me/entitlements": { decks: [], pass: null } });
    renderPage(<DeckViewerPage />, { path: "/decks/premium/cards/7", route: "/decks/:deckId/cards/:cardIndex" });
    expect(await screen.findByRole("heading", { level: 1, name: "Premium Deck" })).toBeInTheDocument();
    expect(screen.queryByText("Preview")).not.toBeInTheDocument();
    expect(screen.queryByText("Unlock Full Deck")).not.toBeInTheDocument();
    expect(screen.getByText("8 of 8")).toBeInTheDocument();
  });

  it("offers the deck from its lock, and starts a signed-in person's checkout", async () => {
    localStorage.setItem("sparkDecks.onboardingSeen", "true");
    storeSignIn();
    const preview = { ...premium, cards: premiumCards(5), preview: true, lockedCardCount: 3 };
    const api = mockApi({
      "GET /api/decks/premium/cards": preview,
      "GET /api/pricing": testPricing,
      "GET /api/me/entitlements": { decks: [], pass: null },
      "POST /api/billing/checkout": { url: "http://localhost/payments/checkout/cs_v" },
    });
    const { assign } = watchNavigation();
    renderPage(<DeckViewerPage />, { path: "/decks/premium/cards/5", route: "/decks/:deckId/cards/:cardIndex" });
    expect(await screen.findByText("Preview")).toBeInTheDocument();
    // By keyboard: jsdom has no pointer capture for the card's drag handling.
    (await screen.findByRole("button", { name: "Unlock Full Deck" })).focus();
    await userEvent.keyboard("{Enter}");
    const dialog = screen.getByRole("dialog", { name: "Unlock Premium Deck" });
    expect(await within(dialog).findByText("$11.99")).toBeInTheDocument();
    await userEvent.click(within(dialog).getByRole("button", { name: "Unlock This Deck" }));
    await waitFor(() => expect(assign).toHaveBeenCalledWith("http://localhost/payments/checkout/cs_v"));
    expect(api.calls("POST /api/billing/checkout").map((r) => r.body)).toEqual([{ deckId: "premium" }]);
  });

  it("shows the server's message and 'Try Again' on a failure", async () => {
    answer(503, { error: "unavailable", message: "The deck service is resting." });
    const reload = vi.fn();
    vi.stubGlobal("location", { ...window.location, reload });
    renderViewer();
    const alert = await screen.findByRole("alert");
    expect(within(alert).getByRole("heading", { level: 1, name: "This deck could not be loaded" })).toBeInTheDocument();
    expect(within(alert).getByText("The deck service is resting.")).toBeInTheDocument();
    expect(within(alert).getByRole("link", { name: "Back to all decks" })).toHaveAttribute("href", "/decks");
    await userEvent.click(within(alert).getByRole("button", { name: "Try Again" }));
    expect(reload).toHaveBeenCalled();
  });

  it("says it is offline when the deck was never saved on the device, with the way to the deck list", async () => {
    vi.stubGlobal("fetch", vi.fn(async () => Promise.reject(new TypeError("Failed to fetch"))));
    renderViewer();
    const alert = await screen.findByRole("alert");
    expect(within(alert).getByRole("heading", { level: 1, name: "You're offline" })).toBeInTheDocument();
    expect(within(alert).getByText(/This deck isn't saved on this device yet\./)).toBeInTheDocument();
    expect(within(alert).getByRole("link", { name: "Back to all decks" })).toHaveAttribute("href", "/decks");
    expect(within(alert).queryByRole("button", { name: "Try Again" })).toBeNull();
  });

  it("says so for an unknown deck, with the way to the deck list and no 'Try Again' that cannot succeed", async () => {
    answer(404, { error: "deck_not_found", message: 'There is no deck "tiny".' });
    renderViewer();
    expect(within(await screen.findByRole("alert")).getByRole("heading", { level: 1, name: "Deck not found" })).toBeInTheDocument();
    expect(screen.getByRole("link", { name: "Back to all decks" })).toHaveAttribute("href", "/decks");
    expect(screen.queryByRole("button", { name: "Try Again" })).toBeNull();
  });
});
