// The one place a deck answer is shaped, from a deck as its content file has it. The API builds
// every deck answer with it from the rows the seed wrote (public-decks.ts from memory, deck-routes.ts
// per caller), and the build prerenders the deck list and the free decks with it from the content
// files themselves (scripts/prerender.mjs): the same functions from the same kind of input, so a
// prerendered page and the API cannot send a visitor different decks.
//
// Every answer says its deck's language: a deck in one language (deckInLanguage in
// content/deck-texts.ts, or the repository's rows read in one) carries it; a content file as it
// is, is English.
import type { Card, DeckSummary, DeckWithCards, Intensity } from "../../shared/api-types";
import type { Language } from "../../shared/languages";
import type { CardContent, DeckContent } from "../content/deck-content";
import type { LocalizedDeck } from "../content/deck-texts";

/** A deck's own fields in one language, with the number of its cards in their place. */
export type DeckFacts = Omit<LocalizedDeck, "cards"> & { cardCount: number };

/** A whole deck (its content file, English; or in one language), or its facts alone. */
type AnyDeck = DeckContent | LocalizedDeck | DeckFacts;

const cardCountOf = (deck: AnyDeck) => ("cardCount" in deck ? deck.cardCount : deck.cards.length);

const languageOf = (deck: AnyDeck): Language => ("language" in deck ? deck.language : "en");

function deckSummary(deck: AnyDeck): DeckSummary {
  return {
    deckId: deck.deckId,
    title: deck.title,
    description: deck.description,
    isPremium: deck.isPremium,
    cardCount: cardCountOf(deck),
    category: deck.category,
    coverColor: deck.coverColor,
    language: languageOf(deck),
  };
}

/** A card at its place in the deck: `cards` are the deck's first cards, in order. */
const toCard = (card: CardContent, index: number): Card => ({
  id: card.id,
  index,
  question: card.question,
  followUp: card.followUp ?? null,
  intensity: card.intensity,
});

/**
 * The deck list as `GET /api/decks?lang=` sends it, by title as `language` orders words ("Équipe"
 * among the E's in French, where comparing code points would put it after "Z"); decks whose titles
 * compare equal, by id.
 */
export function deckList(decks: readonly AnyDeck[], language: Language = "en"): DeckSummary[] {
  const collator = new Intl.Collator(language);
  return decks.map(deckSummary).sort((a, b) => collator.compare(a.title, b.title) || (a.deckId < b.deckId ? -1 : 1));
}

/**
 * A deck with the cards a caller may read: all of them, or its first ones (a premium deck's
 * preview). `cards` are the deck's first cards in order; the rest are counted as locked, and
 * `lockedIntensities` are their levels, in order.
 */
export function deckWithCards(deck: AnyDeck, cards: readonly CardContent[], preview: boolean, lockedIntensities: readonly Intensity[] = []): DeckWithCards {
  return {
    ...deckSummary(deck),
    cards: cards.map(toCard),
    preview,
    lockedCardCount: cardCountOf(deck) - cards.length,
    lockedIntensities: [...lockedIntensities],
  };
}

/** A free deck with all its cards. Premium decks are never built here: their text is gated. */
export function freeDeckWithCards(deck: DeckContent | LocalizedDeck): DeckWithCards {
  if (deck.isPremium) throw new Error(`${deck.deckId} is premium: its cards are served per caller`);
  return deckWithCards(deck, deck.cards, false);
}
