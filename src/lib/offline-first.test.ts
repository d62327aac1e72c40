import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { FRESHNESS_MS } from "./device-db";
import { loadOfflineFirst, planRead, type OfflineFirstSource, type Stored } from "./offline-first";

const HOUR = 3_600_000;

describe("freshness rule", () => {
  it("reads the network when nothing is stored", () => {
    expect(planRead(null, 0, true)).toBe("network");
    expect(planRead(null, 0, false)).toBe("network");
  });

  it("serves fresh data from the store and does not refresh it", () => {
    expect(planRead({ fetchedAt: 0 }, 23 * HOUR, true)).toBe("store");
  });

  it("serves stale data at once and refreshes it in the background when online", () => {
    expect(planRead({ fetchedAt: 0 }, FRESHNESS_MS + 1, true)).toBe("store-then-refresh");
  });

  it("serves stale data whatever its age when offline", () => {
    expect(planRead({ fetchedAt: 0 }, 400 * 24 * HOUR, false)).toBe("store");
  });
});

/** A resource kept in memory, with a network that answers `answer` (or fails). */
function source(stored: Stored<string> | null, answer: () => Promise<string>, extra: Partial<OfflineFirstSource<string>> = {}) {
  const kept: string[] = [];
  const fetch = vi.fn(answer);
  return {
    kept,
    fetch,
    source: {
      name: "the test resource",
      read: async () => stored,
      fetch,
      write: async (value: string) => void kept.push(value),
      ...extra,
    } satisfies OfflineFirstSource<string>,
  };
}

function goOffline(offline: boolean) {
  vi.spyOn(navigator, "onLine", "get").mockReturnValue(!offline);
}

describe("loadOfflineFirst", () => {
  let warn: ReturnType<typeof vi.spyOn>;
  beforeEach(() => {
    vi.spyOn(Date, "now").mockReturnValue(FRESHNESS_MS * 10);
    warn = vi.spyOn(console, "warn").mockImplementation(() => {});
  });
  afterEach(() => vi.restoreAllMocks());

  const fresh = { value: "stored", fetchedAt: FRESHNESS_MS * 10 - HOUR };
  const stale = { value: "stored", fetchedAt: 0 };

  it("asks the network when nothing is stored, and keeps its answer", async () => {
    const { source: s, kept } = source(null, async () => "from the network");
    expect(await loadOfflineFirst(s)).toBe("from the network");
    await vi.waitFor(() => expect(kept).toEqual(["from the network"]));
  });

  it("serves fresh stored data without the network", async () => {
    const { source: s, fetch } = source(fresh, async () => "new");
    expect(await loadOfflineFirst(s)).toBe("stored");
    expect(fetch).not.toHaveBeenCalled();
  });

  it("serves stale data at once, then hands over and keeps what the refresh brings", async () => {
    const { source: s, kept } = source(stale, async () => "new");
    const onRefresh = vi.fn();
    expect(await loadOfflineFirst(s, { onRefresh })).toBe("stored");
    await vi.waitFor(() => expect(onRefresh).toHaveBeenCalledWith("new"));
    expect(kept).toEqual(["new"]);
  });

  it("serves stale data offline without asking the network", async () => {
    goOffline(true);
    const { source: s, fetch } = source(stale, async () => "new");
    expect(await loadOfflineFirst(s)).toBe("stored");
    expect(fetch).not.toHaveBeenCalled();
  });

  it("asks again for data the source wants refreshed whenever online, however fresh", async () => {
    const { source: s } = source(fresh, async () => "unlocked", { refreshWhenOnline: (value) => value === "stored" });
    const onRefresh = vi.fn();
    expect(await loadOfflineFirst(s, { onRefresh })).toBe("stored");
    await vi.waitFor(() => expect(onRefresh).toHaveBeenCalledWith("unlocked"));
  });

  it("logs a background refresh that fails, and leaves the stored data as it was", async () => {
    const { source: s, kept } = source(stale, async () => Promise.reject(new TypeError("Failed to fetch")));
    const onRefresh = vi.fn();
    expect(await loadOfflineFirst(s, { onRefresh })).toBe("stored");
    await vi.waitFor(() => expect(warn).toHaveBeenCalledTimes(1));
    expect(warn).toHaveBeenCalledWith("Refreshing the test resource in the background failed", expect.any(TypeError));
    expect(onRefresh).not.toHaveBeenCalled();
    expect(kept).toEqual([]);
  });

  it("says nothing about a refresh that was called off (the page moved on)", async () => {
    const controller = new AbortController();
    const { source: s } = source(stale, () => new Promise((_, reject) => controller.signal.addEventListener("abort", () => reject(new DOMException("Aborted", "AbortError")))));
    const onRefresh = vi.fn();
    await loadOfflineFirst(s, { signal: controller.signal, onRefresh });
    controller.abort();
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(warn).not.toHaveBeenCalled();
    expect(onRefresh).not.toHaveBeenCalled();
  });

  it("logs a write the device refuses and still returns the data", async () => {
    const { source: s } = source(null, async () => "new", { write: () => Promise.reject(new Error("full")) });
    expect(await loadOfflineFirst(s)).toBe("new");
    await vi.waitFor(() => expect(warn).toHaveBeenCalledWith("Keeping the test resource on this device failed", expect.any(Error)));
  });

  it("rejects when the network must answer and cannot", async () => {
    const { source: s } = source(null, async () => Promise.reject(new TypeError("Failed to fetch")));
    await expect(loadOfflineFirst(s)).rejects.toBeInstanceOf(TypeError);
  });
});
