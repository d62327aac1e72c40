import { useEffect, useEffectEvent, useReducer, useState } from "react";
import { newCardTimer, secondsLeft, timerReducer } from "./card-timer";

/**
 * The timer of the card at `position`: starts when the card is revealed, restarts on the next
 * card, calls `onZero` once when it runs out. Null seconds: no timer.
 */
export function useCardTimer(seconds: number, position: number, revealed: boolean, onZero: () => void) {
  const [timer, dispatch] = useReducer(timerReducer, seconds, newCardTimer);
  const [now, setNow] = useState(() => Date.now());
  const zero = useEffectEvent(onZero);

  useEffect(() => dispatch({ type: "card", seconds }), [position, seconds]);
  useEffect(() => {
    if (revealed && seconds > 0) dispatch({ type: "reveal", now: Date.now() });
  }, [revealed, position, seconds, timer.started]);

  const running = timer.deadline !== null;
  useEffect(() => {
    if (!running) return;
    const tick = () => {
      const at = Date.now();
      setNow(at);
      dispatch({ type: "tick", now: at });
    };
    tick();
    const interval = window.setInterval(tick, 250);
    return () => window.clearInterval(interval);
  }, [running]);

  useEffect(() => {
    if (timer.done) zero();
  }, [timer.done]);

  return {
    secondsLeft: secondsLeft(timer, running ? now : 0),
    running,
    paused: timer.paused,
    done: timer.done,
    pause: () => dispatch({ type: "pause", now: Date.now() }),
    resume: () => dispatch({ type: "resume", now: Date.now() }),
  };
}
