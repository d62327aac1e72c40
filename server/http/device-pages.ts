// A table link of a free deck on a first visit, before any service worker:
// the page drawn from the build's templates with the deck the API would send, as the worker draws
// it later from the deck the device stored (shared/device-pages.ts). Someone who scans a table's
// QR code sees the first card before any JavaScript has run. The deck comes from the caller (the
// decks module, composed in server/app.ts); anything that cannot be drawn gets the shell. A card's
// address is not drawn here: pages opened at a card are driven at once (a drag, a tap on the card)
// in ways the held early taps do not cover yet; the worker draws it on later visits.
import { readFileSync } from "node:fs";
import path from "node:path";
import type { DeckWithCards } from "../../shared/api-types";
import { tableAddressDeckId } from "../../shared/table-first-paint";
import { CARD_TEMPLATE_FILE, drawDevicePage, PAGE_PARTS_FILE, TABLE_TEMPLATES_FILE, type DevicePageTemplates } from "../../shared/device-pages";

/** A free deck as a visitor gets it; null for a premium or unknown one. */
export type FreeDeck = (deckId: string) => Promise<DeckWithCards | null>;

/** The page for an address, or null when it is none of these or cannot be drawn. */
export type DrawPage = (url: URL) => Promise<string | null>;

function readTemplates(distDir: string): DevicePageTemplates | null {
  try {
    const [table, card, parts] = [TABLE_TEMPLATES_FILE, CARD_TEMPLATE_FILE, PAGE_PARTS_FILE].map((file) => JSON.parse(readFileSync(path.join(distDir, file), "utf8")));
    return { table, card, parts };
  } catch {
    return null; // a build from before the templates, or none: the shell answers
  }
}

export function devicePages(distDir: string, freeDeck: FreeDeck): DrawPage {
  let templates: DevicePageTemplates | null | undefined;
  return async (url) => {
    let deckId: string | null;
    try {
      deckId = tableAddressDeckId(url.pathname);
    } catch {
      return null; // a malformed escape in the address: the app says what is not there
    }
    if (deckId === null) return null;
    // Read once: a build without them (null) is not read again on every table link either.
    if (templates === undefined) templates = readTemplates(distDir);
    if (!templates) return null;
    try {
      const deck = await freeDeck(deckId);
      return deck && drawDevicePage(url, deck, templates);
    } catch (error) {
      // The database away, or templates that do not fit: the shell still starts the app.
      console.warn(`${url.pathname}: the first paint could not be drawn; the app will draw it.`, error);
      return null;
    }
  };
}
