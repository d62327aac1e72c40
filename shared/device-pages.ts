// The pages drawn from a deck and the build's templates rather than prerendered whole: a table
// link (shared/table-first-paint.ts) and a card's address (shared/card-first-paint.ts). The
// service worker draws them from the deck the device stored (sw/device-page.ts); the server, on a
// first visit, from the free deck it serves (server/http/device-pages.ts). Either way the first
// card is on screen before any JavaScript runs, and the page hydrates with the embedded deck.
import type { DeckWithCards } from "./api-types";
import { cardAddressDeckId, cardPaint, fillCardTemplate, type CardTemplate } from "./card-first-paint";
import { joinPage } from "./prerendered-pages";
import { fillTableTemplate, tableAddressDeckId, tablePaint, type TableTemplates } from "./table-first-paint";

export { CARD_TEMPLATE_FILE } from "./card-first-paint";
export { TABLE_TEMPLATES_FILE } from "./table-first-paint";
export { PAGE_PARTS_FILE } from "./prerendered-pages";

/** The build's files a device page is drawn from. */
export interface DevicePageTemplates {
  table: TableTemplates;
  card: CardTemplate;
  /** The stylesheets the templates leave out (shared/prerendered-pages.ts). */
  parts: readonly string[];
}

/** The deck a device page's address names; null for any other address. */
export function devicePageDeckId(pathname: string): string | null {
  return tableAddressDeckId(pathname) ?? cardAddressDeckId(pathname);
}

/**
 * The page at `url` drawn with `deck`; null where the templates cannot draw it (a premium deck, an
 * address the app deals afresh, a first or last card): the app then draws it. Throws on templates
 * that do not fit (a build's files mixed with another's).
 */
export function drawDevicePage(url: { pathname: string; search: string }, deck: DeckWithCards, templates: DevicePageTemplates): string | null {
  if (tableAddressDeckId(url.pathname) !== null) {
    const paint = tablePaint(deck, url.search);
    return paint && joinPage(fillTableTemplate(templates.table, paint), templates.parts);
  }
  const paint = cardPaint(deck, url.pathname);
  return paint && joinPage(fillCardTemplate(templates.card, paint), templates.parts);
}
