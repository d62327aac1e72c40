// Keeps the screen on while a table or a live room is open and shown (Screen Wake Lock, where the
// browser has it): the point is to talk, not to tap the phone awake.
import { useEffect } from "react";

/**
 * While `active` and the page is visible, holds a screen wake lock. Browsers let go of it when the
 * page is hidden, so it is taken again when the page is shown again; it is released when `active`
 * turns false or the component unmounts. A refusal (battery saver, no permission) or a browser
 * without the API leaves the screen to its usual timeout; it never asks twice at once.
 */
export function useWakeLock(active: boolean): void {
  useEffect(() => {
    if (!active || !("wakeLock" in navigator) || !navigator.wakeLock) return;
    const wakeLock = navigator.wakeLock;
    let held: WakeLockSentinel | null = null;
    let asking = false;
    let stopped = false;

    const take = async () => {
      if (stopped || asking || document.visibilityState !== "visible") return;
      if (held && !held.released) return;
      asking = true;
      try {
        const sentinel = await wakeLock.request("screen");
        if (stopped) {
          void sentinel.release().catch(() => {});
          return;
        }
        held = sentinel;
        // The browser released it (the page was hidden): take it again on the next visibilitychange.
        sentinel.addEventListener("release", () => {
          if (held === sentinel) held = null;
        });
      } catch {
        // Refused: battery saver, no permission, or the page was hidden meanwhile.
      } finally {
        asking = false;
      }
    };

    const onVisibilityChange = () => void take();
    document.addEventListener("visibilitychange", onVisibilityChange);
    void take();
    return () => {
      stopped = true;
      document.removeEventListener("visibilitychange", onVisibilityChange);
      if (held && !held.released) void held.release().catch(() => {});
      held = null;
    };
  }, [active]);
}
