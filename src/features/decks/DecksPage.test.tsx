import { screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { mockApi } from "../../../tests/support/api-mock";
import { makeDeck, renderPage } from "../../../tests/support/render-page";
import { storeSignIn } from "../../../tests/support/signed-in";
import { forgetAnalytics, receiveEvents, type TrackedEvent } from "../../lib/analytics";
import { deviceDb } from "../../lib/device-db";
import DecksPage from "./DecksPage";

const decks = [
  makeDeck("zz-premium", true, { title: "Zebra Talk" }),
  makeDeck("bb-free", false, { title: "Bright Ideas" }),
  makeDeck("aa-premium", true, { title: "Above All" }),
];

beforeEach(() => deviceDb.clearAll());
afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

const card = (title: string) => screen.getByRole("article", { name: title });

describe("DecksPage", () => {
  it("shows a spinner, then the decks with free ones first", async () => {
    vi.stubGlobal("fetch", vi.fn(async () => new Response(JSON.stringify(decks), { status: 200 })));
    renderPage(<DecksPage />, { path: "/decks" });
    expect(screen.getByRole("heading", { level: 1, name: "Choose Your Deck" })).toBeInTheDocument();
    expect(screen.getByRole("status", { name: "Loading decks" })).toBeInTheDocument();
    const titles = (await screen.findAllByRole("heading", { level: 2 })).map((h) => h.textContent);
    expect(titles).toEqual(["Bright Ideas", "Above All", "Zebra Talk"]);
  });

  it("sends a visitor who picks a premium deck to /signup with the message", async () => {
    vi.stubGlobal("fetch", vi.fn(async () => new Response(JSON.stringify(decks), { status: 200 })));
    renderPage(<DecksPage />, { path: "/decks" });
    await userEvent.click(await screen.findByRole("link", { name: /Zebra Talk/ }));
    const location = screen.getByTestId("location");
    expect(location).toHaveTextContent("/signup");
    expect(JSON.parse(location.dataset.state!)).toMatchObject({
      message: "Sign up to access premium decks",
      redirectTo: "/deck/zz-premium",
    });
  });

  it("opens a free deck", async () => {
    vi.stubGlobal("fetch", vi.fn(async () => new Response(JSON.stringify(decks), { status: 200 })));
    renderPage(<DecksPage />, { path: "/decks" });
    await userEvent.click(await screen.findByRole("link", { name: /Bright Ideas/ }));
    expect(screen.getByTestId("location")).toHaveTextContent("/deck/bb-free");
  });

  it("says 'Failed to fetch decks' on failure and retries", async () => {
    vi.spyOn(console, "error").mockImplementation(() => {});
    const fetchMock = vi
      .fn()
      .mockResolvedValueOnce(new Response("oops", { status: 500 }))
      .mockResolvedValueOnce(new Response(JSON.stringify(decks), { status: 200 }));
    vi.stubGlobal("fetch", fetchMock);
    renderPage(<DecksPage />, { path: "/decks" });
    expect(await screen.findByText("Failed to fetch decks")).toBeInTheDocument();
    await userEvent.click(screen.getByRole("button", { name: "Try Again" }));
    expect(await screen.findByRole("link", { name: /Bright Ideas/ })).toBeInTheDocument();
    expect(fetchMock).toHaveBeenCalledTimes(2);
  });

  it("marks the decks a signed-in person owns, and opens them", async () => {
    storeSignIn();
    mockApi({
      "GET /api/decks": decks,
      "GET /api/me/entitlements": { decks: [{ deckId: "zz-premium", title: "Zebra Talk", source: "purchase" }], pass: null },
    });
    renderPage(<DecksPage />, { path: "/decks" });
    expect(await within(await screen.findByRole("article", { name: "Zebra Talk" })).findByText("Owned")).toBeInTheDocument();
    expect(within(card("Above All")).getByText("Premium")).toBeInTheDocument();
    expect(within(card("Bright Ideas")).queryByText("Owned")).not.toBeInTheDocument();
    await userEvent.click(screen.getByRole("link", { name: /Zebra Talk/ }));
    expect(screen.getByTestId("location")).toHaveTextContent("/deck/zz-premium");
  });

  it("marks every premium deck as included in a pass holder's All-Access", async () => {
    storeSignIn();
    mockApi({
      "GET /api/decks": decks,
      "GET /api/me/entitlements": { decks: [], pass: { plan: "monthly", status: "active", currentPeriodEnd: null, cancelAtPeriodEnd: false } },
    });
    renderPage(<DecksPage />, { path: "/decks" });
    expect(await within(await screen.findByRole("article", { name: "Zebra Talk" })).findByText("Included in All-Access")).toBeInTheDocument();
    expect(within(card("Above All")).getByText("Included in All-Access")).toBeInTheDocument();
    expect(within(card("Above All")).queryByText("Premium")).not.toBeInTheDocument();
  });

  it("opens a premium deck a signed-in person does not own as the deck (its preview), not its paywall", async () => {
    storeSignIn();
    mockApi({ "GET /api/decks": decks, "GET /api/me/entitlements": { decks: [], pass: null } });
    renderPage(<DecksPage />, { path: "/decks" });
    // Once the entitlements have arrived: the card says Premium (not owned).
    expect(await within(await screen.findByRole("article", { name: "Zebra Talk" })).findByText("Premium")).toBeInTheDocument();
    const link = screen.getByRole("link", { name: /Zebra Talk/ });
    expect(link).toHaveAttribute("href", "/deck/zz-premium");
    await userEvent.click(link);
    expect(screen.getByTestId("location")).toHaveTextContent("/deck/zz-premium");
  });

  it("names each 'Save for offline' button after its deck", async () => {
    mockApi({ "GET /api/decks": decks });
    renderPage(<DecksPage />, { path: "/decks" });
    const brightIdeas = await screen.findByRole("article", { name: "Bright Ideas" });
    expect(within(brightIdeas).getByRole("button", { name: "Save for offline: Bright Ideas" })).toHaveTextContent("Save for offline");
    const names = screen.getAllByRole("button", { name: /^Save for offline/ }).map((b) => b.getAttribute("aria-label"));
    expect(new Set(names).size).toBe(names.length);
  });

  it("says only the preview is offline when a visitor saves a premium deck, and the whole deck when it is free", async () => {
    const questions = (n: number) => Array.from({ length: n }, (_, index) => ({ id: `c${index}`, index, question: `Question ${index + 1}?`, followUp: null, intensity: 1 }));
    mockApi({
      "GET /api/decks": decks,
      "GET /api/decks/zz-premium/cards": { ...decks[0], cards: questions(5), preview: true, lockedCardCount: 35 },
      "GET /api/decks/bb-free/cards": { ...decks[1], cards: questions(40), preview: false, lockedCardCount: 0 },
    });
    renderPage(<DecksPage />, { path: "/decks" });
    const premium = await screen.findByRole("article", { name: "Zebra Talk" });
    await userEvent.click(within(premium).getByRole("button", { name: "Save for offline: Zebra Talk" }));
    expect(await within(premium).findByText("Preview available offline")).toBeInTheDocument();
    expect(within(premium).queryByText("Available offline")).not.toBeInTheDocument();

    const free = card("Bright Ideas");
    await userEvent.click(within(free).getByRole("button", { name: "Save for offline: Bright Ideas" }));
    expect(await within(free).findByText("Available offline")).toBeInTheDocument();
    // The saves' analytics events are held for the next test's receiver otherwise.
    forgetAnalytics();
  });

  it("records a deck saved for offline as a Deck 'save' event once it is saved", async () => {
    const recorded: TrackedEvent[] = [];
    receiveEvents((event) => recorded.push(event));
    const cards = { ...decks[1], cards: [{ index: 0, question: "What lit you up today?", followUp: null, intensity: 1 }], preview: false, lockedCardCount: 0 };
    mockApi({ "GET /api/decks": decks, "GET /api/decks/bb-free/cards": cards });
    renderPage(<DecksPage />, { path: "/decks" });
    await userEvent.click(within(await screen.findByRole("article", { name: "Bright Ideas" })).getByRole("button", { name: "Save for offline: Bright Ideas" }));
    await vi.waitFor(() =>
      expect(recorded.filter((e) => e.name === "deck_event").map((e) => e.params)).toEqual([{ category: "Deck", action: "save", deck_id: "bb-free" }]),
    );
  });
});
