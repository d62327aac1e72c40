// The host's keys, as a presentation clicker sends them: → and PageDown one step on (reveal the
// card, then the next one), ← and PageUp one step back, 'b' or '.' to blank the big screen, 'f' for
// full screen. Not while the
// person types in a field, holds a modifier (the browser's own shortcuts) or a dialog is open.
import { useEffect, useEffectEvent } from "react";
import { inputLayerOpen } from "../../lib/ui/input-layers";

export type HostKey = "forward" | "back" | "blank" | "fullscreen";

function hostKeyOf(event: Pick<KeyboardEvent, "key" | "altKey" | "ctrlKey" | "metaKey">): HostKey | null {
  if (event.altKey || event.ctrlKey || event.metaKey) return null;
  switch (event.key) {
    case "ArrowRight":
    case "PageDown":
      return "forward";
    case "ArrowLeft":
    case "PageUp":
      return "back";
    case "b":
    case "B":
    case ".":
      return "blank";
    case "f":
    case "F":
      return "fullscreen";
    default:
      return null;
  }
}

function isTyping(target: EventTarget | null): boolean {
  const element = target as HTMLElement | null;
  return Boolean(element?.closest?.("input, textarea, select, [contenteditable]:not([contenteditable='false'])"));
}

/** Calls `onKey` for each host key pressed anywhere on the page while mounted. */
export function useHostKeys(onKey: (key: HostKey) => void) {
  const handle = useEffectEvent((event: KeyboardEvent) => {
    if (event.defaultPrevented || event.repeat || inputLayerOpen() || isTyping(event.target)) return;
    const key = hostKeyOf(event);
    if (!key) return;
    // PageDown and the arrows would otherwise scroll a phone's remote view.
    event.preventDefault();
    onKey(key);
  });
  useEffect(() => {
    const listener = (event: KeyboardEvent) => handle(event);
    window.addEventListener("keydown", listener);
    return () => window.removeEventListener("keydown", listener);
  }, []);
}
