import { startTransition, useCallback, useEffect, useState } from "react";
import type { DeckSummary } from "../../../shared/api-types";
import { initialDecks } from "../../lib/initial-data";
import { loadDecks } from "./deck-repository";
import { sortDecks } from "./sort-decks";

export type DecksState =
  | { status: "loading" }
  | { status: "error"; message: string }
  | { status: "ready"; decks: DeckSummary[] };

export const DECKS_ERROR_MESSAGE = "Failed to fetch decks";

/** The deck list, sorted for display: from the device at once when stored, with a retry. */
export function useDecks(): DecksState & { retry: () => void } {
  const [state, setState] = useState<DecksState>(() => {
    const embedded = initialDecks();
    return embedded ? { status: "ready", decks: sortDecks(embedded) } : { status: "loading" };
  });
  const [attempt, setAttempt] = useState(0);

  useEffect(() => {
    const controller = new AbortController();
    const show = (decks: DeckSummary[]) => {
      if (controller.signal.aborted) return;
      const sorted = sortDecks(decks);
      // A grid of decks is a big render: let it yield to input instead of blocking.
      startTransition(() => setState({ status: "ready", decks: sorted }));
    };
    setState((current) => (current.status === "ready" ? current : { status: "loading" }));
    loadDecks({ signal: controller.signal, onRefresh: show })
      .then(show)
      .catch((error: unknown) => {
        if (controller.signal.aborted) return;
        console.warn("Loading the deck list failed", error);
        setState({ status: "error", message: DECKS_ERROR_MESSAGE });
      });
    return () => controller.abort();
  }, [attempt]);

  const retry = useCallback(() => setAttempt((n) => n + 1), []);
  return { ...state, retry };
}
