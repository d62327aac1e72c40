import { describe, expect, it } from "vitest";
import { toBatches } from "./batches";

const NOW = Date.UTC(2026, 5, 1);
const view = (n: number, clientId = "client-a1", time = NOW - 1_000) => ({ id: n, clientId, name: "page_view", params: { page_path: `/p${n}` }, time });

describe("cutting the queue into requests", () => {
  it("keeps the order, one client id per request and at most 100 events each", () => {
    const events = [view(1), view(2, "client-b1"), view(3), ...Array.from({ length: 150 }, (_, i) => view(10 + i))];
    const { batches } = toBatches(events, NOW);
    expect(batches.map((b) => [b.body.clientId, b.body.events.length])).toEqual([
      ["client-a1", 1],
      ["client-b1", 1],
      ["client-a1", 100],
      ["client-a1", 51],
    ]);
    expect(batches[2].body.events[0]).toEqual({ name: "page_view", params: { page_path: "/p3" }, time: NOW - 1_000 });
    expect(batches.flatMap((b) => b.events.map((e) => e.id))).toEqual(events.map((e) => e.id));
  });

  it("keeps each request small enough for a beacon", () => {
    const long = Array.from({ length: 100 }, (_, i) => ({ ...view(i), params: { page_path: `/${"x".repeat(900)}` } }));
    const { batches } = toBatches(long, NOW);
    expect(batches.length).toBeGreaterThan(1);
    for (const batch of batches) expect(new Blob([JSON.stringify(batch.body)]).size).toBeLessThanOrEqual(32 * 1024);
  });

  it("sets apart what the server would refuse whatever happens: over 30 days old, or a name it does not know", () => {
    const old = view(1, "client-a1", NOW - 30 * 86_400_000);
    const unknown = { ...view(2), name: "page_viewed" };
    const { batches, unsendable } = toBatches([old, unknown, view(3)], NOW);
    expect(unsendable).toEqual([old, unknown]);
    expect(batches.map((b) => b.events.map((e) => e.id))).toEqual([[3]]);
  });
});
