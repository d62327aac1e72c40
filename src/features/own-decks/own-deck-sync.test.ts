import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { json, mockApi } from "../../../tests/support/api-mock";
import { freshIndexedDbForEachTest } from "../../../tests/support/device-db-fixtures";
import { fakeOwnDecksServer } from "../../../tests/support/fake-own-decks-server";
import { setAccessTokenProvider } from "../../lib/auth-token";
import { createDeviceDb } from "../../lib/device-db/device-db";
import { copyIdOf } from "./own-deck-conflicts";
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

  it("keeps a deck over the plan's limit on the device with the server's message, and never sends it again by itself", async () => {
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
    // A deck deleted (here, or on another device): the place it frees is not taken by the refused
    // deck, so that 'Undo' can give it back to the deck deleted.
    server.write("my-server-deck-01", null, Date.parse(at(6)));
    await newSync().request("sub-1");
    expect(api.calls("PUT /api/me/decks/my-fourth-deck-1")).toHaveLength(1);
    expect((await stored())["my-fourth-deck-1"]).toMatchObject({ pending: true });
    // The person asks for it ('Save to my account': the refusal taken off): it goes.
    await store.update("sub-1", (records) => records.map((r) => (r.deckId === "my-fourth-deck-1" ? { ...r, refusal: null } : r)));
    await newSync().request("sub-1");
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

  it("lets a deletion made last win over an older edit, the edit kept as a deck of its own", async () => {
    const server = fakeOwnDecksServer();
    server.write("my-shared-deck-1", { title: "Before", description: "", cards: [] }, Date.parse(at(1)));
    server.write("my-shared-deck-1", null, Date.parse(at(9)));
    mockApi(server.routes());
    await keep(local("my-shared-deck-1", "Edited before it was deleted", 5));
    await newSync().request("sub-1");
    const copyId = copyIdOf("my-shared-deck-1", at(5));
    expect(Object.keys(await stored())).toEqual([copyId]);
    expect(server.rows.get("my-shared-deck-1")?.deleted).toBe(true);
    expect(server.rows.get(copyId)?.title).toMatch(/^Edited before it was deleted \(from .+\)$/);
  });

  it("keeps this device's version that lost as a deck of its own, sent in the same sync: both devices end with both", async () => {
    const server = fakeOwnDecksServer();
    server.write("my-team-plan-01", { title: "Team plan", description: "", cards: questions("Why?") }, Date.parse(at(1)));
    // The laptop renames it at 12:10; this phone, offline, changed its title and added a question at 12:05.
    server.write("my-team-plan-01", { title: "Team plan (laptop)", description: "", cards: questions("Why?") }, Date.parse(at(10)));
    const api = mockApi(server.routes());
    await keep({ ...local("my-team-plan-01", "Team plan v2", 5), deck: { title: "Team plan v2", description: "", cards: questions("Why?", "What next?"), shareId: null } });
    expect((await newSync().request("sub-1")).outcome).toBe("synced");
    const copyId = copyIdOf("my-team-plan-01", at(5));
    const onServer = server.list().decks.map((d) => [d.deckId, d.title, d.cards.length]);
    expect(onServer).toEqual([
      ["my-team-plan-01", "Team plan (laptop)", 1],
      [copyId, expect.stringMatching(/^Team plan v2 \(from .+\)$/), 2],
    ]);
    expect(await stored()).toEqual({
      "my-team-plan-01": { title: "Team plan (laptop)", at: at(10), pending: false, refusal: null },
      [copyId]: { title: expect.stringMatching(/^Team plan v2 \(from /), at: expect.any(String), pending: false, refusal: null },
    });
    expect(api.calls(`PUT /api/me/decks/${copyId}`)).toHaveLength(1);
  });

  it("keeps one copy of a lost change, however the page was interrupted and however many tabs sync", async () => {
    const server = fakeOwnDecksServer();
    server.write("my-team-plan-01", { title: "Theirs", description: "", cards: [] }, Date.parse(at(10)));
    const routes = server.routes();
    let failCopies = true;
    mockApi({
      ...routes,
      // The page closes after the answer to its change is kept, before the copy is sent.
      "PUT /api/me/decks/*": (request) => (failCopies && request.path.endsWith(copyIdOf("my-team-plan-01", at(5))) ? Promise.reject(new TypeError("Failed to fetch")) : routes["PUT /api/me/decks/*"](request)),
    });
    await keep(local("my-team-plan-01", "Mine", 5));
    expect((await newSync().request("sub-1")).outcome).toBe("failed");
    // Reloaded, in two tabs at once.
    failCopies = false;
    await Promise.all([newSync().request("sub-1"), newSync().request("sub-1")]);
    await newSync().request("sub-1");
    expect(server.list().decks.map((d) => d.title)).toEqual(["Theirs", expect.stringMatching(/^Mine \(from /)]);
    expect(Object.keys(await stored())).toHaveLength(2);
  });

  it("keeps one copy when the answer to the change was lost on the way and the change is sent again", async () => {
    const server = fakeOwnDecksServer();
    server.write("my-team-plan-01", { title: "Theirs", description: "", cards: [] }, Date.parse(at(10)));
    const routes = server.routes();
    let drop = true;
    mockApi({
      ...routes,
      "PUT /api/me/decks/*": (request) => {
        const answer = routes["PUT /api/me/decks/*"](request);
        if (!drop) return answer;
        drop = false;
        return Promise.reject(new TypeError("Failed to fetch"));
      },
    });
    await keep(local("my-team-plan-01", "Mine", 5));
    expect((await newSync().request("sub-1")).outcome).toBe("failed");
    await newSync().request("sub-1");
    await newSync().request("sub-1");
    expect(server.list().decks.map((d) => d.title)).toEqual(["Theirs", expect.stringMatching(/^Mine \(from /)]);
  });

  it("offers a choice instead of a copy at the plan's limit: the server keeps what it had", async () => {
    const server = fakeOwnDecksServer();
    for (const n of [1, 2]) server.write(`my-server-deck-0${n}`, { title: `Deck ${n}`, description: "", cards: [] }, Date.parse(at(1)));
    server.write("my-team-plan-01", { title: "Theirs", description: "", cards: [] }, Date.parse(at(10)));
    const api = mockApi(server.routes());
    await keep(local("my-team-plan-01", "Mine", 5));
    expect((await newSync().request("sub-1")).outcome).toBe("synced");
    const copyId = copyIdOf("my-team-plan-01", at(5));
    expect(api.calls(`PUT /api/me/decks/${copyId}`)).toHaveLength(1);
    expect(server.list().decks).toHaveLength(3);
    const records = await store.readAll("sub-1");
    expect(records.map((r) => r.deckId).sort()).toEqual(["my-server-deck-01", "my-server-deck-02", "my-team-plan-01"]);
    expect(records.find((r) => r.deckId === "my-team-plan-01")).toMatchObject({
      deck: { title: "Theirs" },
      pending: false,
      notice: { kind: "choose", version: { title: "Mine" }, madeAt: at(5), reason: "You can keep 3 decks on your plan. Delete one, or get the All-Access Pass for 100." },
    });
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
