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
/** The surface of a held swipe just taken, until the click a mouse sends with the lift has passed. */
let swiped: HTMLElement | null = null;

const nameOf = (control: HTMLElement) => (control.getAttribute("aria-label") ?? control.textContent ?? "").trim();

/** The page's controls of this kind and name, in document order. */
function alike(kind: string, name: string): HTMLElement[] {
  return [...document.querySelectorAll<HTMLElement>(CONTROLS)].filter((control) => control.tagName === kind && nameOf(control) === name);
}

function hold(event: MouseEvent) {
  // The click a mouse sends after a held swipe (swallowed below): not a tap on the card.
  if (swiped?.contains(event.target as Node | null)) return;
  // A click with a modifier (a new tab, a download) goes its own way.
  if (event.button !== 0 || event.ctrlKey || event.metaKey || event.shiftKey || event.altKey) return;
  const control = (event.target as Element | null)?.closest?.<HTMLElement>(CONTROLS);
  if (!control || !held) return;
  event.preventDefault();
  event.stopPropagation();
  const [kind, name] = [control.tagName, nameOf(control)];
  held.push({ control, kind, name, nth: alike(kind, name).indexOf(control) });
}

// A swipe on a card before the page is alive is held as a tap on the control it stands for: an
// element marked `data-swipe-left="Next"` (and `data-swipe-right`) names the button a swipe that
// way means. The page's own swipe handling (use-gesture) never saw the finger go down, so a swipe
// begun before the page came alive counts as that tap even when it ends after.
/** Spec: a swipe needs 10 px of travel. */
const SWIPE_PX = 10;
/** A finger that went down on a swipeable element while taps were held. */
let finger: { id: number; x: number; y: number; surface: HTMLElement } | null = null;

function fingerDown(event: PointerEvent) {
  const surface = (event.target as Element | null)?.closest?.<HTMLElement>("[data-swipe-left], [data-swipe-right]");
  if (!held || !surface || !event.isPrimary) return;
  finger = { id: event.pointerId, x: event.clientX, y: event.clientY, surface };
}

function fingerUp(event: PointerEvent) {
  if (!finger || event.pointerId !== finger.id) return;
  const { x, y, surface } = finger;
  finger = null;
  if (!held) stopFollowingFingers();
  const dx = event.clientX - x;
  if (event.type !== "pointerup" || Math.abs(dx) < SWIPE_PX || Math.abs(dx) <= Math.abs(event.clientY - y)) return;
  const name = surface.dataset[dx < 0 ? "swipeLeft" : "swipeRight"];
  // The page's own control of that name, not a dialog's (the welcome tour has a 'Next' too).
  const control = name ? alike("BUTTON", name).find((button) => !button.closest("[role=dialog], [role=alertdialog]")) : undefined;
  if (!name || !control) return;
  swallowClickOn(surface);
  if (held) held.push({ control, kind: "BUTTON", name, nth: 0 });
  else control.click();
}

/** A mouse sends a click after the swipe, in the same task: it is not a tap on the card. */
function swallowClickOn(surface: HTMLElement) {
  const swallow = (event: MouseEvent) => {
    if (!surface.contains(event.target as Node | null)) return;
    event.preventDefault();
    event.stopPropagation();
  };
  swiped = surface;
  document.addEventListener("click", swallow, true);
  window.setTimeout(() => {
    swiped = null;
    document.removeEventListener("click", swallow, true);
  }, 0);
}

function stopFollowingFingers() {
  document.removeEventListener("pointerup", fingerUp, true);
  document.removeEventListener("pointercancel", fingerUp, true);
}

/** Starts holding taps on the page's controls, until the page is alive or 30 s have passed. */
export function holdEarlyClicks() {
  if (held || typeof document === "undefined") return;
  held = [];
  document.addEventListener("click", hold, true);
  document.addEventListener("pointerdown", fingerDown, true);
  document.addEventListener("pointerup", fingerUp, true);
  document.addEventListener("pointercancel", fingerUp, true);
  // A page that never comes alive (its code failed to load) gets its links and buttons back.
  window.setTimeout(releaseEarlyClicks, HOLD_AT_MOST_MS);
}

/** Stops holding, and clicks what was tapped meanwhile, once each; later taps arrive as usual. */
export function releaseEarlyClicks() {
  if (!held) return;
  document.removeEventListener("click", hold, true);
  document.removeEventListener("pointerdown", fingerDown, true);
  // A finger already down goes on being followed: its swipe is the page's to take when it lifts.
  if (!finger) stopFollowingFingers();
  const taps = held;
  held = null;
  for (const { control, kind, name, nth } of taps) {
    const target = control.isConnected ? control : alike(kind, name)[nth];
    target?.click();
  }
}
