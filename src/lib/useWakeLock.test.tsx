import { act, renderHook } from "@testing-library/react";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { useWakeLock } from "./useWakeLock";

/** A screen wake lock as browsers hand it out: released by the page, or by the browser on hiding. */
class FakeSentinel extends EventTarget {
  released = false;
  type = "screen" as const;
  release = vi.fn(async () => this.end());

  end() {
    if (this.released) return;
    this.released = true;
    this.dispatchEvent(new Event("release"));
  }
}

let visibility: DocumentVisibilityState = "visible";
let sentinels: FakeSentinel[] = [];
let answer: () => Promise<FakeSentinel>;
let request: ReturnType<typeof vi.fn>;

function setVisibility(state: DocumentVisibilityState) {
  visibility = state;
  // What browsers do: hiding the page lets go of its wake lock.
  if (state === "hidden") for (const sentinel of sentinels) sentinel.end();
  document.dispatchEvent(new Event("visibilitychange"));
}

/** Lets the fake's request() answer and the hook see it. */
const settle = () => act(async () => {});

beforeEach(() => {
  visibility = "visible";
  sentinels = [];
  answer = async () => {
    const sentinel = new FakeSentinel();
    sentinels.push(sentinel);
    return sentinel;
  };
  request = vi.fn((type: string) => {
    expect(type).toBe("screen");
    return answer();
  });
  Object.defineProperty(navigator, "wakeLock", { value: { request }, configurable: true });
  vi.spyOn(document, "visibilityState", "get").mockImplementation(() => visibility);
});

afterEach(() => {
  delete (navigator as { wakeLock?: unknown }).wakeLock;
  vi.restoreAllMocks();
});

describe("useWakeLock", () => {
  it("holds one screen wake lock while active and releases it on unmount", async () => {
    const { unmount } = renderHook(() => useWakeLock(true));
    await settle();
    expect(request).toHaveBeenCalledTimes(1);
    expect(sentinels[0].released).toBe(false);
    unmount();
    expect(sentinels[0].release).toHaveBeenCalledTimes(1);
    expect(sentinels[0].released).toBe(true);
  });

  it("asks only once active, and lets go when active turns false", async () => {
    const { rerender } = renderHook(({ active }) => useWakeLock(active), { initialProps: { active: false } });
    await settle();
    expect(request).not.toHaveBeenCalled();
    rerender({ active: true });
    await settle();
    expect(request).toHaveBeenCalledTimes(1);
    rerender({ active: false });
    expect(sentinels[0].release).toHaveBeenCalledTimes(1);
    setVisibility("hidden");
    setVisibility("visible");
    await settle();
    expect(request).toHaveBeenCalledTimes(1);
  });

  it("takes it again when the page is shown again, the browser having released it", async () => {
    renderHook(() => useWakeLock(true));
    await settle();
    setVisibility("visible"); // still held: no second request
    await settle();
    expect(request).toHaveBeenCalledTimes(1);
    setVisibility("hidden");
    await settle();
    expect(request).toHaveBeenCalledTimes(1);
    setVisibility("visible");
    await settle();
    expect(request).toHaveBeenCalledTimes(2);
    expect(sentinels[1].released).toBe(false);
  });

  it("waits for the page to be visible before asking", async () => {
    visibility = "hidden";
    renderHook(() => useWakeLock(true));
    await settle();
    expect(request).not.toHaveBeenCalled();
    setVisibility("visible");
    await settle();
    expect(request).toHaveBeenCalledTimes(1);
  });

  it("never asks twice at once, and releases a lock that arrives after unmount", async () => {
    let grant: (sentinel: FakeSentinel) => void = () => {};
    answer = () => new Promise((resolve) => (grant = resolve));
    const { unmount } = renderHook(() => useWakeLock(true));
    setVisibility("visible");
    setVisibility("visible");
    await settle();
    expect(request).toHaveBeenCalledTimes(1);
    unmount();
    const late = new FakeSentinel();
    await act(async () => grant(late));
    expect(late.release).toHaveBeenCalledTimes(1);
  });

  it("ignores a refusal and tries again the next time the page is shown", async () => {
    answer = async () => {
      throw new DOMException("Battery saver is on", "NotAllowedError");
    };
    renderHook(() => useWakeLock(true));
    await settle();
    expect(request).toHaveBeenCalledTimes(1);
    answer = async () => {
      const sentinel = new FakeSentinel();
      sentinels.push(sentinel);
      return sentinel;
    };
    setVisibility("hidden");
    setVisibility("visible");
    await settle();
    expect(request).toHaveBeenCalledTimes(2);
    expect(sentinels).toHaveLength(1);
  });

  it("does nothing where the browser has no Screen Wake Lock", async () => {
    delete (navigator as { wakeLock?: unknown }).wakeLock;
    const { unmount } = renderHook(() => useWakeLock(true));
    await settle();
    setVisibility("visible");
    expect(() => unmount()).not.toThrow();
  });
});
