import { useEffect } from "react";
import { useAuth } from "../features/auth";
import { useOnlineStatus } from "../lib/useOnlineStatus";

/**
 * On start, and on coming back online, a signed-in person's entitlements are asked for and applied
 * to the device: a deck refunded or a pass that ended leaves only its preview here, a purchase made
 * on another device unlocks the previews stored here. The entitlements code loads only for a signed-in
 * person, so a visitor's first load does not carry it.
 */
export function EntitlementsCheck() {
  const { user } = useAuth();
  const online = useOnlineStatus();
  const userId = user?.id;
  useEffect(() => {
    if (!userId || !online) return;
    import("../features/entitlements")
      .then((entitlements) => entitlements.refreshEntitlements(userId))
      .catch((error: unknown) => console.warn("Checking your purchases failed", error));
  }, [userId, online]);
  return null;
}
