import { afterEach, describe, expect, it } from "vitest";
import { recallTable, rememberTable, tableKey } from "./table-memory";

afterEach(() => localStorage.clear());

const place = (at: number, faceUp: boolean) => ({ at, faceUp, revealed: faceUp });

describe("what the device remembers of a table", () => {
  const key = tableKey("family", { seed: "abcd1234", levels: [1, 3] });

  it("goes on where it left off, with the cards it revealed", () => {
    expect(recallTable(key)).toBeNull();
    rememberTable(key, place(0, true));
    rememberTable(key, place(1, false));
    rememberTable(key, place(2, true));
    expect(recallTable(key)).toEqual({ at: 2, played: [0, 2], faceUp: true });
    expect(recallTable(tableKey("family", { seed: "abcd1234", levels: [1] }))).toBeNull();
  });

  it("keeps the face of the card it was on: revealed, or hidden again", () => {
    rememberTable(key, place(3, true));
    expect(recallTable(key)).toMatchObject({ at: 3, faceUp: true });
    rememberTable(key, place(3, false));
    expect(recallTable(key)).toEqual({ at: 3, played: [3], faceUp: false });
  });

  it("knows no face for a table remembered before faces were", () => {
    localStorage.setItem("sparkDecks.tables", JSON.stringify({ [key]: { at: 4, played: [4], time: 1 } }));
    expect(recallTable(key)).toEqual({ at: 4, played: [4], faceUp: null });
  });

  it("tells a preview table from the full table of the same seed, and keeps the full table's name as it was", () => {
    expect(tableKey("big-decisions", { seed: "abcd1234", levels: [1, 2, 3] })).toBe("big-decisions|abcd1234|123");
    expect(tableKey("big-decisions", { seed: "abcd1234", levels: [1, 2, 3], preview: 5 })).toBe("big-decisions|abcd1234|123|preview5");
  });

  it("keeps the 30 most recent tables", () => {
    for (let i = 0; i < 35; i++) rememberTable(`t${i}`, place(i, true), 1_000 + i);
    expect(recallTable("t0")).toBeNull();
    expect(recallTable("t4")).toBeNull();
    expect(recallTable("t5")).toEqual({ at: 5, played: [5], faceUp: true });
    expect(recallTable("t34")).toEqual({ at: 34, played: [34], faceUp: true });
  });

  it("treats a damaged memory as none", () => {
    localStorage.setItem("sparkDecks.tables", "{not json");
    expect(recallTable(key)).toBeNull();
    localStorage.setItem("sparkDecks.tables", JSON.stringify({ [key]: { at: "x", played: 3 } }));
    expect(recallTable(key)).toBeNull();
    rememberTable(key, place(1, true));
    expect(recallTable(key)).toEqual({ at: 1, played: [1], faceUp: true });
  });
});
