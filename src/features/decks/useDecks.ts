import { msg } from "@lingui/core/macro";
import { useMemo } from "react";
import type { DeckSummary } from "../../../shared/api-types";
import { i18n } from "../../lib/i18n";
import { initialDecks } from "../../lib/initial-data";
import type { LoadOptions } from "../../lib/offline-first";
import { useOfflineFirst } from "../../lib/useOfflineFirst";
import { loadDecks } from "./deck-repository";
import { sortDecks } from "./sort-decks";

export type DecksState =
  | { status: "loading" }
  | { status: "error"; message: string }
  | { status: "ready"; decks: DeckSummary[] };

const DECKS_ERROR_MESSAGE = msg`Failed to fetch decks`;

// The list has one key; the page's embedded list (a prerendered page) shows before any load.
const LIST = "decks";
const loadList = (_key: string, options: LoadOptions<DeckSummary[]>) =>
  loadDecks(options).catch((error: unknown) => {
    if (!options.signal?.aborted) console.warn("Loading the deck list failed", error);
    throw error;
  });
const embeddedList = () => initialDecks();

/** The deck list, sorted for display: from the device at once when stored, with a retry. */
export function useDecks(): DecksState & { retry: () => void } {
  const { state, retry } = useOfflineFirst(LIST, loadList, { initial: embeddedList });
  const data = state.status === "ready" ? state.data : null;
  const decks = useMemo(() => (data ? sortDecks(data) : null), [data]);
  if (decks) return { status: "ready", decks, retry };
  if (state.status === "error") return { status: "error", message: i18n._(DECKS_ERROR_MESSAGE), retry };
  return { status: "loading", retry };
}
