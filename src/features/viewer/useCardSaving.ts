import { t } from "@lingui/core/macro";
import { useCallback, useState } from "react";
import type { Card } from "../../../shared/api-types";
import { useSavedCards } from "../saved-cards";
import { trackDeckEvent } from "./play-analytics";
import type { ViewerPlace } from "./viewer-place";

import type { PassFeature } from "./PassOffer";

/** The pass's offer, shown to someone who reached for a feature they do not have (a visitor is offered an account too). */
export type OfferState = { feature: PassFeature; visitor: boolean } | null;

/**
 * The card's save control: one tap saves or unsaves the card on the device at once (it syncs when
 * online); someone who cannot save is shown the offer instead. The toast says what happened, for
 * those who do not see the bookmark fill.
 */
export function useCardSaving(place: ViewerPlace, showToast: (message: string) => void) {
  const saved = useSavedCards();
  const [offer, setOffer] = useState<OfferState>(null);
  const { toggle, refusedCardId, dismissRefusal } = saved;

  const onToggleSave = useCallback(
    (card: Card) => {
      const deck = place.deckOf(card);
      void toggle(card, deck).then(
        (result) => {
          if (result === "needs_account" || result === "needs_pass") {
            setOffer({ feature: "save", visitor: result === "needs_account" });
            return;
          }
          trackDeckEvent(result === "saved" ? "save_card" : "unsave_card", { deckId: deck.deckId, title: deck.title }, card.id);
          showToast(result === "saved" ? t`Card saved` : t`Card removed from saved`);
        },
        () => showToast(t`The card could not be saved on this device. Please try again.`),
      );
    },
    [toggle, place, showToast],
  );

  return {
    isSaved: saved.status === "visitor" ? () => false : saved.isSaved,
    onToggleSave,
    // A save the server refused (the pass had ended) is no longer saved on the device: the person is told why.
    offer: offer ?? (refusedCardId === null ? null : { feature: "save" as const, visitor: false }),
    showOffer: useCallback((feature: PassFeature, visitor: boolean) => setOffer({ feature, visitor }), []),
    closeOffer: useCallback(() => {
      setOffer(null);
      dismissRefusal();
    }, [dismissRefusal]),
  };
}
