import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { createDeviceDb } from "../../lib/device-db/device-db";
import { createEventQueue } from "./event-queue";
import { json, mockApi } from "../../../tests/support/api-mock";
import { freshIndexedDbForEachTest } from "../../../tests/support/device-db-fixtures";
import { createSender, FIRST_RETRY_MS } from "./sender";
import { beaconEvents, postEvents } from "./transport";

freshIndexedDbForEachTest();

/** A request body as the server sees it. */
type EventsRequest = { clientId: string; events: { name: string; params: Record<string, unknown>; time: number }[] };

const START = Date.UTC(2026, 0, 10, 12, 0, 0);
let online = true;
let warnings: string[] = [];

beforeEach(() => {
  vi.useFakeTimers({ toFake: ["setTimeout", "clearTimeout", "Date"], now: START });
  online = true;
  warnings = [];
  vi.mocked(console.warn).mockImplementation((...args: unknown[]) => void warnings.push(args.join(" ")));
});
afterEach(() => vi.useRealTimers());

function newSender(queue = createEventQueue(createDeviceDb())) {
  return { queue, sender: createSender({ queue, post: postEvents, beacon: beaconEvents, online: () => online }) };
}

const view = (path: string, time = Date.now()) => ({ clientId: "client-0001", name: "page_view", params: { page_path: path }, time });
const bodies = (api: ReturnType<typeof mockApi>) => api.calls("POST /api/events").map((r) => r.body as EventsRequest);
/** Lets IndexedDB and the awaited fetches run while the fake clock stands still. */
const settle = async () => {
  for (let i = 0; i < 20; i++) await new Promise((resolve) => setImmediate(resolve));
};

describe("sending analytics events", () => {
  it("sends events recorded close together in one batch within 5 s, with the time each happened", async () => {
    const api = mockApi({ "POST /api/events": json(202, { stored: 2 }) });
    const { sender, queue } = newSender();
    sender.record(view("/"));
    await vi.advanceTimersByTimeAsync(1_500);
    sender.record(view("/decks"));
    await settle();
    expect(bodies(api)).toEqual([]);
    await vi.advanceTimersByTimeAsync(3_500);
    await settle();
    expect(bodies(api)).toEqual([
      {
        clientId: "client-0001",
        events: [
          { name: "page_view", params: { page_path: "/" }, time: START },
          { name: "page_view", params: { page_path: "/decks" }, time: START + 1_500 },
        ],
      },
    ]);
    expect(api.calls("POST /api/events")[0].headers.get("Content-Type")).toBe("application/json");
    expect(await queue.oldest(10)).toEqual([]);
  });

  it("counts the 5 s from when an event happened: one held while the feature loaded is not held up again", async () => {
    const api = mockApi({ "POST /api/events": json(202, { stored: 1 }) });
    const { sender } = newSender();
    sender.record(view("/", START - 3_000));
    await vi.advanceTimersByTimeAsync(1_000);
    await settle();
    expect(bodies(api)).toHaveLength(1);
  });

  it("hands what the page recorded to a beacon when the page is hidden", async () => {
    const api = mockApi({});
    const sendBeacon = vi.fn((_url: string, _data: Blob) => true);
    vi.stubGlobal("navigator", Object.assign(Object.create(navigator), { sendBeacon }));
    const { sender } = newSender();
    sender.record(view("/pricing"));
    sender.sendOnHide();
    expect(sendBeacon).toHaveBeenCalledTimes(1);
    const [url, blob] = sendBeacon.mock.calls[0];
    expect(url).toBe("/api/events");
    expect(blob.type).toBe("application/json");
    expect(JSON.parse(await blob.text())).toEqual({ clientId: "client-0001", events: [{ name: "page_view", params: { page_path: "/pricing" }, time: START }] });
    sender.sendOnHide(); // hidden again: not sent twice
    expect(sendBeacon).toHaveBeenCalledTimes(1);
    expect(bodies(api)).toEqual([]);
    vi.unstubAllGlobals();
  });

  it("keeps a batch after a 5xx or no connection and tries again with growing back-off", async () => {
    let answers = [json(503, { error: "unavailable", message: "down" }), new TypeError("Failed to fetch"), json(202, { stored: 1 })];
    const api = mockApi({
      "POST /api/events": () => {
        const answer = answers[0];
        answers = answers.slice(1);
        if (answer instanceof Error) throw answer;
        return answer;
      },
    });
    const { sender, queue } = newSender();
    sender.record(view("/"));
    await vi.advanceTimersByTimeAsync(5_000);
    await settle();
    expect(bodies(api)).toHaveLength(1);
    await vi.advanceTimersByTimeAsync(FIRST_RETRY_MS - 100);
    await settle();
    expect(bodies(api)).toHaveLength(1);
    await vi.advanceTimersByTimeAsync(100);
    await settle();
    expect(bodies(api)).toHaveLength(2);
    // The second failure doubles the wait.
    await vi.advanceTimersByTimeAsync(2 * FIRST_RETRY_MS - 100);
    await settle();
    expect(bodies(api)).toHaveLength(2);
    await vi.advanceTimersByTimeAsync(100);
    await settle();
    expect(bodies(api)).toHaveLength(3);
    expect(bodies(api)[2].events[0].time).toBe(START);
    expect(await queue.oldest(10)).toEqual([]);
  });

  it("waits as long as a 429 says", async () => {
    let limited = true;
    const api = mockApi({
      "POST /api/events": () =>
        limited ? new Response(JSON.stringify({ error: "rate_limited", message: "slow down" }), { status: 429, headers: { "Retry-After": "30" } }) : json(202, { stored: 1 }),
    });
    const { sender } = newSender();
    sender.record(view("/"));
    await vi.advanceTimersByTimeAsync(5_000);
    await settle();
    limited = false;
    await vi.advanceTimersByTimeAsync(29_000);
    await settle();
    expect(bodies(api)).toHaveLength(1);
    await vi.advanceTimersByTimeAsync(1_000);
    await settle();
    expect(bodies(api)).toHaveLength(2);
  });

  it("drops a batch the server refuses with a 400, with a warning, and sends the next", async () => {
    const api = mockApi({
      "POST /api/events": (request) =>
        (request.body as EventsRequest).events[0].params.page_path === "/bad"
          ? json(400, { error: "invalid_request", message: "events[0].params.page_path is wrong" })
          : json(202, { stored: 1 }),
    });
    const { sender, queue } = newSender();
    sender.record({ ...view("/bad"), clientId: "client-bad1" });
    sender.record(view("/good"));
    await vi.advanceTimersByTimeAsync(5_000);
    await settle();
    expect(bodies(api).map((b) => b.events[0].params.page_path)).toEqual(["/bad", "/good"]);
    expect(warnings.join("\n")).toMatch(/refused 1 event.*400 events\[0\]\.params\.page_path is wrong/);
    expect(await queue.oldest(10)).toEqual([]);
  });

  it("waits offline, then sends oldest first with the original times when the connection returns", async () => {
    const api = mockApi({ "POST /api/events": json(202, { stored: 3 }) });
    online = false;
    const { sender } = newSender();
    sender.record(view("/deck/couples"));
    await vi.advanceTimersByTimeAsync(60_000);
    sender.record(view("/decks"));
    await vi.advanceTimersByTimeAsync(60_000);
    await settle();
    expect(bodies(api)).toEqual([]);
    online = true;
    sender.resume();
    await settle();
    expect(bodies(api)[0].events.map((e) => [e.params.page_path, e.time])).toEqual([
      ["/deck/couples", START],
      ["/decks", START + 60_000],
    ]);
  });

  it("sends on the next start what an earlier page queued", async () => {
    const api = mockApi({ "POST /api/events": json(202, { stored: 1 }) });
    online = false;
    newSender().sender.record(view("/about", START - 3_600_000));
    await settle();
    online = true;
    const { sender } = newSender();
    await sender.flush();
    expect(bodies(api)[0].events[0]).toEqual({ name: "page_view", params: { page_path: "/about" }, time: START - 3_600_000 });
  });

  it("logs how many of the oldest events a full queue dropped", async () => {
    mockApi({});
    online = false;
    const { sender, queue } = newSender(createEventQueue(createDeviceDb(), 2));
    ["/1", "/2", "/3"].forEach((path) => sender.record(view(path)));
    await settle();
    expect(warnings.join("\n")).toMatch(/queue is full: dropped the 1 oldest event\(s\), 1 since this page opened/);
    expect((await queue.oldest(10)).map((e) => e.params.page_path)).toEqual(["/2", "/3"]);
  });

  it("stops at once and drops what waits", async () => {
    const api = mockApi({ "POST /api/events": json(202, { stored: 1 }) });
    const { sender, queue } = newSender();
    sender.record(view("/"));
    await sender.stop();
    sender.record(view("/decks"));
    await vi.advanceTimersByTimeAsync(10_000);
    await settle();
    expect(bodies(api)).toEqual([]);
    expect(await queue.oldest(10)).toEqual([]);
  });

  it("sends nothing once stopped while it was reading the queue (Functional cookies turned off mid-read)", async () => {
    const api = mockApi({ "POST /api/events": json(202, { stored: 1 }) });
    const real = createEventQueue(createDeviceDb());
    let release = () => {};
    const held = new Promise<void>((resolve) => (release = resolve));
    const queue: typeof real = { ...real, oldest: async (count) => (await Promise.all([real.oldest(count), held]))[0] };
    const { sender } = newSender(queue);
    sender.record(view("/"));
    await vi.advanceTimersByTimeAsync(5_000);
    await settle();
    const stopping = sender.stop();
    release();
    await stopping;
    await settle();
    expect(bodies(api)).toEqual([]);
  });
});
