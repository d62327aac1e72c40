import { startTransition, useEffect, useState } from "react";
import { readLastCard, type LastCardPosition } from "./last-card-store";

/**
 * Where this device was last in a deck: undefined while it is being read, null when there is
 * none. It reads as undefined from the first render for a new deck until its own read ends.
 */
export function useStoredLastCard(deckId: string): LastCardPosition | null | undefined {
  const [stored, setStored] = useState<{ deckId: string; position: LastCardPosition | null } | null>(null);
  useEffect(() => {
    let current = true;
    void readLastCard(deckId).then((position) => {
      // A transition: on a prerendered deck, the viewer drawn again with the stored card yields to
      // the browser instead of blocking it just as the page comes alive.
      if (current) startTransition(() => setStored({ deckId, position }));
    });
    return () => {
      current = false;
    };
  }, [deckId]);
  return stored?.deckId === deckId ? stored.position : undefined;
}
