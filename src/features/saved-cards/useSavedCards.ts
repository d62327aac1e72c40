import { useCallback, useEffect, useMemo, useSyncExternalStore } from "react";
import type { Card } from "../../../shared/api-types";
import { useAuth } from "../auth";
import { useEntitlements, type EntitlementsView } from "../entitlements";
import { savedCardsState, type PassKnowledge, type SavedFromDeck, type ToggleResult } from "./saved-cards-state";
import type { SavedEntry } from "./saved-entries";

export interface SavedCardsView {
  /** "visitor": nobody is signed in (nothing is saved, a tap asks for an account). */
  status: "visitor" | "loading" | "ready";
  /** The saved cards, newest first. */
  entries: SavedEntry[];
  isSaved(cardId: string): boolean;
  /** Saves or unsaves the card; saving needs the pass ("needs_pass"), and an account ("needs_account"). */
  toggle(card: Card, deck: SavedFromDeck): Promise<ToggleResult>;
  /** Unsaves a card from the saved list (a card shown locked has no Card to toggle). */
  remove(cardId: string): Promise<void>;
  /** A card whose save the server refused (the pass has ended): it is no longer saved. */
  refusedCardId: string | null;
  dismissRefusal(): void;
}

function passKnowledge(view: EntitlementsView): PassKnowledge {
  if (view.status === "ready") return view.entitlements.pass ? "holder" : "none";
  return view.status === "error" ? "unknown" : "loading";
}

const NONE: SavedEntry[] = [];

/** The signed-in person's saved cards, from the device at once and synced with the server. */
export function useSavedCards(): SavedCardsView {
  const { user } = useAuth();
  const userId = user?.id ?? null;
  const knowledge = passKnowledge(useEntitlements());
  const snapshot = useSyncExternalStore(savedCardsState.subscribe, savedCardsState.getSnapshot, savedCardsState.getServerSnapshot);

  useEffect(() => savedCardsState.attach(userId), [userId]);
  useEffect(() => {
    if (userId) savedCardsState.setPass(userId, knowledge);
  }, [userId, knowledge]);

  // Until the store has switched to this person (the effect above), it holds nobody's cards.
  const mine = userId !== null && snapshot.userId === userId ? snapshot : null;
  const toggle = useCallback(
    (card: Card, deck: SavedFromDeck): Promise<ToggleResult> => (userId ? savedCardsState.toggle(card, deck) : Promise.resolve("needs_account")),
    [userId],
  );
  return useMemo(
    () => ({
      status: userId === null ? "visitor" : mine?.loaded ? "ready" : "loading",
      entries: mine?.entries ?? NONE,
      isSaved: (cardId: string) => mine?.savedIds.has(cardId) ?? false,
      toggle,
      remove: savedCardsState.remove,
      refusedCardId: mine?.refusedCardId ?? null,
      dismissRefusal: savedCardsState.dismissRefusal,
    }),
    [userId, mine, toggle],
  );
}
