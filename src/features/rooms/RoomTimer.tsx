// The room's timer as every screen shows it: m:ss, counted from the server's clock (the state's
// endsAt, corrected by how far this device's clock is from the server's), or what is left when paused.
import { t } from "@lingui/core/macro";
import { useEffect, useState } from "react";
import type { RoomState } from "../../../shared/rooms";
import { formatClock } from "../../../shared/table-address";

type Timer = NonNullable<RoomState["timer"]>;

/** Whole seconds left, rounded up (0:00 shows only at the end), with the server's clock `now + clockOffset`. */
function secondsLeft(timer: Timer, now: number, clockOffset: number): number {
  const ms = timer.running && timer.endsAt !== null ? timer.endsAt - (now + clockOffset) : timer.leftMs;
  return Math.max(0, Math.ceil(ms / 1000));
}

export function RoomTimer({ timer, clockOffset, className }: { timer: Timer; clockOffset: number; className?: string }) {
  const [now, setNow] = useState(() => Date.now());
  const running = timer.running && timer.endsAt !== null;
  useEffect(() => {
    if (!running) return;
    const tick = () => setNow(Date.now());
    tick();
    const interval = window.setInterval(tick, 250);
    return () => window.clearInterval(interval);
  }, [running, timer.endsAt]);
  const left = secondsLeft(timer, running ? now : 0, clockOffset);
  return (
    <span className={className} role="timer" aria-label={t`Time left`} data-low={running && left <= 10} data-running={running}>
      {formatClock(left)}
    </span>
  );
}
