import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { json, mockApi } from "../../../tests/support/api-mock";
import { freshIndexedDbForEachTest } from "../../../tests/support/device-db-fixtures";
import { fakeOwnDecksServer } from "../../../tests/support/fake-own-decks-server";
import { setAccessTokenProvider } from "../../lib/auth-token";
import { createDeviceDb } from "../../lib/device-db/device-db";
import { createOwnDeckStore, type OwnDeckRecord, type OwnDeckStore } from "./own-deck-store";
import { createOwnDeckSync } from "./own-deck-sync";

freshIndexedDbForEachTest();

const at = (minute: number) => new Date(Date.UTC(2026, 0, 1, 12, minute)).toISOString();
const questions = (...texts: string[]) => texts.map((text, i) => ({ kind: "question" as const, id: `q${i}`, question: text, followUp: null, intensity: 1 as const }));

function local(deckId: string, title: string | null, minute: number, pending = true): OwnDeckRecord {
  return { deckId, userId: "sub-1", deck: title === null ? null : { title, description: "", cards: questions("Why?"), shareId: null }, changedAt: at(minute), pending, refusal: null };
}

let store: OwnDeckStore;
let online: boolean;
const newSync = () => createOwnDeckSync({ store, online: () => online, signedIn: () => true });
const keep = (...records: OwnDeckRecord[]) => store.update("sub-1", (current) => [...current.filter((r) => !records.some((n) => n.deckId === r.deckId)), ...records]);
const stored = async () => Object.fromEntries((await store.readAll("sub-1")).map((r) => [r.deckId, { title: r.deck?.title ?? null, at: r.changedAt, pending: r.pending, refusal: r.refusal }]));

beforeEach(() => {
  store = createOwnDeckStore(createDeviceDb());
  online = true;
  setAccessTokenProvider(async () => "token", () => true);
});
afterEach(() => {
  vi.unstubAllGlobals();
  setAccessTokenProvider(async () => null, () => false);
});

describe("syncing own decks", () => {
  it("sends each change with its time (the whole deck, or its deletion), then merges the server's list", async () => {
    const server = fakeOwnDecksServer();
    server.write("my-phone-deck-01", { title: "From the phone", description: "", cards: [] }, Date.parse(at(1)));
    server.write("my-deleted-here", { title: "To delete", description: "", cards: [] }, Date.parse(at(1)));
    const api = mockApi(server.routes());
    await keep(local("my-made-here-01", "Made here", 2), local("my-deleted-here", null, 3));
    const result = await newSync().request("sub-1");
    expect(result).toEqual({ outcome: "synced", limits: { decks: 3, cards: 50 }, message: null });
    const put = api.calls("PUT /api/me/decks/my-made-here-01")[0];
    expect(put.body).toEqual({ title: "Made here", description: "", cards: [{ kind: "question", id: "q0", question: "Why?", followUp: null, intensity: 1 }], changedAt: at(2) });
    expect(put.headers.get("Authorization")).toBe("Bearer token");
    expect(api.calls("DELETE /api/me/decks/my-deleted-here")[0].body).toEqual({ changedAt: at(3) });
    expect(await stored()).toEqual({
      "my-made-here-01": { title: "Made here", at: at(2), pending: false, refusal: null },
      "my-phone-deck-01": { title: "From the phone", at: at(1), pending: false, refusal: null },
    });
    // The GET comes after the changes, so it carries them.
    expect(api.seen.map((r) => r.method).at(-1)).toBe("GET");
  });

  it("does nothing offline and keeps the changes for later", async () => {
    const api = mockApi({});
    online = false;
    await keep(local("my-made-here-01", "Made here", 2));
    expect((await newSync().request("sub-1")).outcome).toBe("offline");
    expect(api.seen).toHaveLength(0);
    expect((await stored())["my-made-here-01"].pending).toBe(true);
  });

  it("keeps the change pending when the server cannot be reached or fails, and says so", async () => {
    mockApi({ "PUT /api/me/decks/*": () => Promise.reject(new TypeError("Failed to fetch")) });
    await keep(local("my-made-here-01", "Made here", 2));
    const result = await newSync().request("sub-1");
    expect(result.outcome).toBe("failed");
    expect(result.message).toMatch(/offline/);
    mockApi({ "PUT /api/me/decks/*": json(503, { error: "unavailable", message: "Try again later." }) });
    expect((await newSync().request("sub-1")).outcome).toBe("failed");
    expect((await stored())["my-made-here-01"]).toMatchObject({ pending: true, refusal: null });
  });

  it("keeps a deck over the plan's limit on the device with the server's message, and sends it again next time", async () => {
    const server = fakeOwnDecksServer();
    for (const n of [1, 2, 3]) server.write(`my-server-deck-0${n}`, { title: `Deck ${n}`, description: "", cards: [] }, Date.parse(at(1)));
    const api = mockApi(server.routes());
    await keep(local("my-fourth-deck-1", "Fourth", 5));
    expect((await newSync().request("sub-1")).outcome).toBe("synced");
    expect((await stored())["my-fourth-deck-1"]).toEqual({
      title: "Fourth",
      at: at(5),
      pending: true,
      refusal: "You can keep 3 decks on your plan. Delete one, or get the All-Access Pass for 100.",
    });
    // One deck deleted on another device: the next sync gets the fourth through.
    server.write("my-server-deck-01", null, Date.parse(at(6)));
    await newSync().request("sub-1");
    expect(api.calls("PUT /api/me/decks/my-fourth-deck-1")).toHaveLength(2);
    expect((await stored())["my-fourth-deck-1"]).toMatchObject({ pending: false, refusal: null });
  });

  it("lets the change made last win: an older edit arriving later is replaced by the newer deck", async () => {
    const server = fakeOwnDecksServer();
    server.write("my-shared-deck-1", { title: "Edited on the phone at 12:09", description: "", cards: [] }, Date.parse(at(9)));
    mockApi(server.routes());
    // This device edited the deck at 12:05 while offline and comes online after the phone's edit.
    await keep(local("my-shared-deck-1", "Edited on the laptop at 12:05", 5));
    await newSync().request("sub-1");
    expect((await stored())["my-shared-deck-1"]).toMatchObject({ title: "Edited on the phone at 12:09", pending: false });
    expect(server.rows.get("my-shared-deck-1")?.title).toBe("Edited on the phone at 12:09");
  });

  it("lets a deletion made last win over an older edit", async () => {
    const server = fakeOwnDecksServer();
    server.write("my-shared-deck-1", null, Date.parse(at(9)));
    mockApi(server.routes());
    await keep(local("my-shared-deck-1", "Edited before it was deleted", 5));
    await newSync().request("sub-1");
    expect(await stored()).toEqual({});
  });

  it("runs one more sync after the running one for a save made meanwhile", async () => {
    const server = fakeOwnDecksServer();
    const api = mockApi(server.routes());
    const sync = newSync();
    await keep(local("my-made-here-01", "First", 2));
    const first = sync.request("sub-1");
    await keep(local("my-made-here-01", "Second", 3));
    const second = sync.request("sub-1");
    await Promise.all([first, second]);
    expect(api.calls("PUT /api/me/decks/my-made-here-01").map((r) => (r.body as { title: string }).title).at(-1)).toBe("Second");
    expect((await stored())["my-made-here-01"]).toMatchObject({ title: "Second", pending: false });
  });
});
