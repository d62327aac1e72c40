import { act, renderHook, waitFor } from "@testing-library/react";
import { describe, expect, it, vi } from "vitest";
import type { LoadOptions } from "./offline-first";
import { useOfflineFirst } from "./useOfflineFirst";

/** A loader whose answers the test gives by hand, per key. */
function manualLoader() {
  const calls: { key: string; options: LoadOptions<object>; resolve: (v: object) => void; reject: (e: unknown) => void }[] = [];
  const load = vi.fn(
    (key: string, options: LoadOptions<object>) =>
      new Promise<object>((resolve, reject) => void calls.push({ key, options, resolve, reject })),
  );
  return { load, calls };
}

describe("useOfflineFirst", () => {
  it("shows the page's own data at once, then keeps the object when the load says the same", async () => {
    const { load, calls } = manualLoader();
    const embedded = { title: "Family" };
    const { result } = renderHook(() => useOfflineFirst("family", load, { initial: () => embedded }));
    expect(result.current.state).toEqual({ status: "ready", data: embedded, prerendered: true });
    await act(async () => calls[0].resolve({ title: "Family" }));
    expect(result.current.state.status === "ready" && result.current.state.data).toBe(embedded);
  });

  it("shows newer data a background refresh brings", async () => {
    const { load, calls } = manualLoader();
    const { result } = renderHook(() => useOfflineFirst("family", load));
    expect(result.current.state.status).toBe("loading");
    await act(async () => calls[0].resolve({ title: "Stored" }));
    await act(async () => calls[0].options.onRefresh?.({ title: "Fresh" }));
    expect(result.current.state).toEqual({ status: "ready", data: { title: "Fresh" }, prerendered: false });
  });

  it("never shows one key's data under another, and drops the old key's late answers", async () => {
    const { load, calls } = manualLoader();
    const { result, rerender } = renderHook(({ key }) => useOfflineFirst(key, load), { initialProps: { key: "a" } });
    await act(async () => calls[0].resolve({ deck: "a" }));
    rerender({ key: "b" });
    expect(result.current.state.status).toBe("loading");
    expect(calls[0].options.signal?.aborted).toBe(true);
    await act(async () => calls[0].options.onRefresh?.({ deck: "a, refreshed" }));
    expect(result.current.state.status).toBe("loading");
    await act(async () => calls[1].resolve({ deck: "b" }));
    expect(result.current.state).toMatchObject({ status: "ready", data: { deck: "b" } });
  });

  it("reports a failed load, and loads again on retry", async () => {
    const { load, calls } = manualLoader();
    const { result } = renderHook(() => useOfflineFirst("family", load));
    const failure = new Error("offline");
    await act(async () => calls[0].reject(failure));
    expect(result.current.state).toEqual({ status: "error", error: failure });
    act(() => result.current.retry());
    expect(result.current.state.status).toBe("loading");
    await waitFor(() => expect(calls).toHaveLength(2));
    await act(async () => calls[1].resolve({ title: "Family" }));
    expect(result.current.state.status).toBe("ready");
  });
});
