import { afterEach, describe, expect, it } from "vitest";
import { recallTable, rememberTable, tableKey } from "./table-memory";

afterEach(() => localStorage.clear());

describe("what the device remembers of a table", () => {
  const key = tableKey("family", { seed: "abcd1234", levels: [1, 3] });

  it("goes on where it left off, with the cards it revealed", () => {
    expect(recallTable(key)).toBeNull();
    rememberTable(key, 0, true);
    rememberTable(key, 1, false);
    rememberTable(key, 2, true);
    expect(recallTable(key)).toEqual({ at: 2, played: [0, 2] });
    expect(recallTable(tableKey("family", { seed: "abcd1234", levels: [1] }))).toBeNull();
  });

  it("keeps the 30 most recent tables", () => {
    for (let i = 0; i < 35; i++) rememberTable(`t${i}`, i, true, 1_000 + i);
    expect(recallTable("t0")).toBeNull();
    expect(recallTable("t4")).toBeNull();
    expect(recallTable("t5")).toEqual({ at: 5, played: [5] });
    expect(recallTable("t34")).toEqual({ at: 34, played: [34] });
  });

  it("treats a damaged memory as none", () => {
    localStorage.setItem("sparkDecks.tables", "{not json");
    expect(recallTable(key)).toBeNull();
    localStorage.setItem("sparkDecks.tables", JSON.stringify({ [key]: { at: "x", played: 3 } }));
    expect(recallTable(key)).toBeNull();
    rememberTable(key, 1, true);
    expect(recallTable(key)).toEqual({ at: 1, played: [1] });
  });
});
