// What a stored deck may hold only for a person entitled to it: the sign-out clears it
// (device-db.ts), lost entitlements cut it to the free preview (features/entitlements).
import type { DeckWithCards } from "../../../shared/api-types";

/** A premium deck's full text: only a person entitled to it may keep it. */
export const isEntitledContent = (deck: Pick<DeckWithCards, "isPremium" | "preview">) => deck.isPremium && !deck.preview;
