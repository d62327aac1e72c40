// A prerendered deck is on screen before its scripts have run: keys pressed in that moment (the
// arrows, Space) would be lost. They are kept here and handed to the viewer once it listens.

const KEEP_FOR_MS = 10_000;
let kept: KeyboardEvent[] | null = null;

function keep(event: KeyboardEvent) {
  const target = event.target as HTMLElement | null;
  if (target?.isContentEditable || target?.closest?.("input, textarea, select, button, a")) return;
  kept?.push(event);
}

function stop() {
  window.removeEventListener("keydown", keep, true);
  const events = kept ?? [];
  kept = null;
  return events;
}

/** Starts keeping keys pressed on the page, until the app takes them or 10 s have passed. */
export function keepEarlyKeys() {
  if (kept || typeof window === "undefined") return;
  kept = [];
  window.addEventListener("keydown", keep, true);
  window.setTimeout(stop, KEEP_FOR_MS);
}

/** Hands the kept keys over, once, as new events on window; later keys arrive as usual. */
export function replayEarlyKeys() {
  for (const { key, code, shiftKey, altKey, ctrlKey, metaKey } of stop()) {
    window.dispatchEvent(new KeyboardEvent("keydown", { key, code, shiftKey, altKey, ctrlKey, metaKey, bubbles: true, cancelable: true }));
  }
}
