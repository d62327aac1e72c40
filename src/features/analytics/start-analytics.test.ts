import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { ANALYTICS_ID_KEY, track } from "../../lib/analytics";
import { createDeviceDb } from "../../lib/device-db/device-db";
import { createEventQueue } from "./event-queue";
import { json, mockApi } from "../../../tests/support/api-mock";
import { freshIndexedDbForEachTest } from "../../../tests/support/device-db-fixtures";
import { saveConsent } from "../consent";
import { connectAnalytics } from "./start-analytics";

freshIndexedDbForEachTest();

type Body = { clientId: string; events: { name: string; params: Record<string, unknown>; time: number }[] };

let connection: ReturnType<typeof connectAnalytics> | null = null;
let queue = createEventQueue(createDeviceDb());
let api: ReturnType<typeof mockApi>;

beforeEach(() => {
  api = mockApi({ "POST /api/events": json(202, { stored: 1 }) });
  queue = createEventQueue(createDeviceDb());
});
afterEach(async () => {
  await connection?.sender.flush();
  connection?.disconnect();
  connection = null;
  document.cookie = "_ga=; expires=Thu, 01 Jan 1970 00:00:00 GMT; path=/";
});

function connect() {
  connection = connectAnalytics(queue);
  return connection.sender;
}
const sent = () => api.calls("POST /api/events").map((request) => request.body as Body);
const sentPaths = () => sent().flatMap((body) => body.events.map((event) => event.params.page_path));

describe("analytics and the cookie choice", () => {
  it("before a decision, sends under a per-tab id kept in sessionStorage only, without repeating a path within 1000 ms", async () => {
    const sender = connect();
    track("page_view", { page_path: "/" });
    track("page_view", { page_path: "/" });
    track("page_view", { page_path: "/decks" });
    await sender.flush();
    const tabId = sessionStorage.getItem(ANALYTICS_ID_KEY);
    expect(tabId).toMatch(/^[A-Za-z0-9_.-]{8,64}$/);
    expect(localStorage.getItem(ANALYTICS_ID_KEY)).toBeNull();
    expect(sent()).toHaveLength(1);
    expect(sent()[0].clientId).toBe(tabId);
    expect(sentPaths()).toEqual(["/", "/decks"]);
  });

  it("after Accept All, keeps the client id in localStorage (the tab's id carries on)", async () => {
    const sender = connect();
    track("page_view", { page_path: "/" });
    await sender.flush();
    const tabId = sessionStorage.getItem(ANALYTICS_ID_KEY);
    saveConsent({ functional: true });
    track("page_view", { page_path: "/pricing" });
    await sender.flush();
    expect(localStorage.getItem(ANALYTICS_ID_KEY)).toBe(tabId);
    expect(sessionStorage.getItem(ANALYTICS_ID_KEY)).toBeNull();
    expect(sent().map((body) => body.clientId)).toEqual([tabId, tabId]);
  });

  it("saving Functional off stops at once: queued events and the client id dropped, _ga cookies deleted, nothing more sent", async () => {
    saveConsent({ functional: true });
    const sender = connect();
    document.cookie = "_ga=GA1.1.42; path=/";
    track("page_view", { page_path: "/decks" }); // queued, not yet sent
    await vi.waitFor(async () => expect(await queue.oldest(10)).toHaveLength(1));

    saveConsent({ functional: false });
    expect(localStorage.getItem(ANALYTICS_ID_KEY)).toBeNull();
    expect(document.cookie).not.toMatch(/_ga/);
    track("page_view", { page_path: "/pricing" });
    await sender.flush();
    expect(sent()).toEqual([]);
    expect(await queue.oldest(10)).toEqual([]);
    expect(localStorage.getItem(ANALYTICS_ID_KEY)).toBeNull();
    expect(sessionStorage.getItem(ANALYTICS_ID_KEY)).toBeNull();

    // Turned on again: a new id, and events go again.
    saveConsent({ functional: true });
    track("page_view", { page_path: "/about" });
    await sender.flush();
    expect(sentPaths()).toEqual(["/about"]);
    expect(sent()[0].clientId).toBe(localStorage.getItem(ANALYTICS_ID_KEY));
  });

  it("with Functional off from an earlier visit, drops what an earlier page left queued and sends nothing", async () => {
    await queue.add([{ clientId: "earlier-01", name: "page_view", params: { page_path: "/" }, time: Date.now() }]);
    saveConsent({ functional: false });
    const sender = connect();
    track("page_view", { page_path: "/decks" });
    await sender.flush();
    await vi.waitFor(async () => expect(await queue.oldest(10)).toEqual([]));
    expect(sent()).toEqual([]);
  });
});
