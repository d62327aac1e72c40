import { describe, expect, it } from "vitest";
import {
  clampIndex,
  initialNavState,
  isLockedCard,
  keyToAction,
  moveTarget,
  navReducer,
  rubberBand,
  shuffleIndex,
  swipeOutcome,
  type NavState,
} from "./navigation";

/** A small seeded generator, so every property run is reproducible. */
function mulberry32(seed: number) {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

const at = (index: number, total = 10, extra: Partial<NavState> = {}): NavState => ({
  ...initialNavState(index, total),
  ...extra,
});

describe("bounds", () => {
  it("does not go before the first card or past the last", () => {
    expect(moveTarget(at(0), "prev")).toBeNull();
    expect(moveTarget(at(0), "first")).toBeNull();
    expect(moveTarget(at(9), "next")).toBeNull();
    expect(moveTarget(at(9), "last")).toBeNull();
  });

  it("moves one step, or to either end, with the direction of travel", () => {
    expect(moveTarget(at(4), "next")).toEqual({ index: 5, direction: "next" });
    expect(moveTarget(at(4), "prev")).toEqual({ index: 3, direction: "prev" });
    expect(moveTarget(at(4), "first")).toEqual({ index: 0, direction: "prev" });
    expect(moveTarget(at(4), "last")).toEqual({ index: 9, direction: "next" });
  });

  it("clamps indexes into the deck", () => {
    expect(clampIndex(-3, 10)).toBe(0);
    expect(clampIndex(42, 10)).toBe(9);
    expect(clampIndex(Number.NaN, 10)).toBe(0);
    expect(initialNavState(99, 10).index).toBe(9);
  });
});

describe("transition lock", () => {
  it("refuses every move and flip while a transition runs, and allows them once it settles", () => {
    let state = navReducer(at(2), { type: "move", index: 3 });
    expect(state.transitioning).toBe(true);
    for (const action of ["next", "prev", "first", "last", "shuffle"] as const) {
      expect(moveTarget(state, action)).toBeNull();
    }
    expect(navReducer(state, { type: "flip" })).toBe(state);
    expect(navReducer(state, { type: "move", index: 7 })).toBe(state);
    state = navReducer(state, { type: "settled" });
    expect(moveTarget(state, "next")).toEqual({ index: 4, direction: "next" });
  });
});

describe("flip", () => {
  it("starts card 0 face up and any other card face down", () => {
    expect(initialNavState(0, 10).faceUp).toBe(true);
    expect(initialNavState(3, 10).faceUp).toBe(false);
  });

  it("resets the flip on a move", () => {
    let state = navReducer(at(3), { type: "flip" });
    expect(state.faceUp).toBe(true);
    state = navReducer(navReducer(state, { type: "move", index: 4 }), { type: "settled" });
    expect(state.faceUp).toBe(false);
    state = navReducer(navReducer(state, { type: "move", index: 0 }), { type: "settled" });
    expect(state.faceUp).toBe(true);
  });
});

describe("shuffle", () => {
  it("never returns the current card, over many seeds and deck sizes", () => {
    for (let seed = 1; seed <= 2000; seed++) {
      const random = mulberry32(seed);
      const total = 2 + Math.floor(random() * 59);
      const current = Math.floor(random() * total);
      const next = shuffleIndex(current, total, random);
      expect(next).not.toBe(current);
      expect(next).toBeGreaterThanOrEqual(0);
      expect(next).toBeLessThan(total);
    }
  });

  it("can reach every other card", () => {
    const random = mulberry32(7);
    const seen = new Set<number>();
    for (let i = 0; i < 500; i++) seen.add(shuffleIndex(2, 6, random));
    expect([...seen].sort()).toEqual([0, 1, 3, 4, 5]);
  });

  it("stays put on a one-card deck (and moveTarget then refuses)", () => {
    expect(shuffleIndex(0, 1)).toBe(0);
    expect(moveTarget(at(0, 1), "shuffle")).toBeNull();
  });

  it("survives a random source that returns its upper edge", () => {
    expect(shuffleIndex(9, 10, () => 0.9999999999)).toBe(8);
    expect(shuffleIndex(0, 10, () => 0.9999999999)).toBe(9);
  });
});

describe("keyboard mapping", () => {
  it("maps the spec's keys", () => {
    expect(keyToAction({ key: "ArrowLeft" })).toBe("prev");
    expect(keyToAction({ key: "h" })).toBe("prev");
    expect(keyToAction({ key: "ArrowRight" })).toBe("next");
    expect(keyToAction({ key: "l" })).toBe("next");
    expect(keyToAction({ key: "ArrowDown" })).toBe("first");
    expect(keyToAction({ key: "ArrowUp" })).toBe("last");
    expect(keyToAction({ key: " " })).toBe("flip");
    expect(keyToAction({ key: "r" })).toBe("shuffle");
    expect(keyToAction({ key: "x" })).toBeNull();
    expect(keyToAction({ key: "Enter" })).toBeNull();
  });

  it("leaves ctrl, meta and alt combinations to the browser", () => {
    expect(keyToAction({ key: "r", ctrlKey: true })).toBeNull();
    expect(keyToAction({ key: "r", metaKey: true })).toBeNull();
    expect(keyToAction({ key: "ArrowLeft", altKey: true })).toBeNull();
    expect(keyToAction({ key: "R" })).toBeNull();
  });

  it("ignores keys typed into a field", () => {
    const input = document.createElement("input");
    const area = document.createElement("textarea");
    const editable = document.createElement("div");
    editable.setAttribute("contenteditable", "true");
    const inside = document.createElement("span");
    editable.append(inside);
    for (const target of [input, area, inside]) expect(keyToAction({ key: "l", target })).toBeNull();
    expect(keyToAction({ key: "l", target: document.createElement("div") })).toBe("next");
  });
});

describe("swipes", () => {
  const middle = { index: 4, total: 10, transitioning: false };

  it("goes next on a left release past 10 px, previous on a right one", () => {
    expect(swipeOutcome(-10, 0, middle)).toBe("next");
    expect(swipeOutcome(10, 0, middle)).toBe("prev");
  });

  it("springs back short of the threshold, unless it was a flick", () => {
    expect(swipeOutcome(-9, 0.1, middle)).toBeNull();
    expect(swipeOutcome(6, 0.2, middle)).toBeNull();
    expect(swipeOutcome(-6, 0.9, middle)).toBe("next");
  });

  it("does not leave the deck at either end, nor move during a transition", () => {
    expect(swipeOutcome(80, 0, { ...middle, index: 0 })).toBeNull();
    expect(swipeOutcome(-80, 0, { ...middle, index: 9 })).toBeNull();
    expect(swipeOutcome(-80, 0, { ...middle, transitioning: true })).toBeNull();
  });

  it("resists past a bound, less and less", () => {
    const small = rubberBand(50, 400);
    const large = rubberBand(400, 400);
    expect(small).toBeGreaterThan(0);
    expect(small).toBeLessThan(50);
    expect(large).toBeLessThan(400 * 0.5);
    expect(rubberBand(-50, 400)).toBe(-small);
  });
});

describe("premium lock", () => {
  it("covers preview cards from index 4 on", () => {
    expect(isLockedCard(3, true)).toBe(false);
    expect(isLockedCard(4, true)).toBe(true);
    expect(isLockedCard(30, true)).toBe(true);
    expect(isLockedCard(30, false)).toBe(false);
  });
});
