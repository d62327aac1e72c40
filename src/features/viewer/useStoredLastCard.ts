import { useEffect, useState } from "react";
import { deckStore } from "../../lib/deck-store";

/**
 * The card this device was last on in a deck: undefined while it is being read, null when there
 * is none. It reads as undefined from the first render for a new deck until its own read ends.
 */
export function useStoredLastCard(deckId: string): number | null | undefined {
  const [stored, setStored] = useState<{ deckId: string; index: number | null } | null>(null);
  useEffect(() => {
    let current = true;
    void deckStore.readLastCard(deckId).then((index) => {
      if (current) setStored({ deckId, index });
    });
    return () => {
      current = false;
    };
  }, [deckId]);
  return stored?.deckId === deckId ? stored.index : undefined;
}
