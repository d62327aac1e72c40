import { useState } from "react";
import { screen, waitFor } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import type { Card, Entitlements } from "../../../shared/api-types";
import { mockApi } from "../../../tests/support/api-mock";
import { renderPage } from "../../../tests/support/render-page";
import { storeSignIn, TEST_USER } from "../../../tests/support/signed-in";
import { deckStore, deviceDb } from "../../lib/device-db";
import { entitlementStore } from "../../../tests/support/stored-entitlements";
import { savedCardStore } from "../../lib/device-db/saved-cards";
import { refreshEntitlements } from "../entitlements";
import { catalogCard, fakeSavedCardsServer, iso } from "../../../tests/support/fake-saved-cards-server";
import { savedCardsSync } from "./sync";
import { useSavedCards } from "./useSavedCards";

const withPass: Entitlements = { decks: [], pass: { plan: "monthly", status: "active", currentPeriodEnd: null, cancelAtPeriodEnd: false } };
const catalog = { a: catalogCard("a", "future", 1), late: catalogCard("late", "future", 7) };
const card: Card = { id: "a", index: 1, ...catalog.a.content };
const deck = { deckId: "future", title: "Future Us", coverColor: "#14213D" };

/** A save control like the viewer's, saying what the last tap did. */
function SaveControl() {
  const saved = useSavedCards();
  const [result, setResult] = useState("");
  return (
    <>
      <button type="button" onClick={() => void saved.toggle(card, deck).then(setResult)}>
        {saved.isSaved("a") ? "Remove from saved" : "Save card"}
      </button>
      <output aria-label="result">{result}</output>
    </>
  );
}

function SavedCount() {
  const saved = useSavedCards();
  return <p>{`${saved.status}: ${saved.entries.length} saved`}</p>;
}

const renderBoth = () =>
  renderPage(
    <>
      <SaveControl />
      <SavedCount />
    </>,
  );

beforeEach(async () => {
  await deviceDb.clearAll();
});
afterEach(async () => {
  if (localStorage.length > 0) await savedCardsSync.request(TEST_USER.id);
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

describe("useSavedCards", () => {
  it("shows a tap in every component at once, and syncs it", async () => {
    storeSignIn();
    const server = fakeSavedCardsServer(catalog);
    mockApi({ ...server.routes(), "GET /api/me/entitlements": withPass });
    renderBoth();
    expect(await screen.findByText("ready: 0 saved")).toBeInTheDocument();
    await userEvent.click(screen.getByRole("button", { name: "Save card" }));
    expect(await screen.findByRole("button", { name: "Remove from saved" })).toBeInTheDocument();
    expect(screen.getByText("ready: 1 saved")).toBeInTheDocument();
    await waitFor(() => expect(screen.getByRole("status", { name: "result" })).toHaveTextContent("saved"));
    await waitFor(() => expect(server.rows.get("a")?.saved).toBe(true));
    await userEvent.click(screen.getByRole("button", { name: "Remove from saved" }));
    expect(await screen.findByText("ready: 0 saved")).toBeInTheDocument();
    await waitFor(() => expect(screen.getByRole("status", { name: "result" })).toHaveTextContent("removed"));
  });

  it("asks a visitor for an account", async () => {
    mockApi({});
    renderBoth();
    expect(screen.getByText("visitor: 0 saved")).toBeInTheDocument();
    await userEvent.click(screen.getByRole("button", { name: "Save card" }));
    await waitFor(() => expect(screen.getByRole("status", { name: "result" })).toHaveTextContent("needs_account"));
  });

  it("offers the pass to someone signed in without it, and keeps nothing", async () => {
    storeSignIn();
    const server = fakeSavedCardsServer(catalog);
    const api = mockApi({ ...server.routes(), "GET /api/me/entitlements": { decks: [{ deckId: "future", title: "Future Us", source: "purchase" }], pass: null } });
    renderBoth();
    await screen.findByText("ready: 0 saved");
    await userEvent.click(screen.getByRole("button", { name: "Save card" }));
    await waitFor(() => expect(screen.getByRole("status", { name: "result" })).toHaveTextContent("needs_pass"));
    expect(screen.getByText("ready: 0 saved")).toBeInTheDocument();
    expect(api.calls("PUT /api/me/saved-cards/a")).toHaveLength(0);
  });
});

describe("saved cards when the pass ends", () => {
  it("lose the text of the cards no longer readable on the next entitlements check", async () => {
    storeSignIn();
    await deckStore.writeDeckList([{ deckId: "future", title: "Future Us", description: "", isPremium: true, cardCount: 10, category: "relationships", coverColor: "#14213D" }]);
    await savedCardStore.update(TEST_USER.id, () => [
      { cardId: "a", userId: TEST_USER.id, saved: true, changedAt: iso(1), pending: false, card: catalog.a },
      { cardId: "late", userId: TEST_USER.id, saved: true, changedAt: iso(2), pending: false, card: catalog.late },
    ]);
    mockApi({ ...fakeSavedCardsServer(catalog).routes(), "GET /api/me/entitlements": { decks: [], pass: null } });
    await refreshEntitlements(TEST_USER.id);
    expect((await entitlementStore.readEntitlements(TEST_USER.id))?.entitlements.pass).toBeNull();
    const text = (await savedCardStore.readAll(TEST_USER.id)).map((r) => [r.cardId, r.card.content?.question ?? null]);
    expect(text).toEqual([
      ["a", "Question a?"],
      ["late", null],
    ]);
  });
});
