import { describe, expect, it, vi } from "vitest";
import { ANALYTICS_ID_KEY } from "./analytics";

/** The module as a page loads it: holding nothing, with no receiver yet (each test its own). */
async function freshModule() {
  vi.resetModules();
  return import("./analytics");
}

describe("track", () => {
  it("drops the events it holds when functional cookies are turned off before the feature loads", async () => {
    const fresh = await freshModule();
    fresh.track("page_view", { page_path: "/" });
    fresh.forgetAnalytics();
    fresh.track("page_view", { page_path: "/decks" });
    const received = vi.fn();
    fresh.receiveEvents(received);
    expect(received.mock.calls.map(([event]) => event.params)).toEqual([{ page_path: "/decks" }]);
  });

  it("holds events with the time they happened until the analytics feature takes them, then hands each over", async () => {
    const { track, receiveEvents } = await freshModule();
    vi.useFakeTimers({ now: 5_000 });
    track("page_view", { page_path: "/" });
    vi.setSystemTime(6_000);
    track("logout", {});
    const received = vi.fn();
    receiveEvents(received);
    expect(received.mock.calls.map(([event]) => event)).toEqual([
      { name: "page_view", params: { page_path: "/" }, time: 5_000 },
      { name: "logout", params: {}, time: 6_000 },
    ]);
    track("sign_up", { method: "cognito" });
    expect(received).toHaveBeenLastCalledWith({ name: "sign_up", params: { method: "cognito" }, time: 6_000 });
    vi.useRealTimers();
  });

  it("says the page's language when it is not English", async () => {
    const { track, receiveEvents } = await freshModule();
    window.history.pushState(null, "", "/de/decks");
    track("page_view", { page_path: "/decks" });
    window.history.pushState(null, "", "/decks");
    track("page_view", { page_path: "/decks" });
    const received = vi.fn();
    receiveEvents(received);
    expect(received.mock.calls.map(([event]) => event.params)).toEqual([{ page_path: "/decks", language: "de" }, { page_path: "/decks" }]);
    window.history.pushState(null, "", "/");
  });

  it("never throws into the page: a failing receiver is only logged", async () => {
    const { track, receiveEvents } = await freshModule();
    const warn = vi.spyOn(console, "warn").mockImplementation(() => {});
    receiveEvents(() => {
      throw new Error("broken");
    });
    expect(() => track("page_view", { page_path: "/" })).not.toThrow();
    expect(warn).toHaveBeenCalled();
    warn.mockRestore();
  });

  it("forgets the client id, in both storages", async () => {
    const { forgetAnalytics } = await freshModule();
    localStorage.setItem(ANALYTICS_ID_KEY, "kept-id-1");
    sessionStorage.setItem(ANALYTICS_ID_KEY, "tab-id-01");
    forgetAnalytics();
    expect(localStorage.getItem(ANALYTICS_ID_KEY)).toBeNull();
    expect(sessionStorage.getItem(ANALYTICS_ID_KEY)).toBeNull();
  });
});
