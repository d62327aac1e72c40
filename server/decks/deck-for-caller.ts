// A deck as one caller may read it: a free deck whole, a premium deck whole for someone entitled
// to it, else its preview. Who is entitled is the entitlements module's to say; app.ts hands its
// check in, so this folder does not depend on that one (which asks here for deck titles).
import type { Kysely } from "kysely";
import type { Database } from "../db/schema";
import { FREE_PREVIEW_CARDS, type DeckWithCards } from "../../shared/api-types";
import { DEFAULT_LANGUAGE, type Language } from "../../shared/languages";
import { findDeckFacts, readCards, readIntensitiesFrom } from "./deck-repository";
import { deckWithCards } from "./visitor-view";

/** Whether this person holds a live entitlement to this deck (the deck itself, or all-access). */
export type IsEntitled = (userId: string, deckId: string) => Promise<boolean>;

/**
 * The deck with the cards this caller may read, in `language` where the deck is published in it
 * (else in English; the answer's `language` says which). For a premium deck without an
 * entitlement only the preview rows are read from the database, in any language, so locked text
 * never enters this process's answer. `userId` is null for an anonymous caller.
 */
export async function getDeckForCaller(
  db: Kysely<Database>,
  deckId: string,
  userId: string | null,
  isEntitled: IsEntitled,
  language: Language = DEFAULT_LANGUAGE,
): Promise<DeckWithCards | null> {
  const deck = await findDeckFacts(db, deckId, language);
  if (!deck) return null;
  const entitled = !deck.isPremium || (userId !== null && (await isEntitled(userId, deckId)));
  if (entitled) return deckWithCards(deck, await readCards(db, deckId, language), false);
  const [cards, lockedIntensities] = await Promise.all([readCards(db, deckId, language, FREE_PREVIEW_CARDS), readIntensitiesFrom(db, deckId, FREE_PREVIEW_CARDS)]);
  return deckWithCards(deck, cards, true, lockedIntensities);
}
