import { useEffect, useEffectEvent } from "react";
import { useLocation, useNavigate } from "react-router-dom";
import type { DeckWithCards } from "../../../shared/api-types";
import { writeLastCard } from "./last-card-store";
import { positionOf, type ViewerPlace } from "./viewer-place";

/**
 * The card on screen lives in the address (history replaced, so Back leaves the deck) and, for a
 * deck of the catalogue, is remembered per deck on this device (by its id and position).
 */
export function useCardInAddress(deck: DeckWithCards, place: ViewerPlace, index: number, restoring: boolean) {
  const navigate = useNavigate();
  const { pathname } = useLocation();

  // Reads the address without following it: it changes because of this, and following it would
  // make the address and the card chase each other.
  const showInAddress = useEffectEvent((shown: number) => {
    const path = place.cardPath(shown);
    const atRoot = pathname === place.rootPath && shown === 0;
    if (pathname !== path && !atRoot) navigate(path, { replace: true });
  });
  const remember = useEffectEvent((shown: number) => {
    if (place.isCatalogueDeck) void writeLastCard(deck.deckId, positionOf(deck, shown));
  });

  useEffect(() => {
    // Until the stored card is read, writing would overwrite it with this provisional one.
    if (restoring) return;
    remember(index);
    showInAddress(index);
  }, [deck.deckId, index, restoring]);
}
