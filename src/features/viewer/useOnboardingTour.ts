import { useEffect, useState } from "react";
import { useHydrated } from "../../lib/useHydrated";
import { markOnboardingSeen, onboardingSeen } from "./viewer-storage";

/** The first-deck tour: shown once on a device (then flagged as seen), and again on request. */
export function useOnboardingTour() {
  // A prerendered deck is hydrated: its first render must match the build's, which had no storage
  // and so no tour. The tour follows in the render right after.
  const hydrated = useHydrated();
  const [firstDeck] = useState(() => !onboardingSeen());
  const [requested, setRequested] = useState<boolean | null>(null);
  const touring = hydrated && (requested ?? firstDeck);

  // Flagged as soon as it has been shown, not when it is dismissed: it shows once.
  useEffect(() => {
    if (touring) markOnboardingSeen();
  }, [touring]);

  return { touring, showTour: () => setRequested(true), tourClosed: () => setRequested(false) };
}
