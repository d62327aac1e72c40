// When the person last pressed or typed anything on the page, so that what opens by itself (the
// first-deck welcome) never opens over something they have already started: under a finger on
// its way to a button, or over a card they are turning. Watched from the entry script, so a tap
// on a prerendered page before it is alive counts too.

/**
 * Marks controls that are about the site rather than the page (the cookie banner and its
 * preferences): pressing them is not starting anything on the page.
 */
const EXEMPT = "[data-not-page-interaction]";
let lastAt = Number.NEGATIVE_INFINITY;
let watching = false;
const listeners = new Set<() => void>();

function exempt(target: EventTarget | null): boolean {
  if (!(target instanceof Element)) return false;
  if (target.closest(EXEMPT)) return true;
  // A press on a dialog's backdrop has the dialog itself as its target.
  return target.closest("dialog")?.querySelector(EXEMPT) != null;
}

function note(event: Event) {
  if (exempt(event.target)) return;
  lastAt = performance.now();
  listeners.forEach((listener) => listener());
}

/** Starts watching presses (mouse, touch, pen) and keys; once per page. */
export function watchInteractions() {
  if (watching || typeof window === "undefined") return;
  watching = true;
  window.addEventListener("pointerdown", note, { capture: true, passive: true });
  window.addEventListener("keydown", note, { capture: true, passive: true });
}

/** Calls `listener` on every press or key watched (for useSyncExternalStore with interactedSince). */
export function subscribeToInteractions(listener: () => void) {
  listeners.add(listener);
  return () => {
    listeners.delete(listener);
  };
}

/** Whether the person has pressed or typed anything (not exempt) at or after `time` (performance.now()). */
export function interactedSince(time: number): boolean {
  return lastAt >= time;
}
