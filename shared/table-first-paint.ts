// A table link's first paint without JavaScript. A table's page depends on the device (the deck it
// has stored, the order dealt from the link), so it cannot be prerendered like a deck's page; the
// build prerenders it once as a template instead, drawn with made-up values (TEMPLATE_TABLE), and
// the service worker (or, on a first visit, the server) fills in the real ones and answers the
// navigation with that page (shared/device-pages.ts), so the first card is on screen before any
// JavaScript runs. The page then hydrates with the deck embedded in it, as a prerendered deck
// page does.
//
// Filling in is string work on React's markup: each made-up value is found nowhere else in the
// template; each part of the page that some tables lack (turns, a timer, a follow-up question) is
// written down by the build as the markup with it and without it, found by rendering the page both
// ways (src/entry-prerender.tsx). A fill that would not equal React's own render of the same table
// fails the build (scripts/prerender.mjs) and build/table-first-paint.test.ts, not a phone.
//
// The card's face is the address's too (a reload of a revealed card says face=up): the first
// template's card is face up and the later one's face down, so a card with the other face takes
// the card's markup from the other template (build/table-first-paint.test.ts checks
// that against React at every position, both faces).
import type { Card, DeckWithCards } from "./api-types";
export { DATA_SLOT } from "./first-paint";
import { fillWords, levelMarkup, progressMarkup, replaceOnce, TEMPLATE_WORDS, withDeckData } from "./first-paint";
import { PRERENDERED_DIR } from "./prerendered-pages";
import { deckIntensities, faceUpOnArrival, formatClock, parseTableAddress, type TableSettings } from "./table-address";
import { tableDeal } from "./table-order";
import { turnOf } from "./table-turns";

/** The templates, in the build and in the worker's precache. */
export const TABLE_TEMPLATES_FILE = `${PRERENDERED_DIR}/table-templates.json`;

const TABLE_PATH = /^\/play\/([^/]+)\/?$/;

/** The deck a table link names, or null when the path is no table's. */
export function tableAddressDeckId(pathname: string): string | null {
  const match = TABLE_PATH.exec(pathname);
  return match ? decodeURIComponent(match[1]) : null;
}

/** The table a template is drawn with: words that are no deck's, numbers that are no one's. */
export const TEMPLATE_TABLE = {
  ...TEMPLATE_WORDS,
  player: "Zqxplayer",
  seed: "zqxseed1",
  /** A timer on, at a choice whose clock ("3:00") is found nowhere else. */
  timerSeconds: 180,
  /** Every card at the template's one level. */
  level: 2,
  cardCount: 97,
  /** The position of the `later` template's card (`first` is at position 0). */
  laterPosition: 41,
} as const;

/** The optional parts of a table's page. */
export type PartName = "turn" | "timer" | "followUp";

export interface TableTemplate {
  /** The whole page, drawn with TEMPLATE_TABLE, turns, a timer and a follow-up question. */
  page: string;
  /** Each optional part: the markup with it (found once in `page`) and without it. */
  parts: Record<PartName, { with: string; without: string }>;
}

/**
 * Two templates: the table's first card, face up (its question is the first paint), and a later
 * card, face down, for a link that names its position. Each card arrives with that face.
 */
export interface TableTemplates {
  first: TableTemplate;
  later: TableTemplate;
}

/** What a table's first paint shows. */
export interface TablePaint {
  deck: DeckWithCards;
  settings: TableSettings;
  position: number;
  /** Whether the card shows its question (the address's face, else the face it arrives with). */
  faceUp: boolean;
  total: number;
  card: Card;
}

/**
 * The first paint of a table link on this device: null where a template cannot draw it and the app
 * should (no usable seed, a premium deck, no cards at these levels, the last card, whose page says
 * the table has ended).
 */
export function tablePaint(deck: DeckWithCards, search: string): TablePaint | null {
  const { settings, position, faceUp } = parseTableAddress(search);
  if (!settings || deck.isPremium || deck.preview) return null;
  const order = tableDeal(settings, deckIntensities(deck));
  if (!order || order.length === 0) return null;
  const at = Math.min(position ?? 0, order.length - 1);
  const card = deck.cards.find((c) => c.index === order[at]);
  if (!card || at === order.length - 1) return null;
  return { deck, settings, position: at, faceUp: faceUp ?? faceUpOnArrival(at), total: order.length, card };
}

const clockMarkup = (seconds: number) => `>${formatClock(seconds)}</span>`;

/**
 * Where the card is in a page: the element that says whether the card is moving (the viewer's
 * CardStage), from its tag to the one that closes it. Throws when it is not there once.
 */
function cardIn(page: string): { start: number; end: number } {
  const busy = page.indexOf(' aria-busy="false"');
  if (busy < 0 || page.indexOf(' aria-busy="false"', busy + 1) >= 0) throw new Error("The table template has no one card");
  const start = page.lastIndexOf("<div", busy);
  const tags = /<div[\s>]|<\/div>/g;
  tags.lastIndex = start;
  let depth = 0;
  for (let tag = tags.exec(page); tag; tag = tags.exec(page)) {
    depth += tag[0] === "</div>" ? -1 : 1;
    if (depth === 0) return { start, end: tag.index + tag[0].length };
  }
  throw new Error("The table template's card is not closed");
}

/** The page for a table: the template for its position, filled in. Throws on a template that does not fit. */
export function fillTableTemplate(templates: TableTemplates, { deck, settings, position, faceUp, total, card }: TablePaint): string {
  const template = position === 0 ? templates.first : templates.later;
  let page = template.page;
  // A card with the other face than its template's: the other template's card (its words are the
  // same made-up ones), and that card's follow-up question to leave out.
  let followUp = template.parts.followUp;
  if (faceUp !== faceUpOnArrival(position === 0 ? 0 : TEMPLATE_TABLE.laterPosition)) {
    const other = position === 0 ? templates.later : templates.first;
    const [here, there] = [cardIn(page), cardIn(other.page)];
    page = page.slice(0, here.start) + other.page.slice(there.start, there.end) + page.slice(here.end);
    followUp = other.parts.followUp;
  }
  // The parts some tables lack, before anything a person wrote is put in.
  const keep: Record<PartName, boolean> = { turn: settings.players.length > 0, timer: settings.timerSeconds > 0, followUp: card.followUp !== null };
  const parts = { ...template.parts, followUp };
  for (const name of Object.keys(keep) as PartName[]) {
    if (!keep[name]) page = replaceOnce(page, parts[name].with, parts[name].without);
  }
  const templatePosition = position === 0 ? 0 : TEMPLATE_TABLE.laterPosition;
  const progress = progressMarkup(position, total);
  progressMarkup(templatePosition, TEMPLATE_TABLE.cardCount).forEach((from, i) => (page = replaceOnce(page, from, progress[i])));
  page = replaceOnce(page, levelMarkup(TEMPLATE_TABLE.level), levelMarkup(card.intensity));
  if (keep.timer) page = replaceOnce(page, clockMarkup(TEMPLATE_TABLE.timerSeconds), clockMarkup(settings.timerSeconds));
  // Then the words, in one pass, so that nothing put in is read again.
  page = fillWords(page, {
    [TEMPLATE_TABLE.title]: deck.title,
    [TEMPLATE_TABLE.coverColor]: deck.coverColor,
    [TEMPLATE_TABLE.question]: card.question,
    [TEMPLATE_TABLE.followUp]: card.followUp ?? "",
    [TEMPLATE_TABLE.player]: turnOf(settings.players, position) ?? "",
    [TEMPLATE_TABLE.deckId]: deck.deckId,
  });
  return withDeckData(page, deck);
}
