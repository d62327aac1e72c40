import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { eventsRequestSchema } from "../../../shared/schemas/analytics-events";
import { check as checkAgainst } from "../../../shared/schemas/checks";
import { receiveEvents, type TrackedEvent } from "../../lib/analytics";
import { trackRoomEnd, trackRoomJoin } from "./room-analytics";

let tracked: TrackedEvent[] = [];
beforeEach(() => {
  tracked = [];
  receiveEvents((event) => tracked.push(event));
});
afterEach(() => receiveEvents(() => {}));

/** What POST /api/events would answer these events with (the server runs the same check). */
const check = (events: TrackedEvent[]) => checkAgainst(eventsRequestSchema(Date.now), { clientId: "client-12345", events });

describe("a live room's analytics", () => {
  it("counts a join with nothing about the person or the room", () => {
    trackRoomJoin();
    expect(tracked.map(({ name, params }) => ({ name, params }))).toEqual([{ name: "room_join", params: {} }]);
    expect(check(tracked).ok).toBe(true);
  });

  it("counts the room's end: how many joined and how long it ran, in whole seconds", () => {
    const now = Date.now();
    trackRoomEnd(14, now - 45 * 60_000 - 400, now);
    expect(tracked.map(({ name, params }) => ({ name, params }))).toEqual([{ name: "room_end", params: { participants: 14, duration: 2700 } }]);
    expect(check(tracked).ok).toBe(true);
  });

  it("is refused by the server's check with a name or a code in it, or a count that cannot be", () => {
    const time = Date.now();
    expect(check([{ name: "room_join", params: { name: "Ana" } as never, time }])).toEqual({ ok: false, message: "events[0].params.name is not a parameter of room_join" });
    expect(check([{ name: "room_end", params: { participants: 3, duration: 60, code: "K7PQ2X" } as never, time }]).ok).toBe(false);
    expect(check([{ name: "room_end", params: { participants: -1, duration: 60 }, time }]).ok).toBe(false);
    expect(check([{ name: "room_start", params: { deck_id: "d", levels: "light,spicy", timer: 0 }, time }]).ok).toBe(false);
    expect(check([{ name: "room_start", params: { deck_id: "d", levels: "personal,deep", timer: 120 }, time }]).ok).toBe(true);
  });
});
