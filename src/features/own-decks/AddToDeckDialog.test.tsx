import { screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it, vi } from "vitest";
import { mockApi } from "../../../tests/support/api-mock";
import { fakeOwnDecksServer } from "../../../tests/support/fake-own-decks-server";
import { ownDecksTestHooks } from "../../../tests/support/own-decks-test";
import { renderPage } from "../../../tests/support/render-page";
import { storeSignIn, TEST_USER } from "../../../tests/support/signed-in";
import { AddToDeckDialog } from "./AddToDeckDialog";
import type { CardToGather } from "./draft";
import { ownDeckStore } from "./own-deck-store";

const card: CardToGather = {
  cardId: "family-abcde",
  question: "What is a smell that takes you straight back to childhood?",
  followUp: null,
  intensity: 1,
  deckId: "family",
  deckTitle: "Family Stories",
  coverColor: "#8A4B14",
  position: 3,
  isPremium: false,
};
const question = (id: string) => ({ kind: "question" as const, id, question: `Question ${id}?`, followUp: null, intensity: 1 as const });

function serverWith(decks: { title: string; cards: number }[], limits?: { decks: number; cards: number }) {
  const server = fakeOwnDecksServer(limits ? { limits } : undefined);
  decks.forEach(({ title, cards }, i) =>
    server.write(`my-deck-${i}-abcdefgh`, { title, description: "", cards: Array.from({ length: cards }, (_, j) => question(`q${j}`)) }, Date.now() - 60_000 + i),
  );
  mockApi({ ...server.routes(), "GET /api/me/entitlements": { decks: [], pass: null } });
  return server;
}

function renderDialog() {
  const onAdded = vi.fn();
  const onClose = vi.fn();
  renderPage(<AddToDeckDialog card={card} onClose={onClose} onAdded={onAdded} />, { path: "/deck/family" });
  return { onAdded, onClose };
}

ownDecksTestHooks({ signedIn: false });

describe("Add to my deck", () => {
  it("puts the card at the end of the deck chosen, on the device and in the account", async () => {
    storeSignIn();
    const server = serverWith([{ title: "Team offsite", cards: 2 }, { title: "Date night", cards: 1 }]);
    const { onAdded, onClose } = renderDialog();
    expect(screen.getByRole("dialog", { name: "Add to my deck" })).toHaveTextContent(card.question);
    const decks = await screen.findByRole("list", { name: "Your decks" });
    await userEvent.click(within(decks).getByRole("button", { name: "Team offsite" }));
    await waitFor(() => expect(onAdded).toHaveBeenCalledWith("Added to Team offsite."));
    expect(onClose).toHaveBeenCalled();
    const saved = server.rows.get("my-deck-0-abcdefgh")!;
    expect(saved.cards).toHaveLength(3);
    expect(saved.cards[2]).toMatchObject({ kind: "card", cardId: card.cardId });
    expect(server.rows.get("my-deck-1-abcdefgh")!.cards).toHaveLength(1);
  });

  it("says which deck already holds the card, and leaves a full deck as it was", async () => {
    storeSignIn();
    const server = serverWith([{ title: "Full", cards: 50 }]);
    server.write("my-deck-9-abcdefgh", { title: "Has it", description: "", cards: [{ kind: "card", id: "c1", cardId: card.cardId }] }, Date.now() - 1000);
    renderDialog();
    const decks = await screen.findByRole("list", { name: "Your decks" });
    expect(within(decks).getByRole("button", { name: "Has it" })).toBeDisabled();
    expect(within(decks).getByRole("button", { name: "Has it" })).toHaveAccessibleDescription("Already in this deck");
    await userEvent.click(within(decks).getByRole("button", { name: "Full" }));
    expect(await screen.findByRole("alert")).toHaveTextContent("A deck can hold at most 50 cards on your plan.");
    expect(server.rows.get("my-deck-0-abcdefgh")!.cards).toHaveLength(50);
  });

  it("starts a new deck with the card in the editor", async () => {
    storeSignIn();
    serverWith([{ title: "One", cards: 1 }]);
    renderDialog();
    await screen.findByRole("list", { name: "Your decks" });
    await userEvent.click(screen.getByRole("button", { name: "New deck" }));
    expect(screen.getByTestId("location")).toHaveTextContent("/my-decks/new");
  });

  it("offers no new deck once the plan's decks are all taken", async () => {
    storeSignIn();
    serverWith([{ title: "One", cards: 1 }, { title: "Two", cards: 1 }, { title: "Three", cards: 1 }]);
    renderDialog();
    await screen.findByRole("list", { name: "Your decks" });
    await waitFor(() => expect(screen.getByRole("button", { name: "New deck" })).toBeDisabled());
    expect(screen.getByRole("button", { name: "New deck" })).toHaveAccessibleDescription("You can keep 3 decks on your plan. Delete one, or get the All-Access Pass for 100.");
  });

  it("counts no deck the server refused: a new deck is still offered while the account has room", async () => {
    storeSignIn();
    await ownDeckStore.update(TEST_USER.id, () => [
      { deckId: "my-refused-deck-1", userId: TEST_USER.id, deck: { title: "Refused", description: "", cards: [], shareId: null }, changedAt: new Date().toISOString(), pending: true, refusal: "You can keep 3 decks on your plan." },
    ]);
    serverWith([{ title: "One", cards: 1 }, { title: "Two", cards: 1 }]);
    renderDialog();
    await screen.findByRole("list", { name: "Your decks" });
    await waitFor(() => expect(screen.getByRole("button", { name: "One" })).toBeInTheDocument());
    expect(screen.getByRole("button", { name: "New deck" })).toBeEnabled();
  });

  it("asks a visitor to sign in first", async () => {
    mockApi({});
    renderDialog();
    expect(await screen.findByRole("link", { name: "Sign In" })).toHaveAttribute("href", "/signin");
    expect(screen.getByRole("link", { name: "Sign Up" })).toHaveAttribute("href", "/signup");
    expect(screen.queryByRole("list", { name: "Your decks" })).not.toBeInTheDocument();
  });
});
