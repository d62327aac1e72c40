import { useEffectEvent, useLayoutEffect } from "react";
import { replayEarlyKeys } from "../../lib/early-keys";
import { inputLayerOpen } from "../../lib/ui/input-layers";
import { keyToAction, type NavAction } from "./navigation";

/** The viewer's keys, anywhere on the page, unless a dialog or the tour owns the keyboard. */
export function useViewerKeyboard(act: (action: NavAction) => void) {
  const onKeyDown = useEffectEvent((event: KeyboardEvent) => {
    if (event.defaultPrevented || inputLayerOpen()) return;
    const action = keyToAction(event);
    if (!action) return;
    // Space on a focused control is that control's own click (the card's flips it).
    if (action === "flip" && (event.target as Element | null)?.closest?.("button, a, summary")) return;
    if (action === "flip" || action === "first" || action === "last") event.preventDefault();
    act(action);
  });

  // Listening from before the first paint: a key pressed the moment the card shows is not lost.
  useLayoutEffect(() => {
    const listener = (event: KeyboardEvent) => onKeyDown(event);
    window.addEventListener("keydown", listener);
    // Keys pressed on the prerendered page before anything listened are played now, in order.
    replayEarlyKeys();
    return () => window.removeEventListener("keydown", listener);
  }, []);
}
