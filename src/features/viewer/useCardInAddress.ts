import { useEffect, useEffectEvent } from "react";
import { useLocation, useNavigate } from "react-router-dom";
import { cardUrl, deckUrl } from "../../lib/app-urls";
import { deckStore } from "../../lib/deck-store";

/**
 * The card on screen lives in the address (history replaced, so Back leaves the deck) and is
 * remembered per deck on this device.
 */
export function useCardInAddress(deckId: string, index: number, restoring: boolean) {
  const navigate = useNavigate();
  const { pathname } = useLocation();

  // Reads the address without following it: it changes because of this, and following it would
  // make the address and the card chase each other.
  const showInAddress = useEffectEvent((shown: number) => {
    const path = cardUrl(deckId, shown);
    const atDeckRoot = pathname === deckUrl(deckId) && shown === 0;
    if (pathname !== path && !atDeckRoot) navigate(path, { replace: true });
  });

  useEffect(() => {
    // Until the stored card is read, writing would overwrite it with this provisional one.
    if (restoring) return;
    void deckStore.writeLastCard(deckId, index);
    showInAddress(index);
  }, [deckId, index, restoring]);
}
