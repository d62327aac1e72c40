import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { deviceDb } from "../../lib/device-db";
import { savedCardStore } from "../../lib/device-db/saved-cards";
import { catalogCard, iso } from "../../../tests/support/fake-saved-cards-server";
import { readyToSignOut } from "./sync";

beforeEach(async () => {
  await deviceDb.clearAll();
  vi.spyOn(navigator, "onLine", "get").mockReturnValue(false);
});
afterEach(() => vi.restoreAllMocks());

const keepPending = (...cardIds: string[]) =>
  savedCardStore.update("sub-1", () =>
    cardIds.map((cardId) => ({ cardId, userId: "sub-1", saved: true, changedAt: iso(1000), pending: true, card: catalogCard(cardId, "future", 1) })),
  );

describe("signing out with saved-card changes the server has not had", () => {
  it("asks before losing them, and stays signed in when told to", async () => {
    await keepPending("a");
    const confirm = vi.fn(() => false);
    expect(await readyToSignOut("sub-1", confirm)).toBe(false);
    expect(confirm).toHaveBeenCalledWith("1 change to your saved cards hasn't reached your account yet, because you're offline. Sign out anyway and lose it?");
    confirm.mockReturnValue(true);
    await keepPending("a", "b");
    expect(await readyToSignOut("sub-1", confirm)).toBe(true);
    expect(confirm).toHaveBeenLastCalledWith(
      "2 changes to your saved cards haven't reached your account yet, because you're offline. Sign out anyway and lose them?",
    );
  });

  it("goes ahead without asking when nothing is waiting", async () => {
    const confirm = vi.fn(() => false);
    expect(await readyToSignOut("sub-1", confirm)).toBe(true);
    expect(confirm).not.toHaveBeenCalled();
  });
});
