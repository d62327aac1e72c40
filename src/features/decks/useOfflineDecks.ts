import { t } from "@lingui/core/macro";
import { startTransition, useCallback, useEffect, useState } from "react";
import { track } from "../../lib/analytics";
import { describeError } from "../../lib/http";
import { removeOfflineDeck, saveDeckForOffline, storedDeckIds, storedPreviewIds } from "./deck-repository";

export interface OfflineDecks {
  stored: Set<string>;
  /** Of the stored decks, those kept only as their preview (a premium deck saved without access). */
  previews: Set<string>;
  busy: Set<string>;
  error: string | null;
  save: (deckId: string) => void;
  remove: (deckId: string) => void;
  dismissError: () => void;
}

/** Which decks are on this device, and the 'Save for offline' and remove actions. */
export function useOfflineDecks(): OfflineDecks {
  const [stored, setStored] = useState<Set<string>>(new Set());
  const [previews, setPreviews] = useState<Set<string>>(new Set());
  const [busy, setBusy] = useState<Set<string>>(new Set());
  const [error, setError] = useState<string | null>(null);

  const refresh = useCallback(() => {
    Promise.all([storedDeckIds(), storedPreviewIds()]).then(([ids, previewIds]) =>
      startTransition(() => {
        setStored(new Set(ids));
        setPreviews(new Set(previewIds));
      }),
    );
  }, []);
  useEffect(refresh, [refresh]);

  const run = useCallback(
    (deckId: string, work: () => Promise<unknown>) => {
      setError(null);
      setBusy((b) => new Set(b).add(deckId));
      work()
        .catch((e: unknown) => setError(describeError(e, e instanceof Error ? e.message : t`The deck could not be saved.`)))
        .finally(() => {
          setBusy((b) => {
            const next = new Set(b);
            next.delete(deckId);
            return next;
          });
          refresh();
        });
    },
    [refresh],
  );

  return {
    stored,
    previews,
    busy,
    error,
    save: (deckId) =>
      run(deckId, async () => {
        await saveDeckForOffline(deckId);
        // Spec: deck events (category Deck) include saving one; recorded once it is saved.
        track("deck_event", { category: "Deck", action: "save", deck_id: deckId });
      }),
    remove: (deckId) => run(deckId, () => removeOfflineDeck(deckId)),
    dismissError: () => setError(null),
  };
}
