// The browser's Back and an open dialog: the dialog's own history entry, put on when it opens and
// taken off when it closes, without ever pulling back a navigation made in the meantime.
import { useEffect, useId, useLayoutEffect, useRef } from "react";

/** The mark an open dialog leaves on the history entry it adds. */
const MARK = "sparkDecksDialog";
/** Dialogs open now (their ids): React's StrictMode closes and reopens one at once. */
const openDialogs = new Set<string>();
/** How long a step back may take before it is taken as one the browser dropped. */
const BACK_GIVE_UP_MS = 5000;

function markOf(state: unknown): unknown {
  return typeof state === "object" && state !== null ? (state as Record<string, unknown>)[MARK] : undefined;
}

const markedBy = (id: string) => markOf(window.history.state) === id;

/** The current entry is one a dialog added and no longer needs (closed, its step back not yet asked for). */
function onClosedDialogsEntry() {
  const mark = markOf(window.history.state);
  return typeof mark === "string" && !openDialogs.has(mark) && !stepping;
}

/**
 * A dialog closed by its own buttons takes its history entry off with history.back(), and the
 * browser does that later. A navigation made in between (a link pressed at once, the viewer's next
 * card replacing the address) would be undone by it: the page before comes back. So the page's own
 * navigations are noted while a step back is on its way, and when it arrives after one, that
 * navigation is made again where the step arrived, and the router is told (a popstate of its own:
 * whether the router heard the real one before or after this listener, it reads the address as it
 * is now).
 */
interface Step {
  /** The closed dialog whose entry the step takes off. */
  dialog: string;
  /** The page's last navigation since the step was asked for, and whether any added an entry. */
  navigated: { state: unknown; url: string; pushed: boolean } | null;
  giveUp: number;
}
let stepping: Step | null = null;

function endStep() {
  if (stepping) window.clearTimeout(stepping.giveUp);
  stepping = null;
}

function onStepArrived() {
  if (!stepping) return;
  const { dialog, navigated } = stepping;
  endStep();
  if (!navigated) return;
  const { state, url, pushed } = navigated;
  // Chromium steps back from the entry current when the step is carried out or when it was asked
  // for, depending on timing. Still on the dialog's entry, the new address takes it over; on the
  // page below, an address that was pushed is pushed again (dropping the dialog's entry and any
  // later one), one that replaced the page's replaces it again.
  if (pushed && markOf(window.history.state) !== dialog) window.history.pushState(state, "", url);
  else window.history.replaceState(state, "", url);
  window.dispatchEvent(new PopStateEvent("popstate", { state: window.history.state }));
}

let watching = false;

/** Notes the page's navigations (the router's pushState and replaceState) and the steps' arrival. */
function watchHistory() {
  if (watching) return;
  watching = true;
  const { history } = window;
  for (const method of ["pushState", "replaceState"] as const) {
    const original = history[method];
    history[method] = function (this: History, ...args: Parameters<History["pushState"]>) {
      original.apply(this, args);
      if (!stepping) return;
      const pushed = method === "pushState" || (stepping.navigated?.pushed ?? false);
      stepping.navigated = { state: history.state, url: window.location.href, pushed };
    };
  }
  window.addEventListener("popstate", onStepArrived);
}

/** Takes the closed dialog's entry off the top of the history: one step back. */
function stepBack(dialog: string) {
  endStep();
  // A step the browser drops (jsdom does when the page pushes meanwhile) must not be taken for
  // some later, unrelated one.
  stepping = { dialog, navigated: null, giveUp: window.setTimeout(endStep, BACK_GIVE_UP_MS) };
  window.history.back();
}

/**
 * The browser's Back closes an open dialog instead of leaving the page: the dialog adds a history
 * entry at the same address (keeping the router's state) and closes when it is popped. Closed
 * any other way, it takes its entry back off, unless the page has already moved on; a navigation
 * made while that is under way still lands where it was sent.
 */
export function useCloseOnBack(onClose: () => void) {
  const id = useId();
  const onCloseRef = useRef(onClose);
  useLayoutEffect(() => {
    onCloseRef.current = onClose;
  });

  useEffect(() => {
    watchHistory();
    openDialogs.add(id);
    if (!markedBy(id)) {
      const state: unknown = window.history.state;
      const marked = { ...(typeof state === "object" ? state : null), [MARK]: id };
      // Opened in the same update that closed another (a dialog's button that opens the next one),
      // it takes over that one's entry: pushing would leave it behind, a step of Back that does
      // nothing.
      if (onClosedDialogsEntry()) window.history.replaceState(marked, "");
      else window.history.pushState(marked, "");
    }
    const onPop = () => {
      if (!markedBy(id)) onCloseRef.current();
    };
    window.addEventListener("popstate", onPop);
    return () => {
      openDialogs.delete(id);
      window.removeEventListener("popstate", onPop);
      // After StrictMode's immediate reopen (same task), before any later input can navigate.
      queueMicrotask(() => {
        if (!openDialogs.has(id) && markedBy(id)) stepBack(id);
      });
    };
  }, [id]);
}
