// A card's address (/decks/{deckId}/cards/{n}) without JavaScript. The page depends on the device
// (the deck it has stored), so, as for a table link (shared/table-first-paint.ts), the build draws
// it once as a template with made-up values (TEMPLATE_CARD) and the service worker fills in the
// stored deck's (shared/device-pages.ts):
// the card is on screen before any JavaScript runs, offline too, and the page hydrates with the
// deck embedded in it. A fill that would not equal
// React's own render fails the build (scripts/prerender.mjs) and build/card-first-paint.test.ts.
//
// Drawn: a free deck's card between its first and its last (the first is the deck's own page,
// prerendered; the last has its forward controls off), face down, as the viewer opens a card's
// address. Anything else is left to the app.
import type { Card, DeckWithCards } from "./api-types";
import { fillWords, levelMarkup, progressMarkup, replaceOnce, TEMPLATE_WORDS, withDeckData } from "./first-paint";
import { PRERENDERED_DIR } from "./prerendered-pages";

/** The template, in the build and in the worker's precache. */
export const CARD_TEMPLATE_FILE = `${PRERENDERED_DIR}/card-template.json`;

/** The deck and card the template is drawn with. */
export const TEMPLATE_CARD = { ...TEMPLATE_WORDS, level: 2, cardCount: 97, position: 41 } as const;

export interface CardTemplate {
  /** The whole page, drawn with TEMPLATE_CARD, whose card has a follow-up question. */
  page: string;
  /** The card's follow-up question: its markup (found once in `page`) and the markup without it. */
  followUp: { with: string; without: string };
}

/** What a card's first paint shows. */
export interface CardPaint {
  deck: DeckWithCards;
  position: number;
  card: Card;
}

const CARD_PATH = /^\/decks\/([^/]+)\/cards\/(\d+)\/?$/;

/** The deck a card's address names, or null when the path is no card's address. */
export function cardAddressDeckId(pathname: string): string | null {
  const match = CARD_PATH.exec(pathname);
  return match ? decodeURIComponent(match[1]) : null;
}

/** The first paint of a card's address on this device: null where the template cannot draw it. */
export function cardPaint(deck: DeckWithCards, pathname: string): CardPaint | null {
  const match = CARD_PATH.exec(pathname);
  if (!match || deck.isPremium || deck.preview || decodeURIComponent(match[1]) !== deck.deckId) return null;
  const position = Number(match[2]);
  if (position < 1 || position >= deck.cardCount - 1) return null;
  const card = deck.cards.find((c) => c.index === position);
  return card ? { deck, position, card } : null;
}

/** The page for a card's address: the template filled in. Throws on a template that does not fit. */
export function fillCardTemplate(template: CardTemplate, { deck, position, card }: CardPaint): string {
  let page = template.page;
  if (card.followUp === null) page = replaceOnce(page, template.followUp.with, template.followUp.without);
  const progress = progressMarkup(position, deck.cardCount);
  progressMarkup(TEMPLATE_CARD.position, TEMPLATE_CARD.cardCount).forEach((from, i) => (page = replaceOnce(page, from, progress[i])));
  page = replaceOnce(page, levelMarkup(TEMPLATE_CARD.level), levelMarkup(card.intensity));
  page = fillWords(page, {
    [TEMPLATE_CARD.title]: deck.title,
    [TEMPLATE_CARD.coverColor]: deck.coverColor,
    [TEMPLATE_CARD.question]: card.question,
    [TEMPLATE_CARD.followUp]: card.followUp ?? "",
    [TEMPLATE_CARD.deckId]: deck.deckId,
  });
  return withDeckData(page, deck);
}
