import { startTransition, useEffect, useState } from "react";

/**
 * Whether the page is being drawn for no browser (the build's prerender, in Node) or is a
 * prerendered page that React is taking over: then its render must be the build's.
 */
let hydrating = typeof window === "undefined";

/** src/main.tsx, before it hydrates a prerendered page: its first render must match the build's. */
export function startHydrating() {
  hydrating = true;
}

/**
 * app/Layout.tsx, once the page is hydrated: what mounts from now on is drawn in the browser. Not
 * when the first effects run: React hydrates the page inside its Suspense boundary a commit after
 * the header and the rest around it.
 */
export function hydrationEnded() {
  hydrating = false;
}

/**
 * False while a prerendered page is being hydrated (its first render must match the build's, which
 * knew nothing of this browser), true from a render right after, and always true on a page drawn
 * in the browser. The switch is a transition: the page's parts that show what only the browser
 * knows (the header's account controls, the first-deck welcome, a deck list's filter from the
 * address) are drawn in slices that yield to the browser, not in one task that blocks taps on a
 * page that has just come alive (a store read with useSyncExternalStore always re-renders at once).
 */
export function useHydrated(): boolean {
  const [hydrated, setHydrated] = useState(!hydrating);
  useEffect(() => {
    if (!hydrated) startTransition(() => setHydrated(true));
  }, [hydrated]);
  return hydrated;
}
