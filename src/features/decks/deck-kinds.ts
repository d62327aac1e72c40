// The kinds of deck a person can narrow the list to: the deck's category, or all of them. Apart
// from the search (deck-filter.ts): every deck card shows its kind's label, the landing page's too.
import type { MessageDescriptor } from "@lingui/core";
import { msg } from "@lingui/core/macro";
import { DECK_CATEGORIES, type DeckCategory } from "../../../shared/api-types";

/** A kind of deck to show: one category, or all of them. */
export type DeckKind = DeckCategory | "all";

/** The choices in the order they are offered, All first. */
export const DECK_KINDS: readonly DeckKind[] = ["all", ...DECK_CATEGORIES];

/** The kinds' names (messages, drawn with i18n._): the filter's buttons and each deck card's label. */
export const KIND_LABELS: Record<DeckKind, MessageDescriptor> = {
  all: msg({ message: "All", context: "kind of deck" }),
  relationships: msg({ message: "Relationships", context: "kind of deck" }),
  teams: msg({ message: "Teams", context: "kind of deck" }),
  "self-discovery": msg({ message: "Self-discovery", context: "kind of deck" }),
};

/** The address's name for the kind: `/decks?kind=teams`. All is the address without it. */
export const KIND_PARAM = "kind";

/** The kind an address asks for; anything but a category (missing, misspelt, old) reads as All. */
export function kindFromAddress(value: string | null): DeckKind {
  return (DECK_CATEGORIES as readonly string[]).includes(value ?? "") ? (value as DeckCategory) : "all";
}
