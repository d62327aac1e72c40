import { useEffect, useState, useSyncExternalStore } from "react";
import { interactedSince, subscribeToInteractions } from "../../lib/interactions";
import { useHydrated } from "../../lib/useHydrated";
import { useCookieBannerWaiting } from "../consent";
import { markOnboardingSeen, onboardingSeen } from "./viewer-storage";

/** The first-deck welcome on this visit: still to come, shown, or kept away. */
type Welcome = "waiting" | "shown" | "not shown";

/**
 * The first-deck tour: shown once on a device (then flagged as seen), and again on request.
 *
 * It opens by itself only on a deck of the catalogue (`welcomes`: never over a deck someone shared,
 * a person's own deck or their saved cards), and only before the person has done anything there:
 * - not while the cookie banner waits for an answer, nor after it: answering it is the person's
 *   first act on the page, and the tour, opening right after, would take the tap that follows
 *   ('Play together', a card). It then stays away for this visit, unflagged, so a later deck
 *   welcomes them;
 * - not once they have pressed or typed anything since the card showed: it would open over a tap
 *   on its way or a card being turned. The same: away for this visit, not flagged.
 */
export function useOnboardingTour({ welcomes }: { welcomes: boolean }) {
  // A prerendered deck is hydrated: its first render must match the build's, which had no storage
  // and so no tour. The tour can follow from the render right after.
  const hydrated = useHydrated();
  const bannerWaiting = useCookieBannerWaiting();
  // A prerendered card has been on screen since the first paint, before any of this code ran.
  const [cardShownAt] = useState(() => (hydrated ? performance.now() : 0));
  const started = useSyncExternalStore(
    subscribeToInteractions,
    () => interactedSince(cardShownAt),
    () => false,
  );
  const [welcome, setWelcome] = useState<Welcome>(() => (!welcomes || onboardingSeen() ? "not shown" : "waiting"));
  const [requested, setRequested] = useState<boolean | null>(null);

  // Decided once, while rendering, so the render that opens it is the one that found nobody had
  // started: no press can come between the decision and the tour (a press during a render that
  // yields makes React render again with it).
  if (welcome === "waiting" && hydrated) setWelcome(started || bannerWaiting ? "not shown" : "shown");

  // Flagged as soon as it has been shown, not when it is dismissed: it shows once.
  useEffect(() => {
    if (welcome === "shown") markOnboardingSeen();
  }, [welcome]);

  return {
    touring: requested ?? welcome === "shown",
    showTour: () => setRequested(true),
    tourClosed: () => setRequested(false),
  };
}
