import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { json, mockApi } from "../../../tests/support/api-mock";
import { freshIndexedDbForEachTest } from "../../../tests/support/device-db-fixtures";
import { setAccessTokenProvider } from "../../lib/auth-token";
import { createDeviceDb } from "../../lib/device-db/device-db";
import { createSavedCardStore, type SavedCardRecord, type SavedCardStore } from "../../lib/device-db/saved-cards";
import { catalogCard, fakeSavedCardsServer, iso } from "../../../tests/support/fake-saved-cards-server";
import { createSavedCardsSync } from "./sync";

freshIndexedDbForEachTest();

const catalog = { a: catalogCard("a", "future", 1), b: catalogCard("b", "future", 2), c: catalogCard("c", "friends", 3) };

function local(cardId: keyof typeof catalog, saved: boolean, changedAt: number, pending = true): SavedCardRecord {
  return { cardId, userId: "sub-1", saved, changedAt: iso(changedAt), pending, card: catalogCard(cardId, catalog[cardId].deckId, catalog[cardId].index) };
}

let store: SavedCardStore;
let signedIn: boolean;
let online: boolean;
const newSync = () => createSavedCardsSync({ store, online: () => online, signedIn: () => signedIn });
const keep = (...records: SavedCardRecord[]) => store.update("sub-1", (current) => [...current.filter((r) => !records.some((n) => n.cardId === r.cardId)), ...records]);
const stored = async () => Object.fromEntries((await store.readAll("sub-1")).map((r) => [r.cardId, { saved: r.saved, at: Date.parse(r.changedAt), pending: r.pending }]));

beforeEach(() => {
  store = createSavedCardStore(createDeviceDb());
  signedIn = true;
  online = true;
  setAccessTokenProvider(async () => "token", () => true);
});
afterEach(() => {
  vi.unstubAllGlobals();
  setAccessTokenProvider(async () => null, () => false);
});

describe("syncing saved cards", () => {
  it("sends each change with its time, then brings the server's list", async () => {
    const server = fakeSavedCardsServer(catalog);
    server.apply("c", { saved: true, changedAt: 500 }); // saved on another device
    server.apply("b", { saved: true, changedAt: 100 });
    const api = mockApi(server.routes());
    await keep(local("a", true, 1000), local("b", false, 1100));
    expect(await newSync().request("sub-1")).toBe("synced");
    expect(api.calls("PUT /api/me/saved-cards/a")[0].body).toEqual({ changedAt: new Date(1000).toISOString() });
    expect(api.calls("PUT /api/me/saved-cards/a")[0].headers.get("Authorization")).toBe("Bearer token");
    expect(api.calls("DELETE /api/me/saved-cards/b")[0].body).toEqual({ changedAt: new Date(1100).toISOString() });
    // b's tombstone has done its work; c arrives, with its text.
    expect(await stored()).toEqual({ a: { saved: true, at: 1000, pending: false }, c: { saved: true, at: 500, pending: false } });
    const c = (await store.readAll("sub-1")).find((r) => r.cardId === "c");
    expect(c?.card).toEqual(catalogCard("c", "friends", 3));
  });

  it("does nothing offline and keeps the changes for later", async () => {
    const api = mockApi({});
    online = false;
    await keep(local("a", true, 1000));
    expect(await newSync().request("sub-1")).toBe("offline");
    expect(api.seen).toHaveLength(0);
    expect(await stored()).toEqual({ a: { saved: true, at: 1000, pending: true } });
  });

  it("keeps the changes pending when the server cannot be reached, refuses the caller or fails", async () => {
    for (const answer of [() => Promise.reject(new TypeError("Failed to fetch")), json(401, { error: "unauthorized", message: "Sign in." }), json(500, { error: "internal", message: "Oops" })]) {
      vi.spyOn(console, "warn").mockImplementation(() => {});
      const api = mockApi({ "PUT /api/me/saved-cards/*": answer });
      await keep(local("a", true, 1000));
      expect(await newSync().request("sub-1")).toBe("failed");
      expect(api.calls("GET /api/me/saved-cards")).toHaveLength(0);
      expect(await stored()).toEqual({ a: { saved: true, at: 1000, pending: true } });
    }
  });

  it("takes a save the server refuses for want of the pass off the device, and says so", async () => {
    const server = fakeSavedCardsServer(catalog);
    server.passHolder = false;
    server.apply("b", { saved: true, changedAt: 100 });
    mockApi(server.routes());
    const sync = newSync();
    const refused = vi.fn();
    sync.onRefused(refused);
    await keep(local("a", true, 1000), local("b", false, 1100));
    expect(await sync.request("sub-1")).toBe("synced");
    expect(refused).toHaveBeenCalledWith("a");
    expect(refused).toHaveBeenCalledTimes(1);
    // The removal went through without the pass.
    expect(await stored()).toEqual({});
    expect(server.rows.get("b")).toEqual({ saved: false, changedAt: 1100 });
  });

  it("lets go of a change to a card that has left the content", async () => {
    const server = fakeSavedCardsServer(catalog);
    mockApi(server.routes());
    await store.update("sub-1", () => [{ ...local("a", true, 1000), cardId: "retired" }]);
    expect(await newSync().request("sub-1")).toBe("synced");
    expect(await stored()).toEqual({});
  });

  it("leaves a card tapped again while its change was on its way pending", async () => {
    const server = fakeSavedCardsServer(catalog);
    const routes = server.routes();
    mockApi({
      ...routes,
      "PUT /api/me/saved-cards/*": async (request) => {
        await keep(local("a", false, 2000)); // the person unsaves it meanwhile
        return routes["PUT /api/me/saved-cards/*"](request);
      },
    });
    await keep(local("a", true, 1000));
    const sync = newSync();
    expect(await sync.request("sub-1")).toBe("synced");
    expect(await stored()).toEqual({ a: { saved: false, at: 2000, pending: true } });
    await sync.request("sub-1");
    expect(await stored()).toEqual({});
    expect(server.rows.get("a")).toEqual({ saved: false, changedAt: 2000 });
  });

  it("runs one sync at a time, and one more for everyone who asked meanwhile", async () => {
    const server = fakeSavedCardsServer(catalog);
    let release = () => {};
    const api = mockApi({
      ...server.routes(),
      "GET /api/me/saved-cards": () => new Promise((resolve) => (release = () => resolve(json(200, server.list())))),
    });
    const sync = newSync();
    const first = sync.request("sub-1");
    await vi.waitFor(() => expect(api.calls("GET /api/me/saved-cards")).toHaveLength(1));
    await keep(local("a", true, 1000));
    const others = [sync.request("sub-1"), sync.request("sub-1"), sync.request("sub-1")];
    release();
    await first;
    await vi.waitFor(() => expect(api.calls("GET /api/me/saved-cards")).toHaveLength(2));
    release();
    expect(await Promise.all(others)).toEqual(["synced", "synced", "synced"]);
    expect(api.calls("GET /api/me/saved-cards")).toHaveLength(2);
    expect(api.calls("PUT /api/me/saved-cards/a")).toHaveLength(1);
    expect(await stored()).toEqual({ a: { saved: true, at: 1000, pending: false } });
  });

  it("keeps nothing that arrives after a sign-out", async () => {
    const server = fakeSavedCardsServer(catalog);
    server.apply("c", { saved: true, changedAt: 500 });
    const routes = server.routes();
    mockApi({
      ...routes,
      "GET /api/me/saved-cards": () => {
        signedIn = false;
        return server.list();
      },
    });
    expect(await newSync().request("sub-1")).toBe("failed");
    expect(await stored()).toEqual({});
  });

  it("gives a sign-out at most its time", async () => {
    mockApi({ "GET /api/me/saved-cards": () => new Promise(() => {}) });
    expect(await newSync().flush("sub-1", 20)).toEqual({ outcome: "timeout", unsent: 0 });
  });
});
