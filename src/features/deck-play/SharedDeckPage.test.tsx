import { screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it } from "vitest";
import { json, mockApi, type SeenRequest } from "../../../tests/support/api-mock";
import { fakeOwnDecksServer } from "../../../tests/support/fake-own-decks-server";
import { ownDecksTestHooks } from "../../../tests/support/own-decks-test";
import { renderPage } from "../../../tests/support/render-page";
import { storeSignIn } from "../../../tests/support/signed-in";
import SharedDeckPage from "./SharedDeckPage";

function sharedDeck() {
  const server = fakeOwnDecksServer();
  const question = (id: string, text: string) => ({ kind: "question" as const, id, question: text, followUp: null, intensity: 1 as const });
  server.write("my-deck-0-abcdefgh", { title: "Friday retro", description: "", cards: [question("q1", "What went well?"), question("q2", "What would you change?")] }, Date.now() - 60_000);
  const shareId = server.share("my-deck-0-abcdefgh")!;
  const api = mockApi({ ...server.routes(), "GET /api/me/entitlements": { decks: [], pass: null }, "GET /api/me/saved-cards": { cards: [], removed: [] } });
  return { server, api, shareId };
}

const renderShared = (shareId: string, card?: number) =>
  renderPage(<SharedDeckPage />, card === undefined ? { path: `/shared/${shareId}`, route: "/shared/:shareId" } : { path: `/shared/${shareId}/cards/${card}`, route: "/shared/:shareId/cards/:cardIndex" });

ownDecksTestHooks({ signedIn: false });

describe("a deck shared by its link", () => {
  it("offers a visitor 'Sign in to save a copy', which brings them back here", async () => {
    localStorage.setItem("sparkDecks.onboardingSeen", "true");
    const { shareId } = sharedDeck();
    renderShared(shareId);
    const signIn = await screen.findByRole("link", { name: "Sign in to save a copy" });
    expect(signIn).toHaveAttribute("href", "/signin");
    expect(screen.queryByRole("button", { name: "Save a copy" })).not.toBeInTheDocument();
    await userEvent.click(signIn);
    expect(screen.getByTestId("location")).toHaveTextContent(/^\/signin$/);
    expect(JSON.parse(screen.getByTestId("location").dataset.state!)).toEqual({ from: `/shared/${shareId}` });
  });

  it("opens at the card its link names", async () => {
    localStorage.setItem("sparkDecks.onboardingSeen", "true");
    const { shareId } = sharedDeck();
    renderShared(shareId, 1);
    expect(await screen.findByText("2 of 2")).toBeInTheDocument();
  });

  it("saves one copy: a second 'Save a copy' says it is in My Decks already, with a link to it", async () => {
    storeSignIn();
    localStorage.setItem("sparkDecks.onboardingSeen", "true");
    const { shareId, api, server } = sharedDeck();
    const first = renderShared(shareId);
    const save = await screen.findByRole("button", { name: "Save a copy" });
    await waitFor(() => expect(save).toBeEnabled());
    await userEvent.click(save);
    await waitFor(() => expect(screen.getByTestId("location")).toHaveTextContent(/^\/my-decks$/));
    const [copyId] = [...server.rows].find(([, row]) => row.copiedFrom === shareId)!;
    first.unmount();

    // Back at the link: the device knows the copy, and nothing is copied again.
    renderShared(shareId);
    const again = await screen.findByRole("button", { name: "Save a copy" });
    await waitFor(() => expect(again).toBeEnabled());
    await userEvent.click(again);
    const note = await screen.findByText(/This deck is already in My Decks/);
    expect(within(note).getByRole("link", { name: "open your copy" })).toHaveAttribute("href", `/my-decks/${copyId}/play`);
    expect(api.calls(`POST /api/shared-decks/${shareId}/copy`)).toHaveLength(1);
  });

  it("hears from the server that the person has a copy made elsewhere, and says where it is", async () => {
    storeSignIn();
    localStorage.setItem("sparkDecks.onboardingSeen", "true");
    const { shareId } = sharedDeck();
    mockApi({
      "GET /api/me/decks": { decks: [], deleted: [], limits: { decks: 3, cards: 50 } },
      "GET /api/me/entitlements": { decks: [], pass: null },
      "GET /api/me/saved-cards": { cards: [], removed: [] },
      [`GET /api/shared-decks/${shareId}`]: { shareId, title: "Friday retro", description: "", cards: [{ index: 0, intensity: 1, locked: false, question: "What went well?", followUp: null }] },
      [`POST /api/shared-decks/${shareId}/copy`]: json(409, { error: "already_copied", message: "This deck is already in My Decks.", deckId: "my-copy-elsewhere1" }),
    });
    renderShared(shareId);
    // The button waits for the device's own decks (disabled until then): a click before is lost.
    const save = await screen.findByRole("button", { name: "Save a copy" });
    await waitFor(() => expect(save).toBeEnabled());
    await userEvent.click(save);
    const note = await screen.findByText(/This deck is already in My Decks/);
    expect(within(note).getByRole("link", { name: "open your copy" })).toHaveAttribute("href", "/my-decks/my-copy-elsewhere1/play");
    expect(screen.getByTestId("location")).toHaveTextContent(`/shared/${shareId}`);
  });

  it("says a link that no longer opens a deck is not found, with the way to the decks", async () => {
    sharedDeck();
    renderShared("no-longer-shared1");
    expect(await screen.findByRole("heading", { level: 1, name: "Deck not found" })).toBeInTheDocument();
    expect(screen.getByRole("alert")).toHaveTextContent("This link no longer opens a deck: its owner may have stopped sharing it.");
    expect(screen.getByRole("link", { name: "Explore Decks" })).toHaveAttribute("href", "/decks");
    expect(screen.queryByRole("button", { name: "Try Again" })).toBeNull();
  });

  it("says a link it could not reach (and never kept) could not be loaded; 'Try Again' asks again and plays it", async () => {
    localStorage.setItem("sparkDecks.onboardingSeen", "true");
    const { server, shareId } = sharedDeck();
    let tries = 0;
    const routes = server.routes();
    const shared = routes["GET /api/shared-decks/*"];
    mockApi({
      ...routes,
      "GET /api/me/entitlements": { decks: [], pass: null },
      "GET /api/shared-decks/*": (request: SeenRequest) => (++tries === 1 ? Promise.reject(new TypeError("Failed to fetch")) : shared(request)),
    });
    renderShared(shareId);
    expect(await screen.findByRole("heading", { level: 1, name: "This deck could not be loaded" })).toBeInTheDocument();
    await userEvent.click(within(screen.getByRole("alert")).getByRole("button", { name: "Try Again" }));
    expect(await screen.findByText("1 of 2")).toBeInTheDocument();
    expect(screen.queryByRole("alert")).toBeNull();
    expect(tries).toBe(2);
  });
});
