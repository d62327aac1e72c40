// A prerendered page is on screen before its scripts have run. A tap on a button in that moment
// would do nothing, and a tap on a link would load the whole page again. Such taps are held here
// and given to the page, in order, once it is alive: to the same element, or, where the page drew
// that control anew as it came alive, to the one that took its place (same kind, same name).

// A slow phone under load was seen taking more than 10 s to come alive; a tap given back to a page
// that was not alive yet did nothing. The page's code failing to load gives them back at once
// (src/main.tsx); this is for a load that never ends.
const HOLD_AT_MOST_MS = 30_000;
const CONTROLS = "button, a[href], [role=button], [role=menuitem], summary";
interface Tap {
  control: HTMLElement;
  /** Its kind and name, and which of the controls of that kind and name it was. */
  kind: string;
  name: string;
  nth: number;
}
let held: Tap[] | null = null;

const nameOf = (control: HTMLElement) => (control.getAttribute("aria-label") ?? control.textContent ?? "").trim();

/** The page's controls of this kind and name, in document order. */
function alike(kind: string, name: string): HTMLElement[] {
  return [...document.querySelectorAll<HTMLElement>(CONTROLS)].filter((control) => control.tagName === kind && nameOf(control) === name);
}

function hold(event: MouseEvent) {
  // A click with a modifier (a new tab, a download) goes its own way.
  if (event.button !== 0 || event.ctrlKey || event.metaKey || event.shiftKey || event.altKey) return;
  const control = (event.target as Element | null)?.closest?.<HTMLElement>(CONTROLS);
  if (!control || !held) return;
  event.preventDefault();
  event.stopPropagation();
  const [kind, name] = [control.tagName, nameOf(control)];
  held.push({ control, kind, name, nth: alike(kind, name).indexOf(control) });
}

/** Starts holding taps on the page's controls, until the page is alive or 30 s have passed. */
export function holdEarlyClicks() {
  if (held || typeof document === "undefined") return;
  held = [];
  document.addEventListener("click", hold, true);
  // A page that never comes alive (its code failed to load) gets its links and buttons back.
  window.setTimeout(releaseEarlyClicks, HOLD_AT_MOST_MS);
}

/** Stops holding, and clicks what was tapped meanwhile, once each; later taps arrive as usual. */
export function releaseEarlyClicks() {
  if (!held) return;
  document.removeEventListener("click", hold, true);
  const taps = held;
  held = null;
  for (const { control, kind, name, nth } of taps) {
    const target = control.isConnected ? control : alike(kind, name)[nth];
    target?.click();
  }
}
