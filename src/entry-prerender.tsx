// Build-time prerendering (scripts/prerender.mjs): the first paint of the public pages and of the
// free decks arrives as HTML with its styles, so a phone shows the page (or the first card) before
// any JavaScript has run. The page then hydrates it (src/main.tsx).
import type { Messages } from "@lingui/core";
import { t } from "@lingui/core/macro";
import type { ReactNode } from "react";
import { prerender } from "react-dom/static";
import { StaticRouter } from "react-router-dom";
import { ServerStyleSheet } from "styled-components";
import { App } from "./app/App";
import { i18n } from "./lib/i18n";
import { languageOfPath, type Language, type PageLanguage } from "../shared/languages";
import type { DeckSummary, DeckWithCards } from "../shared/api-types";
import { cardUrl, deckUrl } from "./lib/app-urls";
import { initialDataScripts, setBuildTimeData } from "./lib/initial-data";
import { tableUrl } from "../shared/table-address";
import { TEMPLATE_CARD, type CardTemplate } from "../shared/card-first-paint";
import { TEMPLATE_TABLE, type PartName, type TableTemplate, type TableTemplates } from "../shared/table-first-paint";

/**
 * Pages with no per-visitor data in their first paint. Pages with forms (sign-in, sign-up,
 * feedback) are not among them: what someone types before the page comes alive would be lost
 * when React takes the fields over.
 */
export const PRERENDER_PATHS = ["/", "/decks", "/pricing", "/about", "/faq", "/terms", "/privacy-policy", "/cookie-policy"];

/** The languages every page is prerendered in (shared/languages.ts). */
export { LANGUAGES, pathInLanguage } from "../shared/languages";

/** Every catalog, compiled into the prerender: a page is drawn in its language synchronously. */
const builtCatalogs = import.meta.glob<{ messages: Messages }>("./locales/*.po", { eager: true });

function activateBuiltLanguage(language: PageLanguage) {
  const messages = language === "en" ? {} : builtCatalogs[`./locales/${language}.po`]?.messages;
  if (!messages) throw new Error(`No catalog for ${language}`);
  i18n.loadAndActivate({ locale: language, messages });
}

/**
 * What a page's head says in its language, outside the app's markup: `<html lang>`, the meta
 * description, the noscript line.
 */
export function pageHead(language: Language): { description: string; noscript: string } {
  activateBuiltLanguage(language);
  return {
    description: t`Curated conversation-question card decks for relationships, teams and self-discovery. Works offline.`,
    noscript: t`Spark Decks needs JavaScript to run.`,
  };
}

/** Pages whose first paint lists the decks: their HTML carries the list it was drawn with. */
const PATHS_WITH_DECKS = new Set(["/", "/decks"]);

/** A free deck's page (its first card is the largest thing on it, so it should not wait for JS). */
export { deckUrl } from "./lib/app-urls";

/** Each prerendered page's chunks, to preload: taken from the app's route table, not its text. */
export { pageChunks } from "./page-chunks";

/**
 * Renders one page. `deck` is the free deck a `/deck/{id}` page shows, exactly as the API sends
 * it to a visitor; its cards are embedded too, so the page hydrates without a request.
 */
export async function renderPath(
  pagePath: string,
  decks: DeckSummary[],
  deck: DeckWithCards | null = null,
): Promise<{ html: string; styles: string; data: string }> {
  // `/de/decks`: the German /decks, drawn in German under the router's /de (shared/languages.ts).
  const { language, basename, path } = languageOfPath(pagePath);
  if (deck && (deck.preview || (path !== deckUrl(deck.deckId) && !path.startsWith(cardUrl(deck.deckId, 0).replace(/0$/, "")) && !path.startsWith(`/play/${encodeURIComponent(deck.deckId)}?`)))) throw new Error(`${pagePath}: only free decks are prerendered`);
  activateBuiltLanguage(language);
  const sheet = new ServerStyleSheet();
  const data = { decks: PATHS_WITH_DECKS.has(path) ? decks : null, deck };
  setBuildTimeData(data);
  try {
    const Router = ({ children }: { children: ReactNode }) => (
      <StaticRouter basename={basename} location={pagePath}>
        {children}
      </StaticRouter>
    );
    // One piece of HTML, however large: React would otherwise outline big Suspense content and
    // add inline scripts to put it in place, which our CSP (rightly) refuses to run.
    const errors: unknown[] = [];
    const { prelude } = await prerender(sheet.collectStyles(<App Router={Router} />), {
      progressiveChunkSize: Number.POSITIVE_INFINITY,
      // React would leave a failed part for the browser to draw; a build should fail instead.
      onError: (error) => void errors.push(error),
    });
    if (errors.length > 0) throw new Error(`${pagePath} could not be prerendered: ${String(errors[0])}`);
    const html = await new Response(prelude).text();
    return { html, styles: sheet.getStyleTags(), data: initialDataScripts(data) };
  } finally {
    sheet.seal();
    setBuildTimeData({});
  }
}

/** The made-up deck a template is drawn with: every card alike, so any order shows the same. */
function templateDeck(withFollowUp: boolean, t: typeof TEMPLATE_TABLE | typeof TEMPLATE_CARD = TEMPLATE_TABLE): DeckWithCards {
  const cards = Array.from({ length: t.cardCount }, (_, index) => ({
    id: `${t.deckId}-${index}`,
    index,
    question: t.question,
    followUp: withFollowUp ? t.followUp : null,
    intensity: t.level,
  }));
  return { deckId: t.deckId, title: t.title, description: "", category: "relationships", cardCount: t.cardCount, isPremium: false, coverColor: t.coverColor, preview: false, lockedCardCount: 0, cards };
}

/** What `base` has in place of `without`'s markup where the two differ (they differ in one place). */
function difference(base: string, without: string): { with: string; without: string } {
  let start = 0;
  while (start < without.length && base[start] === without[start]) start++;
  let end = 0;
  while (end < without.length - start && base[base.length - 1 - end] === without[without.length - 1 - end]) end++;
  return { with: base.slice(start, base.length - end), without: without.slice(start, without.length - end) };
}

/**
 * The table page's templates (shared/table-first-paint.ts): the page drawn with TEMPLATE_TABLE at
 * its first card and at a later one, and each optional part found by drawing the page without it.
 * `page` makes a whole page of a render, as for every prerendered page.
 */
export async function renderTableTemplates(
  page: (rendered: { html: string; styles: string }, path: string) => string,
): Promise<TableTemplates> {
  const t = TEMPLATE_TABLE;
  const settings = { seed: t.seed, levels: [1, 2, 3] as const, timerSeconds: t.timerSeconds, players: [t.player] };
  const template = async (position: number): Promise<TableTemplate> => {
    const draw = async (change: { timerSeconds?: number; players?: string[] } = {}, withFollowUp = true) => {
      const path = tableUrl(t.deckId, { ...settings, levels: [...settings.levels], ...change }, position);
      return { path, ...(await renderPath(path, [], templateDeck(withFollowUp))) };
    };
    const base = await draw();
    const without: Record<PartName, string> = {
      turn: (await draw({ players: [] })).html,
      timer: (await draw({ timerSeconds: 0 })).html,
      followUp: (await draw({}, false)).html,
    };
    const parts = Object.fromEntries(Object.entries(without).map(([name, html]) => [name, difference(base.html, html)]));
    return { page: page(base, base.path), parts: parts as TableTemplate["parts"] };
  };
  return { first: await template(0), later: await template(t.laterPosition) };
}

/**
 * The card address's template (shared/card-first-paint.ts): the viewer drawn with TEMPLATE_CARD at
 * its card, and the card's follow-up question found by drawing it without one.
 */
export async function renderCardTemplate(page: (rendered: { html: string; styles: string }, path: string) => string): Promise<CardTemplate> {
  const path = cardUrl(TEMPLATE_CARD.deckId, TEMPLATE_CARD.position);
  const base = await renderPath(path, [], templateDeck(true, TEMPLATE_CARD));
  const without = await renderPath(path, [], templateDeck(false, TEMPLATE_CARD));
  return { page: page(base, path), followUp: difference(base.html, without.html) };
}
