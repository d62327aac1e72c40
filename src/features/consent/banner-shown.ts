// Where the cookie banner shows, and whether it is waiting for an answer on the page in view:
// the app draws it from this, and whatever opens by itself over a page (the first-deck welcome)
// waits until it has been answered, so the two never show at once.
import { useSyncExternalStore } from "react";
import { useLocation } from "react-router-dom";
import { consentDecided, subscribeToConsent } from "./consent-storage";

/** Spec: the cookie banner shows on the landing page, the deck pages and pricing. */
export function showsCookieBanner(pathname: string): boolean {
  return (
    pathname === "/" ||
    pathname === "/decks" ||
    pathname === "/pricing" ||
    pathname.startsWith("/deck/") ||
    pathname.startsWith("/decks/")
  );
}

/** Whether a choice is stored. A prerendered page was drawn knowing none; the stored one wins at once. */
export function useConsentDecided(): boolean {
  return useSyncExternalStore(subscribeToConsent, consentDecided, () => false);
}

/** True while this page shows the cookie banner, unanswered. */
export function useCookieBannerWaiting(): boolean {
  const { pathname } = useLocation();
  const decided = useConsentDecided();
  return showsCookieBanner(pathname) && !decided;
}
