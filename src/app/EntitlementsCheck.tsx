import { useEffect } from "react";
import { useAuth } from "../features/auth";
import { useOnlineStatus } from "../lib/useOnlineStatus";

/** An app left open (a home-screen app is rarely reloaded) checks again when shown after this long. */
export const RECHECK_AFTER_MS = 5 * 60_000;

/**
 * On start, on coming back online, and when the app is shown again after a while, a signed-in
 * person's entitlements are asked for and applied to the device: a deck refunded or a pass that
 * ended leaves only its preview here, a purchase made on another device unlocks the previews
 * stored here. The entitlements code loads only for a signed-in person, so a visitor's first load
 * does not carry it.
 */
export function EntitlementsCheck() {
  const { user } = useAuth();
  const online = useOnlineStatus();
  const userId = user?.id;
  useEffect(() => {
    if (!userId || !online) return;
    let checkedAt = 0;
    const check = () => {
      checkedAt = Date.now();
      import("../features/entitlements")
        .then((entitlements) => entitlements.refreshEntitlements(userId))
        .catch((error: unknown) => console.warn("Checking your purchases failed", error));
    };
    const onShown = () => {
      if (document.visibilityState === "visible" && Date.now() - checkedAt >= RECHECK_AFTER_MS) check();
    };
    check();
    document.addEventListener("visibilitychange", onShown);
    return () => document.removeEventListener("visibilitychange", onShown);
  }, [userId, online]);
  return null;
}
