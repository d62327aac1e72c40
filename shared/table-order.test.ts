import { describe, expect, it } from "vitest";
import type { Intensity } from "./api-types";
import { tableDeal, tableOrder } from "./table-order";

// Twenty cards whose levels go Light, Personal, Deep, Light, …
const levels = Array.from({ length: 20 }, (_, i) => ((i % 3) + 1) as Intensity);

describe("a table's order", () => {
  it("is this exact sequence for these seeds: links already shared deal what they dealt", () => {
    // If this fails, every table link people have sent deals a different order: do not change the
    // generator, the hash or the shuffle; add a new version of the address instead.
    expect(tableOrder("k3j9x2ab", [1, 2, 3], levels)).toEqual([2, 6, 8, 18, 17, 5, 19, 13, 7, 4, 16, 10, 9, 0, 1, 14, 15, 12, 3, 11]);
    expect(tableOrder("k3j9x2ab", [1], levels)).toEqual([3, 15, 6, 18, 9, 0, 12]);
    expect(tableOrder("spark", [2, 3], levels)).toEqual([14, 11, 16, 2, 10, 8, 17, 5, 1, 13, 7, 4, 19]);
  });

  it("deals every card at the chosen levels once, and only those", () => {
    for (const chosen of [[1], [2], [3], [1, 3], [1, 2, 3]] as Intensity[][]) {
      const order = tableOrder("abcd1234", chosen, levels)!;
      const expected = levels.flatMap((level, index) => (chosen.includes(level) ? [index] : []));
      expect([...order].sort((a, b) => a - b)).toEqual(expected);
    }
  });

  it("deals a different order from another seed, the same from the same one", () => {
    const a = tableOrder("aaaa1111", [1, 2, 3], levels);
    expect(tableOrder("aaaa1111", [1, 2, 3], levels)).toEqual(a);
    expect(tableOrder("aaaa1112", [1, 2, 3], levels)).not.toEqual(a);
  });

  it("needs every card's level to choose levels, and none of them to deal all three", () => {
    const someUnknown = [1, 2, null, null] as (Intensity | null)[];
    expect(tableOrder("abcd1234", [1], someUnknown)).toBeNull();
    expect(tableOrder("abcd1234", [1, 2, 3], someUnknown)?.sort()).toEqual([0, 1, 2, 3]);
  });

  it("deals nothing from a deck with no card at the chosen levels", () => {
    expect(tableOrder("abcd1234", [3], [1, 1, 2])).toEqual([]);
    expect(tableOrder("abcd1234", [1, 2, 3], [])).toEqual([]);
  });

  it("of a preview table is the same shuffle of the deck's first cards only, pinned as well", () => {
    // A visitor holds the first five cards, a pass holder all of them: both deal this.
    expect(tableDeal({ seed: "k3j9x2ab", levels: [1, 2, 3], preview: 5 }, levels)).toEqual([3, 1, 4, 0, 2]);
    expect(tableDeal({ seed: "k3j9x2ab", levels: [1, 2, 3], preview: 5 }, [...levels.slice(0, 5), null, null])).toEqual([3, 1, 4, 0, 2]);
    expect(tableDeal({ seed: "spark", levels: [2, 3], preview: 5 }, levels)).toEqual([2, 1, 4]);
  });

  it("of a table without a preview is the order it always was", () => {
    expect(tableDeal({ seed: "k3j9x2ab", levels: [1, 2, 3] }, levels)).toEqual(tableOrder("k3j9x2ab", [1, 2, 3], levels));
    expect(tableDeal({ seed: "spark", levels: [2, 3] }, levels)).toEqual([14, 11, 16, 2, 10, 8, 17, 5, 1, 13, 7, 4, 19]);
  });
});
