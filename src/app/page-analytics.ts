// The shell's part of analytics: a page view per page change, and the analytics feature loaded
// when the page is idle, off the first load's critical path.
import { useEffect, useRef } from "react";
import { matchPath, useLocation, useNavigationType, type NavigationType } from "react-router-dom";
import { track } from "../lib/analytics";
import { CARD_ROUTE, DECK_ROUTE } from "../lib/app-urls";

const deckIn = (pathname: string) => (matchPath(DECK_ROUTE, pathname) ?? matchPath(CARD_ROUTE, pathname))?.params.deckId ?? null;

/**
 * Whether an address change is a new page view. Moving from card to card replaces the address
 * inside one deck (/deck/a → /decks/a/cards/3 → …/4): the same page, not a new view. The feature
 * drops the same path within 1000 ms (spec).
 */
function isPageView(previous: string | null, next: string, type: NavigationType): boolean {
  if (type !== "REPLACE" || previous === null) return true;
  const deck = deckIn(next);
  return deck === null || deck !== deckIn(previous);
}

/**
 * The address a page view is counted under: the page's own, with what is private to someone put
 * by its name. A shared deck's link opens the deck for anyone who has it, a room's code lets anyone
 * join while it runs, and a person's own deck is theirs: none of them goes to analytics.
 */
export function countedPath(pathname: string): string {
  return pathname
    .replace(/^\/shared\/[^/]+/, "/shared/:shareId")
    .replace(/^\/(room|join)\/[^/]+/, "/$1/:code")
    .replace(/^\/my-decks\/(?!new$)[^/]+/, "/my-decks/:deckId")
    .replace(/^\/play\/my-[^/]+/, "/play/:ownDeckId");
}

/** Tracks page_view on every navigation (the same path again too: the feature de-duplicates). */
export function usePageViews() {
  const { pathname, key } = useLocation();
  const type = useNavigationType();
  const shown = useRef<string | null>(null);
  useEffect(() => {
    const previous = shown.current;
    shown.current = pathname;
    if (isPageView(previous, pathname, type)) track("page_view", { page_path: countedPath(pathname) });
    // Once per navigation: `key` changes with each, pathname and type with it.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [key]);
}

/**
 * How long after the page's load the analytics feature waits before loading, unless the person
 * acts first. Loading it while the page is still settling (hydration, the deck from IndexedDB, the
 * tour) added long tasks that cost the deck page its Lighthouse floor; events wait in memory
 * meanwhile, with the time they happened.
 */
const SETTLE_MS = 5_000;
const IDLE_TIMEOUT_MS = 2_000;
const FIRST_ACTS = ["pointerdown", "keydown"] as const;

/**
 * Loads the analytics feature when the page has settled (idle, 5 s after load), at the person's
 * first tap or key, or when the page is hidden (so what waits can still go out), whichever is first.
 */
export function loadAnalyticsWhenIdle(): () => void {
  let loaded = false;
  let timer: number | undefined;
  let idle: number | undefined;
  const stopWaiting = () => {
    window.clearTimeout(timer);
    if (idle !== undefined) window.cancelIdleCallback?.(idle);
    FIRST_ACTS.forEach((type) => window.removeEventListener(type, load, true));
    document.removeEventListener("visibilitychange", onHidden);
    window.removeEventListener("load", settle);
  };
  function load() {
    if (loaded) return;
    loaded = true;
    stopWaiting();
    void import("../features/analytics").then(
      (analytics) => analytics.startAnalytics(),
      (error: unknown) => console.warn("Analytics could not load", error),
    );
  }
  function onHidden() {
    if (document.visibilityState === "hidden") load();
  }
  function settle() {
    timer = window.setTimeout(() => {
      if (typeof window.requestIdleCallback === "function") idle = window.requestIdleCallback(load, { timeout: IDLE_TIMEOUT_MS });
      else load();
    }, SETTLE_MS);
  }
  FIRST_ACTS.forEach((type) => window.addEventListener(type, load, { capture: true, passive: true }));
  document.addEventListener("visibilitychange", onHidden);
  if (document.readyState === "complete") settle();
  else window.addEventListener("load", settle, { once: true });
  return () => {
    loaded = true;
    stopWaiting();
  };
}
