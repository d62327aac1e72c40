import type { DeckSummary, Entitlements } from "../../../shared/api-types";

/** A premium deck the signed-in person may read in full: bought, or through the pass. */
export type DeckOwnership = "owned" | "pass";

/** Whether these entitlements unlock a premium deck: bought (or granted), or through the pass. */
export function covers(entitlements: Entitlements, deckId: string): boolean {
  return entitlements.pass !== null || entitlements.decks.some((owned) => owned.deckId === deckId);
}

/** What the deck grid says of a deck: 'Owned', 'Included in All-Access', or nothing. */
export function ownershipOf(entitlements: Entitlements, deck: Pick<DeckSummary, "deckId" | "isPremium">): DeckOwnership | null {
  if (!deck.isPremium) return null;
  if (entitlements.decks.some((owned) => owned.deckId === deck.deckId)) return "owned";
  return entitlements.pass ? "pass" : null;
}
