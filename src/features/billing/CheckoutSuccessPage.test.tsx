import { act, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import type { CheckoutSessionState, DeckWithCards } from "../../../shared/api-types";
import { json, mockApi } from "../../../tests/support/api-mock";
import { makeDeck, renderPage } from "../../../tests/support/render-page";
import { storeSignIn } from "../../../tests/support/signed-in";
import { deckStore, deviceDb } from "../../lib/device-db";
import CheckoutSuccessPage from "./CheckoutSuccessPage";
import { pollDelay } from "./useCheckoutConfirmation";

const fullDeck = (deckId: string): DeckWithCards => ({
  ...makeDeck(deckId, true, { title: "Future Us", cardCount: 7 }),
  cards: Array.from({ length: 7 }, (_, index) => ({ id: `card-${index}`, index, question: `Question ${index}?`, followUp: null, intensity: 1 as const })),
  preview: false,
  lockedCardCount: 0,
});

const deckPurchase = { kind: "deck", deckId: "future", deckTitle: "Future Us" } as const;
const session = (extra: Partial<CheckoutSessionState>): CheckoutSessionState => ({
  id: "cs_1",
  status: "complete",
  paid: true,
  purchase: deckPurchase,
  entitled: false,
  ...extra,
});

type Answer = CheckoutSessionState | Response | (() => Promise<never>);

/** Answers the session look-ups in turn, the last one from then on. */
function sessions(...answers: Answer[]) {
  let turn = 0;
  return () => {
    const answer = answers[Math.min(turn++, answers.length - 1)];
    return typeof answer === "function" ? answer() : answer;
  };
}

const renderSuccess = (path = "/checkout/success?session_id=cs_1") => renderPage(<CheckoutSuccessPage />, { path, route: "/checkout/success" });

/** Lets the page's promises and IndexedDB (setImmediate) run under faked timeouts. */
async function settle(turns = 50) {
  for (let i = 0; i < turns; i++) await act(() => new Promise((resolve) => setImmediate(resolve)));
}

beforeEach(async () => {
  await deviceDb.clearAll();
  storeSignIn();
});
afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

describe("/checkout/success", () => {
  it("looks again with backoff: 1 s, growing by half, at most 5 s", () => {
    expect([0, 1, 2, 3, 4, 5].map(pollDelay)).toEqual([1000, 1500, 2250, 3375, 5000, 5000]);
  });

  it("thanks the person, waits for the unlock, keeps the deck's cards offline and offers to play", async () => {
    const api = mockApi({
      "GET /api/billing/session/cs_1": sessions(session({}), session({ entitled: true })),
      "GET /api/decks/future/cards": fullDeck("future"),
      "GET /api/me/entitlements": { decks: [{ deckId: "future", title: "Future Us", source: "purchase" }], pass: null },
    });
    renderSuccess();
    expect(await screen.findByRole("heading", { level: 1, name: "Thank you" })).toBeInTheDocument();
    expect(await screen.findByText("Future Us")).toBeInTheDocument();
    expect(screen.getByRole("status", { name: "Confirming your purchase" })).toBeInTheDocument();
    expect(screen.queryByRole("button", { name: "Start playing" })).not.toBeInTheDocument();

    expect(await screen.findByText("Every card of this deck is yours now.")).toBeInTheDocument();
    expect(await screen.findByText("The deck will play offline on this device too.")).toBeInTheDocument();
    const stored = await deckStore.readDeck("future");
    expect(stored?.deck.cards).toHaveLength(7);
    expect(api.calls("GET /api/billing/session/cs_1")).toHaveLength(2);
    expect(api.calls("GET /api/billing/session/cs_1")[0].headers.get("Authorization")).toMatch(/^Bearer /);

    await userEvent.click(screen.getByRole("button", { name: "Start playing" }));
    expect(screen.getByTestId("location")).toHaveTextContent("/deck/future");
  });

  it("says so clearly when the confirmation takes over 30 seconds, and still unlocks after", async () => {
    vi.useFakeTimers({ toFake: ["setTimeout", "clearTimeout"] });
    let entitled = false;
    mockApi({
      "GET /api/billing/session/cs_1": () => session({ entitled }),
      "GET /api/decks/future/cards": fullDeck("future"),
      "GET /api/me/entitlements": { decks: [], pass: null },
    });
    renderSuccess();
    await settle();
    await act(() => vi.advanceTimersByTimeAsync(29_000));
    await settle();
    expect(screen.queryByText(/taking longer than usual/)).not.toBeInTheDocument();
    await act(() => vi.advanceTimersByTimeAsync(1_000));
    await settle();
    expect(screen.getByRole("alert")).toHaveTextContent(/This is taking longer than usual\. Your payment is safe/);
    expect(screen.getByRole("status", { name: "Confirming your purchase" })).toBeInTheDocument();

    entitled = true;
    await act(() => vi.advanceTimersByTimeAsync(5_000));
    await settle();
    expect(screen.getByRole("button", { name: "Start playing" })).toBeInTheDocument();
    expect(screen.queryByText(/taking longer than usual/)).not.toBeInTheDocument();
  });

  it("keeps looking through a network failure or a server error", async () => {
    const api = mockApi({
      "GET /api/billing/session/cs_1": sessions(
        () => Promise.reject(new TypeError("Failed to fetch")),
        json(502, { error: "billing_error", message: "Later." }),
        json(500, { error: "internal", message: "Oops." }),
        session({ entitled: true }),
      ),
      "GET /api/decks/future/cards": fullDeck("future"),
      "GET /api/me/entitlements": { decks: [], pass: null },
    });
    renderSuccess();
    expect(await screen.findByRole("button", { name: "Start playing" }, { timeout: 10_000 })).toBeInTheDocument();
    expect(api.calls("GET /api/billing/session/cs_1")).toHaveLength(4);
  });

  it("for the pass, keeps every premium deck's cards offline and starts at the decks", async () => {
    mockApi({
      "GET /api/billing/session/cs_1": session({ entitled: true, purchase: { kind: "pass", plan: "yearly" } }),
      "GET /api/decks": [makeDeck("future", true), makeDeck("values", true), makeDeck("friends", false)],
      "GET /api/decks/future/cards": fullDeck("future"),
      "GET /api/decks/values/cards": { ...fullDeck("values"), deckId: "values" },
      "GET /api/me/entitlements": { decks: [], pass: { plan: "yearly", status: "active", currentPeriodEnd: null, cancelAtPeriodEnd: false } },
    });
    renderSuccess();
    expect(await screen.findByText("All-Access Pass, billed yearly")).toBeInTheDocument();
    expect(await screen.findByText("Every premium deck is unlocked for you.")).toBeInTheDocument();
    expect(await screen.findByText("Your premium decks will play offline on this device too.")).toBeInTheDocument();
    expect((await deckStore.storedDeckIds()).sort()).toEqual(["future", "values"]);
    await userEvent.click(screen.getByRole("button", { name: "Start playing" }));
    expect(screen.getByTestId("location")).toHaveTextContent("/decks");
  });

  it("says so when the cards could not be kept, and still lets the person play", async () => {
    mockApi({
      "GET /api/billing/session/cs_1": session({ entitled: true }),
      "GET /api/decks/future/cards": () => Promise.reject(new TypeError("Failed to fetch")),
      "GET /api/me/entitlements": { decks: [], pass: null },
    });
    vi.spyOn(console, "warn").mockImplementation(() => {});
    renderSuccess();
    expect(await screen.findByText(/could not be saved for offline play yet/)).toBeInTheDocument();
    expect(screen.getByRole("button", { name: "Start playing" })).toBeInTheDocument();
  });

  it("says when a checkout expired unpaid, with the way back to the deck", async () => {
    mockApi({ "GET /api/billing/session/cs_1": session({ status: "expired", paid: false }) });
    renderSuccess();
    expect(await screen.findByRole("alert")).toHaveTextContent("This checkout expired before it was paid. Nothing was charged.");
    expect(screen.getByRole("heading", { level: 1 })).toHaveTextContent("Checkout expired");
    await userEvent.click(screen.getByRole("button", { name: "Try again" }));
    expect(screen.getByTestId("location")).toHaveTextContent("/paywall?deck=future");
  });

  it("says so for a checkout that is not this person's, and stops looking", async () => {
    const api = mockApi({ "GET /api/billing/session/cs_1": json(404, { error: "session_not_found", message: "No such checkout." }) });
    renderSuccess();
    expect(await screen.findByRole("alert")).toHaveTextContent("We couldn't find this checkout.");
    // Nothing was bought here: no thanks.
    expect(screen.getByRole("heading", { level: 1 })).toHaveTextContent("We couldn't confirm this checkout");
    await new Promise((resolve) => setTimeout(resolve, 1200));
    expect(api.calls("GET /api/billing/session/cs_1")).toHaveLength(1);
  });

  it("says so for an address without a checkout", async () => {
    mockApi({});
    renderSuccess("/checkout/success");
    expect(await screen.findByRole("alert")).toHaveTextContent("This address does not name a checkout.");
    expect(screen.getByRole("heading", { level: 1 })).toHaveTextContent("No checkout to confirm");
  });

  it("sends a visitor to sign in first, and back here after", async () => {
    localStorage.clear();
    mockApi({});
    renderSuccess();
    expect(screen.getByTestId("location")).toHaveTextContent("/signin");
    expect(JSON.parse(screen.getByTestId("location").dataset.state!)).toEqual({ from: "/checkout/success?session_id=cs_1" });
  });
});
