/// <reference lib="webworker" />
import { matchPrecache } from "workbox-precaching";
import { CARD_TEMPLATE_FILE, cardAddressDeckId, cardPaint, fillCardTemplate, type CardTemplate } from "../shared/card-first-paint";
import { pageResponse } from "./prerendered-page";
import { storedDeck } from "./stored-deck";

/**
 * A card's address (/decks/{deckId}/cards/{n}) of a free deck this device has stored, drawn from the
 * build's template (shared/card-first-paint.ts), so the card is painted before any JavaScript runs,
 * offline too. Null when it cannot be (no stored deck, a premium one, the first or last card): the
 * shell then answers, and the app draws the card itself.
 */
export async function cardPage(url: URL): Promise<Response | null> {
  const deckId = cardAddressDeckId(url.pathname);
  if (deckId === null) return null;
  try {
    const [deck, templateFile, shell] = await Promise.all([storedDeck(deckId), matchPrecache(`/${CARD_TEMPLATE_FILE}`), matchPrecache("/index.html")]);
    const paint = deck && cardPaint(deck, url.pathname);
    if (!paint || !templateFile || !shell) return null;
    // With the shell's headers (its content security policy among them).
    return await pageResponse(shell, fillCardTemplate((await templateFile.json()) as CardTemplate, paint));
  } catch (error) {
    console.warn("The card's first paint could not be drawn; the app will draw it.", error);
    return null;
  }
}
