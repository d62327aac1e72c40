// A table's timer for one card: it waits until the card is revealed, counts down, pauses and
// resumes, and ends at zero once. Pure: the hook (useCardTimer) feeds it the clock.

export interface CardTimer {
  /** Milliseconds left when not running; while running, see `deadline`. */
  leftMs: number;
  /** Epoch ms at which it reaches zero while running, else null. */
  deadline: number | null;
  /** Started by the card's reveal (it does not start again for the same card). */
  started: boolean;
  paused: boolean;
  /** It reached zero. */
  done: boolean;
}

export type TimerEvent =
  | { type: "card"; seconds: number }
  | { type: "reveal"; now: number }
  | { type: "pause"; now: number }
  | { type: "resume"; now: number }
  | { type: "tick"; now: number };

export const newCardTimer = (seconds: number): CardTimer => ({ leftMs: seconds * 1000, deadline: null, started: false, paused: false, done: false });

export function timerReducer(timer: CardTimer, event: TimerEvent): CardTimer {
  switch (event.type) {
    case "card":
      return newCardTimer(event.seconds);
    case "reveal":
      if (timer.started || timer.done) return timer;
      return { ...timer, started: true, deadline: event.now + timer.leftMs };
    case "pause":
      if (timer.deadline === null || timer.done) return timer;
      return { ...timer, paused: true, deadline: null, leftMs: Math.max(0, timer.deadline - event.now) };
    case "resume":
      if (!timer.paused || timer.done) return timer;
      return { ...timer, paused: false, deadline: event.now + timer.leftMs };
    case "tick":
      if (timer.deadline === null || event.now < timer.deadline) return timer;
      return { ...timer, deadline: null, leftMs: 0, done: true };
  }
}

/** What is left at `now`, in whole seconds rounded up (a countdown shows 0:00 only at the end). */
export function secondsLeft(timer: CardTimer, now: number): number {
  const ms = timer.deadline === null ? timer.leftMs : Math.max(0, timer.deadline - now);
  return Math.ceil(ms / 1000);
}
