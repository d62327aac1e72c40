/// <reference lib="webworker" />
import { matchPrecache } from "workbox-precaching";
import { pageResponse } from "./prerendered-page";
import { storedDeck } from "./stored-deck";
import { fillTableTemplate, TABLE_TEMPLATES_FILE, tablePaint, type TableTemplates } from "../shared/table-first-paint";

const TABLE_PATH = /^\/play\/([^/]+)\/?$/;

/**
 * A table link (/play/{deckId}?…) of a deck this device has stored, drawn from the build's
 * template (shared/table-first-paint.ts) with the card at the address's place and with its face (a
 * reload of a revealed card draws it revealed), so the card is painted as the app will show it
 * before any JavaScript runs, offline too. Null when it cannot be (no stored deck, a premium one, an
 * address the app deals afresh): the shell then answers, and the app draws the table itself.
 */
export async function tablePage(url: URL): Promise<Response | null> {
  const match = TABLE_PATH.exec(url.pathname);
  if (!match) return null;
  try {
    const deckId = decodeURIComponent(match[1]);
    const [deck, templatesFile, shell] = await Promise.all([storedDeck(deckId), matchPrecache(TABLE_TEMPLATES_FILE), matchPrecache("/index.html")]);
    const paint = deck && tablePaint(deck, url.search);
    if (!paint || !templatesFile || !shell) return null;
    // With the shell's headers (its content security policy among them).
    return await pageResponse(shell, fillTableTemplate((await templatesFile.json()) as TableTemplates, paint));
  } catch (error) {
    console.warn("The table's first paint could not be drawn; the app will draw it.", error);
    return null;
  }
}
