// The rules of a room's host actions, apart from HTTP and the database.
import { describe, expect, it } from "vitest";
import { applyAction, type RoomPlay } from "./room-actions";

const waiting: RoomPlay = {
  status: "waiting",
  position: -1,
  total: 3,
  faceUp: false,
  timerSeconds: 60,
  timerRunning: false,
  timerLeftMs: 60_000,
  timerEndsAt: null,
  pickedParticipantId: null,
  endedAt: null,
};
const NOW = 1_000_000;
const first = () => 0;

function play(state: RoomPlay, ...actions: Parameters<typeof applyAction>[1][]): RoomPlay {
  return actions.reduce((current, action) => {
    const outcome = applyAction(current, action, NOW, ["p1", "p2"], first);
    if (!outcome.ok) throw new Error(outcome.message);
    return outcome.play;
  }, state);
}

describe("a room's host actions", () => {
  it("show the first card face down on the first 'Next card', and each card after it face down", () => {
    expect(play(waiting, "next")).toMatchObject({ status: "live", position: 0, faceUp: false });
    expect(play(waiting, "next", "reveal", "next")).toMatchObject({ position: 1, faceUp: false });
    expect(play(waiting, "next", "next", "previous")).toMatchObject({ position: 0 });
  });

  it("step a clicker's → through each card (shown, then the next one face down) and ← back the same way", () => {
    const steps: RoomPlay[] = [];
    let current = waiting;
    for (let i = 0; i < 6; i++) steps.push((current = play(current, "forward")));
    expect(steps.map((s) => [s.position, s.faceUp])).toEqual([
      [0, false],
      [0, true],
      [1, false],
      [1, true],
      [2, false],
      [2, true],
    ]);
    expect(applyAction(current, "forward", NOW, [], first)).toMatchObject({ ok: false, message: "This is the last card." });
    const back: RoomPlay[] = [];
    for (let i = 0; i < 5; i++) back.push((current = play(current, "back")));
    expect(back.map((s) => [s.position, s.faceUp])).toEqual([
      [2, false],
      [1, true],
      [1, false],
      [0, true],
      [0, false],
    ]);
    expect(applyAction(current, "back", NOW, [], first)).toMatchObject({ ok: false, message: "This is the first card." });
    // Before the first card there is nothing to go back to.
    expect(applyAction(waiting, "back", NOW, [], first)).toMatchObject({ ok: false, status: 409 });
  });

  it("refuse moves past either end and a reveal before the first card", () => {
    expect(applyAction(waiting, "previous", NOW, [], first)).toMatchObject({ ok: false, status: 409 });
    expect(applyAction(waiting, "reveal", NOW, [], first)).toMatchObject({ ok: false, status: 409 });
    expect(applyAction(play(waiting, "next", "next", "next"), "next", NOW, [], first)).toMatchObject({ ok: false, message: "This is the last card." });
  });

  it("run the timer from a start, keep what is left on a pause, and fill it again on a new card", () => {
    const running = play(waiting, "next", "start-timer");
    expect(running).toMatchObject({ timerRunning: true, timerEndsAt: NOW + 60_000 });
    const paused = applyAction(running, "pause-timer", NOW + 20_000, [], first);
    expect(paused).toMatchObject({ ok: true, play: { timerRunning: false, timerLeftMs: 40_000, timerEndsAt: null } });
    const resumed = applyAction((paused as { play: RoomPlay }).play, "start-timer", NOW + 30_000, [], first);
    expect(resumed).toMatchObject({ ok: true, play: { timerRunning: true, timerEndsAt: NOW + 70_000 } });
    expect(play((resumed as { play: RoomPlay }).play, "next")).toMatchObject({ timerRunning: false, timerLeftMs: 60_000 });
    expect(applyAction({ ...waiting, timerSeconds: 0, status: "live", position: 0 }, "start-timer", NOW, [], first)).toMatchObject({ ok: false, message: "This room has no timer." });
  });

  it("pick one of those present, and forget the pick on the next card", () => {
    const picked = applyAction(play(waiting, "next"), "pick", NOW, ["a", "b", "c"], (below) => below - 1);
    expect(picked).toMatchObject({ ok: true, play: { pickedParticipantId: "c" } });
    expect(play((picked as { play: RoomPlay }).play, "next").pickedParticipantId).toBeNull();
    expect(applyAction(play(waiting, "next"), "pick", NOW, [], first)).toMatchObject({ ok: false, message: "Nobody has joined yet." });
  });

  it("end the room, after which nothing more can be done", () => {
    const ended = play(waiting, "next", "reveal", "end");
    expect(ended).toMatchObject({ status: "ended", faceUp: false, endedAt: NOW });
    expect(applyAction(ended, "next", NOW, [], first)).toEqual({ ok: false, status: 410, error: "room_ended", message: "This room has ended." });
  });
});
