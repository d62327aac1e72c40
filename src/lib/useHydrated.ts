import { useSyncExternalStore } from "react";

const noSubscription = () => () => {};

/**
 * False while a prerendered page is being hydrated (its first render must match the build's, which
 * knew nothing of this browser), true from the render right after, and always true on a page
 * drawn in the browser. A component's own re-render: no context changes, so a part of the page
 * still waiting to hydrate is not drawn anew because of it.
 */
export function useHydrated(): boolean {
  return useSyncExternalStore(
    noSubscription,
    () => true,
    () => false,
  );
}
