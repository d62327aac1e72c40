import { useEffect } from "react";
import { useAuth } from "../features/auth";
import { useOnlineStatus } from "../lib/useOnlineStatus";

/**
 * On start and on coming back online, whatever page is open, a signed-in person's deck changes
 * made on this device while offline are sent (features/own-decks syncs; nothing is called when
 * none wait). The own-decks code loads only for a signed-in person.
 */
export function OwnDecksCheck() {
  const { user } = useAuth();
  const online = useOnlineStatus();
  const userId = user?.id;
  useEffect(() => {
    if (!userId || !online) return;
    import("../features/own-decks")
      .then((ownDecks) => ownDecks.sendPendingChanges(userId))
      .catch((error: unknown) => console.warn("Sending your deck changes failed", error));
  }, [userId, online]);
  return null;
}
