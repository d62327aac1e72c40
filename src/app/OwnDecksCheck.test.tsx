import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { mockApi, setOnline } from "../../tests/support/api-mock";
import { fakeOwnDecksServer } from "../../tests/support/fake-own-decks-server";
import { renderPage } from "../../tests/support/render-page";
import { storeSignIn, TEST_USER } from "../../tests/support/signed-in";
import { deviceDb } from "../lib/device-db";
import { ownDeckStore } from "../features/own-decks/own-deck-store";
import { OwnDecksCheck } from "./OwnDecksCheck";

const madeOffline = (pending: boolean) =>
  ownDeckStore.update(TEST_USER.id, () => [
    { deckId: "my-made-offline-1", userId: TEST_USER.id, deck: { title: "Made offline", description: "", cards: [], shareId: null }, changedAt: new Date(Date.now() - 60_000).toISOString(), pending, refusal: null },
  ]);

beforeEach(async () => {
  await deviceDb.clearAll();
  storeSignIn();
});
afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

describe("the own decks' check on start", () => {
  it("sends the deck changes made offline once a connection is there, whatever page is open", async () => {
    await madeOffline(true);
    const server = fakeOwnDecksServer();
    const api = mockApi(server.routes());
    setOnline(false);
    renderPage(<OwnDecksCheck />);
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(api.calls("PUT /api/me/decks/my-made-offline-1")).toHaveLength(0);
    setOnline(true);
    await vi.waitFor(() => expect(server.rows.get("my-made-offline-1")?.title).toBe("Made offline"));
    await vi.waitFor(async () => expect((await ownDeckStore.readAll(TEST_USER.id))[0].pending).toBe(false));
  });

  it("calls nothing when no change waits", async () => {
    await madeOffline(false);
    const api = mockApi({});
    renderPage(<OwnDecksCheck />);
    await new Promise((resolve) => setTimeout(resolve, 200));
    expect(api.seen.filter((r) => r.path.startsWith("/api/me/decks"))).toHaveLength(0);
  });
});
