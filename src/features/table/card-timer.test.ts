import { describe, expect, it } from "vitest";
import { formatClock } from "../../../shared/table-address";
import { newCardTimer, secondsLeft, timerReducer, type CardTimer, type TimerEvent } from "./card-timer";

const run = (events: TimerEvent[], start: CardTimer = newCardTimer(60)) => events.reduce(timerReducer, start);

describe("a card's timer", () => {
  it("waits for the reveal, then counts down from it", () => {
    const waiting = newCardTimer(60);
    expect(secondsLeft(timerReducer(waiting, { type: "tick", now: 50_000 }), 50_000)).toBe(60);
    const running = run([{ type: "reveal", now: 1_000 }]);
    expect(secondsLeft(running, 1_000)).toBe(60);
    expect(secondsLeft(running, 1_001)).toBe(60);
    expect(secondsLeft(running, 2_000)).toBe(59);
    expect(secondsLeft(running, 60_500)).toBe(1);
  });

  it("pauses and resumes where it was", () => {
    const paused = run([{ type: "reveal", now: 0 }, { type: "pause", now: 20_000 }]);
    expect(paused.paused).toBe(true);
    expect(secondsLeft(paused, 99_000)).toBe(40);
    const resumed = timerReducer(paused, { type: "resume", now: 100_000 });
    expect(secondsLeft(resumed, 110_000)).toBe(30);
    expect(timerReducer(resumed, { type: "tick", now: 139_999 }).done).toBe(false);
    expect(timerReducer(resumed, { type: "tick", now: 140_000 }).done).toBe(true);
  });

  it("ends at zero once, and a second reveal of the same card does not start it again", () => {
    const done = run([{ type: "reveal", now: 0 }, { type: "tick", now: 61_000 }]);
    expect(done).toMatchObject({ done: true, leftMs: 0, deadline: null });
    expect(run([{ type: "reveal", now: 70_000 }, { type: "tick", now: 200_000 }], done)).toBe(done);
  });

  it("starts afresh on the next card", () => {
    const done = run([{ type: "reveal", now: 0 }, { type: "tick", now: 61_000 }]);
    expect(timerReducer(done, { type: "card", seconds: 30 })).toEqual(newCardTimer(30));
  });

  it("reads m:ss", () => {
    expect([0, 9, 30, 60, 61, 180].map(formatClock)).toEqual(["0:00", "0:09", "0:30", "1:00", "1:01", "3:00"]);
  });
});
