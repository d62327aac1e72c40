// The open modal dialogs, newest last. A modal <dialog> sits in the browser's top layer and makes
// everything outside it inert: drawn under its backdrop and hidden from screen readers. Whatever
// must still be seen and heard while one is open (a toast) goes inside the newest.
import { useSyncExternalStore } from "react";

let stack: readonly HTMLElement[] = [];
const listeners = new Set<() => void>();

function change(next: readonly HTMLElement[]) {
  stack = next;
  listeners.forEach((listener) => listener());
}

/** A modal dialog has opened (showModal): it is now the top of the layer. */
export function enterModalLayer(element: HTMLElement) {
  change([...stack.filter((open) => open !== element), element]);
}

/** A modal dialog has closed. */
export function leaveModalLayer(element: HTMLElement) {
  if (stack.includes(element)) change(stack.filter((open) => open !== element));
}

function subscribe(listener: () => void) {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

const top = () => stack.at(-1) ?? null;

/** The newest open modal dialog, or null when none is open (and always while prerendering). */
export function useTopModal(): HTMLElement | null {
  return useSyncExternalStore(subscribe, top, () => null);
}
