import { describe, expect, it } from "vitest";
import type { SavedCardContent, SavedCardsList, SavedCardState } from "../../../shared/api-types";
import { changeWins, type CardChange } from "../../../shared/saved-cards";
import type { SavedCardRecord } from "../../lib/device-db/saved-cards";
import { applyAnswer, dropChange, mergeWithServer } from "./merge";

const iso = (ms: number) => new Date(ms).toISOString();
const text = (cardId: string): SavedCardContent => ({ question: `${cardId}?`, followUp: null, intensity: 1 });
const info = (cardId: string, content: SavedCardContent | null = text(cardId)) => ({
  deckId: "future",
  deckTitle: "Future Us",
  coverColor: "#14213D",
  index: 7,
  content,
});

function record(cardId: string, saved: boolean, changedAt: number, pending: boolean): SavedCardRecord {
  return { cardId, userId: "sub-1", saved, changedAt: iso(changedAt), pending, card: info(cardId) };
}

/** The server as the contract describes it: one row per card, a change applied when it wins. */
class FakeServer {
  rows = new Map<string, CardChange>();
  /** Whether the person may read each card now (the pass ended: false). */
  readable = true;

  apply(cardId: string, change: CardChange): SavedCardState {
    if (changeWins(change, this.rows.get(cardId))) this.rows.set(cardId, { saved: change.saved, changedAt: change.changedAt });
    const stands = this.rows.get(cardId)!;
    return { cardId, saved: stands.saved, changedAt: iso(stands.changedAt) };
  }

  list(): SavedCardsList {
    const rows = [...this.rows].sort(([, a], [, b]) => b.changedAt - a.changedAt);
    return {
      cards: rows
        .filter(([, row]) => row.saved)
        .map(([cardId, row]) => ({ cardId, ...info(cardId, this.readable ? text(cardId) : null), savedAt: iso(row.changedAt) })),
      removed: rows.filter(([, row]) => !row.saved).map(([cardId, row]) => ({ cardId, removedAt: iso(row.changedAt) })),
    };
  }
}

/** A device: its records, a tap, and a sync (push every pending change, then merge the list). */
class Device {
  records: SavedCardRecord[] = [];

  tap(cardId: string, saved: boolean, at: number) {
    this.records = [...this.records.filter((r) => r.cardId !== cardId), record(cardId, saved, at, true)];
  }

  sync(server: FakeServer) {
    for (const sent of this.records.filter((r) => r.pending)) {
      this.records = applyAnswer(this.records, sent, server.apply(sent.cardId, { saved: sent.saved, changedAt: Date.parse(sent.changedAt) }));
    }
    this.records = mergeWithServer(this.records, server.list(), "sub-1");
  }

  saved() {
    return this.records.filter((r) => r.saved).map((r) => r.cardId).sort();
  }
}

describe("two devices changing the same card", () => {
  // Both devices start with card x saved and synced at t=5.
  function start() {
    const server = new FakeServer();
    const phone = new Device();
    const laptop = new Device();
    phone.tap("x", true, 5);
    phone.sync(server);
    laptop.sync(server);
    expect(laptop.saved()).toEqual(["x"]);
    return { server, phone, laptop };
  }

  for (const order of ["phone first", "laptop first"] as const) {
    it(`converge on the later change, a removal (${order})`, () => {
      const { server, phone, laptop } = start();
      phone.tap("x", false, 20); // offline, later
      laptop.tap("x", true, 10); // unsave and save again offline: a save at 10
      const [first, second] = order === "phone first" ? [phone, laptop] : [laptop, phone];
      first.sync(server);
      second.sync(server);
      first.sync(server);
      expect(phone.saved()).toEqual([]);
      expect(laptop.saved()).toEqual([]);
      expect(server.rows.get("x")).toEqual({ saved: false, changedAt: 20 });
      expect([...phone.records, ...laptop.records]).toEqual([]);
    });

    it(`converge on the later change, a save (${order})`, () => {
      const { server, phone, laptop } = start();
      phone.tap("x", false, 20);
      laptop.tap("x", true, 30);
      const [first, second] = order === "phone first" ? [phone, laptop] : [laptop, phone];
      first.sync(server);
      second.sync(server);
      first.sync(server);
      expect(phone.saved()).toEqual(["x"]);
      expect(laptop.saved()).toEqual(["x"]);
      expect(phone.records).toEqual([record("x", true, 30, false)]);
      expect(laptop.records).toEqual([record("x", true, 30, false)]);
    });
  }

  it("pick the removal when both changes carry the same time, whatever their order", () => {
    for (const removalFirst of [true, false]) {
      const { server, phone, laptop } = start();
      phone.tap("x", false, 40);
      laptop.tap("x", true, 40);
      const [first, second] = removalFirst ? [phone, laptop] : [laptop, phone];
      first.sync(server);
      second.sync(server);
      first.sync(server);
      expect(phone.saved()).toEqual([]);
      expect(laptop.saved()).toEqual([]);
    }
  });

  it("each keep the other's saves of different cards", () => {
    const { server, phone, laptop } = start();
    phone.tap("a", true, 11);
    laptop.tap("b", true, 12);
    phone.sync(server);
    laptop.sync(server);
    phone.sync(server);
    expect(phone.saved()).toEqual(["a", "b", "x"]);
    expect(laptop.saved()).toEqual(["a", "b", "x"]);
    expect(phone.records.every((r) => !r.pending && r.card.content?.question === `${r.cardId}?`)).toBe(true);
  });
});

describe("merging the server's list", () => {
  const list = (cards: [string, number][], removed: [string, number][] = [], readable = true): SavedCardsList => ({
    cards: cards.map(([cardId, at]) => ({ cardId, ...info(cardId, readable ? text(cardId) : null), savedAt: iso(at) })),
    removed: removed.map(([cardId, at]) => ({ cardId, removedAt: iso(at) })),
  });

  it("keeps a removal as a tombstone until the server has it, then lets it go", () => {
    const tombstone = record("x", false, 20, true);
    expect(mergeWithServer([tombstone], list([["x", 10]]), "sub-1")).toEqual([tombstone]);
    expect(mergeWithServer([tombstone], list([]), "sub-1")).toEqual([tombstone]);
    expect(mergeWithServer([tombstone], list([], [["x", 20]]), "sub-1")).toEqual([]);
    expect(mergeWithServer([{ ...tombstone, pending: false }], list([["x", 10]]), "sub-1")).toEqual([]);
  });

  it("drops a synced card the server no longer lists, and keeps a pending one", () => {
    const synced = record("gone", true, 10, false);
    const pending = record("new", true, 11, true);
    expect(mergeWithServer([synced, pending], list([]), "sub-1")).toEqual([pending]);
  });

  it("lets a later change on the server win over a pending one, and not an earlier one", () => {
    const pending = record("x", true, 20, true);
    expect(mergeWithServer([pending], list([], [["x", 21]]), "sub-1")).toEqual([]);
    expect(mergeWithServer([pending], list([], [["x", 20]]), "sub-1")).toEqual([]);
    expect(mergeWithServer([pending], list([], [["x", 19]]), "sub-1")).toEqual([pending]);
    expect(mergeWithServer([pending], list([["x", 20]]), "sub-1")).toEqual([{ ...pending, pending: false }]);
  });

  it("brings the cards saved elsewhere, newest and with their text", () => {
    expect(mergeWithServer([], list([["a", 30], ["b", 10]], [["c", 40]]), "sub-1")).toEqual([
      record("a", true, 30, false),
      record("b", true, 10, false),
    ]);
  });

  it("takes the text off the device when the pass has ended", () => {
    const mine = [record("x", true, 10, false), record("y", true, 12, true)];
    const merged = mergeWithServer(mine, list([["x", 10], ["y", 11]], [], false), "sub-1");
    expect(merged.map((r) => [r.cardId, r.saved, r.card.content])).toEqual([
      ["x", true, null],
      ["y", true, null],
    ]);
    expect(merged[1].pending).toBe(true);
  });

  it("returns a record untouched when nothing about it changed", () => {
    const synced = record("x", true, 10, false);
    expect(mergeWithServer([synced], list([["x", 10]]), "sub-1")[0]).toBe(synced);
  });
});

describe("the server's answer to a change", () => {
  const sent = record("x", true, 20, true);

  it("marks the change synced, at the time the server kept", () => {
    expect(applyAnswer([sent], sent, { cardId: "x", saved: true, changedAt: iso(19) })).toEqual([record("x", true, 19, false)]);
  });

  it("lets a removal go once the server has it, or once a later removal stands there", () => {
    const removal = record("x", false, 20, true);
    expect(applyAnswer([removal], removal, { cardId: "x", saved: false, changedAt: iso(20) })).toEqual([]);
    expect(applyAnswer([sent], sent, { cardId: "x", saved: false, changedAt: iso(25) })).toEqual([]);
  });

  it("leaves a card tapped again meanwhile pending", () => {
    const again = record("x", false, 21, true);
    expect(applyAnswer([again], sent, { cardId: "x", saved: true, changedAt: iso(20) })).toEqual([again]);
    expect(dropChange([again], sent)).toEqual([again]);
    expect(dropChange([sent], sent)).toEqual([]);
  });
});
