/// <reference lib="webworker" />
import { matchPrecache } from "workbox-precaching";
import type { CardTemplate } from "../shared/card-first-paint";
import { CARD_TEMPLATE_FILE, devicePageDeckId, drawDevicePage, PAGE_PARTS_FILE, TABLE_TEMPLATES_FILE, type DevicePageTemplates } from "../shared/device-pages";
import type { TableTemplates } from "../shared/table-first-paint";
import { pageResponse } from "./prerendered-page";
import { storedDeck } from "./stored-deck";

let templates: Promise<DevicePageTemplates> | null = null;

/** The build's templates and the stylesheets they leave out, read once per worker. */
function deviceTemplates(): Promise<DevicePageTemplates> {
  templates ??= Promise.all([TABLE_TEMPLATES_FILE, CARD_TEMPLATE_FILE, PAGE_PARTS_FILE].map((file) => matchPrecache(`/${file}`))).then(async (files) => {
    if (files.some((file) => !file)) throw new Error("The page templates are not in the precache");
    const [table, card, parts] = await Promise.all(files.map((file) => file!.json()));
    return { table: table as TableTemplates, card: card as CardTemplate, parts: parts as string[] };
  });
  // A failure is not kept: the next navigation reads the files again.
  templates.catch(() => (templates = null));
  return templates;
}

/**
 * A table link (/play/{deckId}?…) or a card's address (/decks/{deckId}/cards/{n}) of a deck this
 * device has stored, drawn from the build's templates (shared/device-pages.ts) with the card at the
 * address's place (and its face), so the card is painted as the app will show it before any
 * JavaScript runs, offline too. Null when it cannot be (no stored deck, a premium one, an address
 * the app deals afresh): the shell then answers, and the app draws the page itself.
 */
export async function devicePage(url: URL): Promise<Response | null> {
  try {
    const deckId = devicePageDeckId(url.pathname);
    if (deckId === null) return null;
    const [deck, shell] = await Promise.all([storedDeck(deckId), matchPrecache("/index.html")]);
    if (!deck || !shell) return null;
    const html = drawDevicePage(url, deck, await deviceTemplates());
    // With the shell's headers (its content security policy among them).
    return html === null ? null : pageResponse(shell, html);
  } catch (error) {
    console.warn("The page's first paint could not be drawn; the app will draw it.", error);
    return null;
  }
}
