import type { DeckWithCards } from "../../../shared/api-types";

/** A premium deck's full text: only a person entitled to it may keep it. */
export const isEntitledContent = (deck: Pick<DeckWithCards, "isPremium" | "preview">) => deck.isPremium && !deck.preview;
