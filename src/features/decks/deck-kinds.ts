// The kinds of deck a person can narrow the list to: the deck's category, or all of them. Apart
// from the search (deck-filter.ts): every deck card shows its kind's label, the landing page's too.
import { DECK_CATEGORIES, type DeckCategory } from "../../../shared/api-types";

/** A kind of deck to show: one category, or all of them. */
export type DeckKind = DeckCategory | "all";

/** The choices in the order they are offered, All first. */
export const DECK_KINDS: readonly DeckKind[] = ["all", ...DECK_CATEGORIES];

export const KIND_LABELS: Record<DeckKind, string> = {
  all: "All",
  relationships: "Relationships",
  teams: "Teams",
  "self-discovery": "Self-discovery",
};

/** The address's name for the kind: `/decks?kind=teams`. All is the address without it. */
export const KIND_PARAM = "kind";

/** The kind an address asks for; anything but a category (missing, misspelt, old) reads as All. */
export function kindFromAddress(value: string | null): DeckKind {
  return (DECK_CATEGORIES as readonly string[]).includes(value ?? "") ? (value as DeckCategory) : "all";
}
