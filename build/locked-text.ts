// A check of every build: no text of a premium card past its deck's free preview is in any file
// the build wrote (the pages, the scripts, the worker, the prerendered data), in any language. Such text reaches a
// browser only from the API, to someone who may read it; a build file reaches everyone.
import { readdirSync, readFileSync, statSync } from "node:fs";
import path from "node:path";
import { FREE_PREVIEW_CARDS } from "../shared/api-types";
import type { DeckContent } from "../server/content/deck-content";

function walk(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const full = path.join(dir, name);
    return statSync(full).isDirectory() ? walk(full) : [full];
  });
}

/** The forms a text takes in a built file: as written, inside a JSON or JS string, in HTML. */
function writtenForms(text: string): string[] {
  const html = text.replace(/&/g, "&amp;").replace(/</g, "&lt;").replace(/>/g, "&gt;").replace(/"/g, "&quot;").replace(/'/g, "&#x27;");
  return [...new Set([text, JSON.stringify(text).slice(1, -1), html])];
}

/** The files of `dir` (compressed copies aside) that hold a locked premium question or follow-up, with the text found. */
export function lockedTextIn(dir: string, decks: readonly DeckContent[]): { file: string; text: string }[] {
  const locked = decks
    .filter((deck) => deck.isPremium)
    // In English and in every language the deck is translated into.
    .flatMap((deck) => [deck.cards, ...Object.values(deck.texts ?? {}).map((text) => text.cards)])
    .flatMap((cards) => cards.slice(FREE_PREVIEW_CARDS).flatMap((card) => [card.question, ...(card.followUp ? [card.followUp] : [])]))
    .map((text) => ({ text, forms: writtenForms(text) }));
  const found: { file: string; text: string }[] = [];
  for (const file of walk(dir)) {
    if (/\.(br|gz|png|jpe?g|webp|avif|woff2?|ico)$/i.test(file)) continue;
    const body = readFileSync(file, "utf8");
    for (const { text, forms } of locked) if (forms.some((form) => body.includes(form))) found.push({ file: path.relative(dir, file), text });
  }
  return found;
}
