import { beforeEach, describe, expect, it } from "vitest";
import { freshIndexedDbForEachTest } from "../../../tests/support/device-db-fixtures";
import { createDeviceDb } from "../device-db/device-db";
import { createSavedCardStore, type SavedCardRecord, type SavedCardStore } from "../device-db/saved-cards";
import { ApiError } from "../http";
import { createDeviceSync, nextChangeTime } from "./sync";

freshIndexedDbForEachTest();

// The engine on the saved cards' collection, with a server that answers each change by `answer`
// and lists nothing: what is sent, in which order, and what stays pending.
const at = (second: number) => new Date(Date.UTC(2026, 0, 1, 12, 0, second)).toISOString();
const record = (cardId: string, second: number): SavedCardRecord => ({
  cardId,
  userId: "sub-1",
  saved: true,
  changedAt: at(second),
  pending: true,
  card: { deckId: "future", deckTitle: "Future Us", coverColor: "#14213D", index: 0, content: null },
});

let store: SavedCardStore;
let sent: string[];
let answer: (cardId: string) => Promise<unknown>;

function newSync() {
  return createDeviceSync({
    name: "test records",
    collection: store,
    keyOf: (r: SavedCardRecord) => r.cardId,
    send: (r) => {
      sent.push(r.cardId);
      return answer(r.cardId);
    },
    // Each change the server takes is settled; the refused ones stay as they are.
    answered: (records, change) => records.map((r) => (r.cardId === change.cardId ? { ...r, pending: false } : r)),
    refused: async () => undefined,
    list: async () => null,
    merge: (records) => records,
    online: () => true,
    signedIn: () => true,
  });
}

const pending = async () => (await store.readAll("sub-1")).filter((r) => r.pending).map((r) => r.cardId);

beforeEach(async () => {
  store = createSavedCardStore(createDeviceDb());
  sent = [];
  answer = async () => ({});
  await store.update("sub-1", () => [record("b", 20), record("a", 10), record("c", 30)]);
});

describe("the device-first sync", () => {
  it("sends the changes oldest first, and ends synced with none pending", async () => {
    expect((await newSync().request("sub-1")).outcome).toBe("synced");
    expect(sent).toEqual(["a", "b", "c"]);
    expect(await pending()).toEqual([]);
  });

  it("goes on past a change the server refuses for good, which stays pending", async () => {
    answer = async (cardId) => {
      if (cardId === "b") throw new ApiError(400, "", "validation_error", "No.");
      return {};
    };
    expect((await newSync().request("sub-1")).outcome).toBe("synced");
    expect(sent).toEqual(["a", "b", "c"]);
    expect(await pending()).toEqual(["b"]);
  });

  for (const [what, error] of [
    ["no connection", new TypeError("Failed to fetch")],
    ["a sign-in that has lapsed (401)", new ApiError(401, "", "unauthorized", "Sign in.")],
    ["a timeout (408)", new ApiError(408, "", "timeout", "Too slow.")],
    ["too many requests (429)", new ApiError(429, "", "rate_limited", "Slow down.")],
    ["a server failure (5xx)", new ApiError(503, "", "unavailable", "Later.")],
  ] as const) {
    it(`stops at ${what}, leaving that change and the later ones for the next sync`, async () => {
      answer = async (cardId) => {
        if (cardId === "b") throw error;
        return {};
      };
      const run = await newSync().request("sub-1");
      expect(run).toEqual({ outcome: "failed", error });
      expect(sent).toEqual(["a", "b"]);
      expect(await pending()).toEqual(["b", "c"]);
    });
  }

  it("runs one sync at a time, and one more after it for everyone who asked meanwhile", async () => {
    let release = () => {};
    answer = (cardId) => (cardId === "a" ? new Promise((resolve) => (release = () => resolve({}))) : Promise.resolve({}));
    const sync = newSync();
    const first = sync.request("sub-1");
    const others = [sync.request("sub-1"), sync.request("sub-1")];
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(sent).toEqual(["a"]);
    release();
    await Promise.all([first, ...others]);
    expect(sent).toEqual(["a", "b", "c"]);
  });

  it("gives a sign-out at most its time, and says what was not sent", async () => {
    answer = () => new Promise(() => {});
    expect(await newSync().flush("sub-1", 20)).toMatchObject({ run: "timeout", unsent: [{ cardId: "a" }, { cardId: "b" }, { cardId: "c" }] });
  });
});

describe("a change's time", () => {
  it("is now, and strictly after the last change even within one millisecond", () => {
    const now = Date.UTC(2026, 0, 1, 12);
    expect(nextChangeTime(undefined, now)).toBe("2026-01-01T12:00:00.000Z");
    expect(nextChangeTime("2026-01-01T11:00:00.000Z", now)).toBe("2026-01-01T12:00:00.000Z");
    expect(nextChangeTime("2026-01-01T12:00:00.000Z", now)).toBe("2026-01-01T12:00:00.001Z");
  });
});
