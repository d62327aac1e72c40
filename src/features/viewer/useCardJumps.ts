import { useState } from "react";
import type { CardNavigation } from "./useCardNavigation";

// Jumps the viewer makes on its own, without a slide, when a prop it was given changes. Each
// keeps the value it last saw in state and adjusts while rendering, so only a change of that
// prop (not the person's own moves) can jump.

/**
 * The card this device was last on can arrive after the first render (a prerendered deck): go
 * there, unless the address names a card or the person has already moved.
 */
export function useGoToRestoredCard(startIndex: number, addressIndex: number | null, { state, reset }: CardNavigation) {
  const [shownStart, setShownStart] = useState(startIndex);
  if (startIndex !== shownStart) {
    setShownStart(startIndex);
    if (addressIndex === null && state.index === shownStart && !state.transitioning) reset(startIndex);
  }
}

/** The address changed under us (a pasted link, the browser's history): jump to the card it names. */
export function useJumpToAddressedCard(addressIndex: number | null, { state, reset }: CardNavigation) {
  const [seenAddress, setSeenAddress] = useState(addressIndex);
  if (addressIndex !== seenAddress) {
    setSeenAddress(addressIndex);
    if (addressIndex !== null && addressIndex !== state.index && !state.transitioning) reset(addressIndex);
  }
}
