import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { deviceDb } from "../../lib/device-db";
import { ownDeckStore } from "./own-deck-store";
import { readyToSignOut } from "./own-deck-sync";

beforeEach(async () => {
  await deviceDb.clearAll();
  vi.spyOn(navigator, "onLine", "get").mockReturnValue(false);
});
afterEach(() => vi.restoreAllMocks());

const keepPending = (...deckIds: string[]) =>
  ownDeckStore.update("sub-1", () =>
    deckIds.map((deckId) => ({ deckId, userId: "sub-1", deck: { title: deckId, description: "", cards: [], shareId: null }, changedAt: "2026-01-01T12:00:00.000Z", pending: true, refusal: null })),
  );

describe("signing out with deck changes the server has not had", () => {
  it("asks before losing them, and stays signed in when told to", async () => {
    await keepPending("my-aaaaaaaaaaaaaaaa");
    const confirm = vi.fn(() => false);
    expect(await readyToSignOut("sub-1", confirm)).toBe(false);
    expect(confirm).toHaveBeenCalledWith("1 change to your decks hasn't reached your account yet. Sign out anyway and lose it?");
    confirm.mockReturnValue(true);
    await keepPending("my-aaaaaaaaaaaaaaaa", "my-bbbbbbbbbbbbbbbb");
    expect(await readyToSignOut("sub-1", confirm)).toBe(true);
    expect(confirm).toHaveBeenLastCalledWith("2 changes to your decks haven't reached your account yet. Sign out anyway and lose them?");
  });

  it("goes ahead without asking when nothing is waiting", async () => {
    const confirm = vi.fn(() => false);
    expect(await readyToSignOut("sub-1", confirm)).toBe(true);
    expect(confirm).not.toHaveBeenCalled();
  });
});
