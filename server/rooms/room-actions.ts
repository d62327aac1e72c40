// What each host action does to a room: pure, so the rules are read (and tested) in one place.
// The repository applies the result to the room's row, with its version, in one statement.
import type { RoomAction } from "../../shared/rooms";

/** The parts of a room's row an action reads and writes. */
export interface RoomPlay {
  status: "waiting" | "live" | "ended";
  position: number;
  total: number;
  faceUp: boolean;
  timerSeconds: number;
  timerRunning: boolean;
  timerLeftMs: number;
  timerEndsAt: number | null;
  pickedParticipantId: string | null;
  endedAt: number | null;
}

export type ActionOutcome =
  | { ok: true; play: RoomPlay }
  | { ok: false; status: 409 | 410; error: string; message: string };

const refuse = (message: string): ActionOutcome => ({ ok: false, status: 409, error: "not_possible", message });

/** A card arrives face down, with its timer full and stopped, and nobody picked. */
function atCard(play: RoomPlay, position: number): RoomPlay {
  return {
    ...play,
    status: "live",
    position,
    faceUp: false,
    timerRunning: false,
    timerLeftMs: play.timerSeconds * 1000,
    timerEndsAt: null,
    pickedParticipantId: null,
  };
}

/**
 * The room after `action` at `now`. `pick` chooses among `present` (the participants in the room)
 * with `random` (an index below its argument). Moves past either end are refused, not ignored: the
 * host's screen says why nothing happened.
 */
export function applyAction(play: RoomPlay, action: RoomAction, now: number, present: readonly string[], random: (below: number) => number): ActionOutcome {
  if (play.status === "ended") return { ok: false, status: 410, error: "room_ended", message: "This room has ended." };
  switch (action) {
    case "next":
      if (play.status === "waiting") return { ok: true, play: atCard(play, 0) };
      if (play.position >= play.total - 1) return refuse("This is the last card.");
      return { ok: true, play: atCard(play, play.position + 1) };
    case "previous":
      if (play.status === "waiting" || play.position <= 0) return refuse("This is the first card.");
      return { ok: true, play: atCard(play, play.position - 1) };
    case "forward": {
      // A clicker's one step on: show the card, or move on from a card already shown.
      if (play.status !== "waiting" && !play.faceUp) return { ok: true, play: { ...play, faceUp: true } };
      return applyAction(play, "next", now, present, random);
    }
    case "back": {
      // And one step back the same way, undoing a forward: hide the card shown, or go back to the
      // card before as it was left, shown.
      if (play.status !== "waiting" && play.faceUp) return { ok: true, play: { ...play, faceUp: false } };
      const before = applyAction(play, "previous", now, present, random);
      return before.ok ? { ok: true, play: { ...before.play, faceUp: true } } : before;
    }
    case "reveal":
    case "hide":
      if (play.status === "waiting") return refuse("Show the first card with 'Next card'.");
      return { ok: true, play: { ...play, faceUp: action === "reveal" } };
    case "start-timer": {
      if (play.timerSeconds === 0) return refuse("This room has no timer.");
      if (play.status === "waiting") return refuse("Show the first card with 'Next card'.");
      if (play.timerRunning) return { ok: true, play };
      const leftMs = play.timerLeftMs > 0 ? play.timerLeftMs : play.timerSeconds * 1000;
      return { ok: true, play: { ...play, timerRunning: true, timerLeftMs: leftMs, timerEndsAt: now + leftMs } };
    }
    case "pause-timer": {
      if (!play.timerRunning || play.timerEndsAt === null) return { ok: true, play };
      return { ok: true, play: { ...play, timerRunning: false, timerLeftMs: Math.max(0, play.timerEndsAt - now), timerEndsAt: null } };
    }
    case "pick":
      if (present.length === 0) return refuse("Nobody has joined yet.");
      return { ok: true, play: { ...play, pickedParticipantId: present[random(present.length)] } };
    case "end":
      return { ok: true, play: { ...play, status: "ended", faceUp: false, timerRunning: false, timerEndsAt: null, endedAt: now } };
  }
}
