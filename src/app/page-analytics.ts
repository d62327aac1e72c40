// The shell's part of analytics: a page view per page change, and the analytics feature loaded
// when the page is idle, off the first load's critical path.
import { useEffect, useRef } from "react";
import { matchPath, useLocation, useNavigationType, type NavigationType } from "react-router-dom";
import { analyticsAllowed, readConsent, subscribeToConsent } from "../features/consent";
import { ANALYTICS_ID_KEY, receiveEvents, track } from "../lib/analytics";
import { CARD_ROUTE, DECK_ROUTE } from "../lib/app-urls";
import { deckStore } from "../lib/deck-store";

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

/** Tracks page_view on every navigation (the same path again too: the feature de-duplicates). */
export function usePageViews() {
  const { pathname, key } = useLocation();
  const type = useNavigationType();
  const shown = useRef<string | null>(null);
  useEffect(() => {
    const previous = shown.current;
    shown.current = pathname;
    if (isPageView(previous, pathname, type)) track("page_view", { page_path: pathname });
    // Once per navigation: `key` changes with each, pathname and type with it.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [key]);
}

const IDLE_TIMEOUT_MS = 3_000;

/** Loads the analytics feature once the browser is idle (or after 3 s at the latest). */
export function loadAnalyticsWhenIdle(): () => void {
  const load = () =>
    void import("../features/analytics").then(
      (analytics) =>
        // What it uses of the page comes from here, so its chunk shares no module with the first load.
        analytics.startAnalytics({ store: deckStore, receiveEvents, idKey: ANALYTICS_ID_KEY, readConsent, analyticsAllowed, subscribeToConsent }),
      (error: unknown) => console.warn("Analytics could not load", error),
    );
  if (typeof window.requestIdleCallback === "function") {
    const handle = window.requestIdleCallback(load, { timeout: IDLE_TIMEOUT_MS });
    return () => window.cancelIdleCallback(handle);
  }
  const timer = window.setTimeout(load, IDLE_TIMEOUT_MS / 2);
  return () => window.clearTimeout(timer);
}
