// Build-time prerendering (scripts/prerender.mjs): the first paint of the public pages and of the
// free decks arrives as HTML with its styles, so a phone shows the page (or the first card) before
// any JavaScript has run. The page then hydrates it (src/main.tsx).
import type { ReactNode } from "react";
import { prerender } from "react-dom/static";
import { StaticRouter } from "react-router-dom";
import { ServerStyleSheet } from "styled-components";
import { App } from "./app/App";
import type { DeckSummary, DeckWithCards } from "../shared/api-types";
import { deckUrl } from "./lib/app-urls";
import { initialDataScripts, setBuildTimeData } from "./lib/initial-data";

/**
 * Pages with no per-visitor data in their first paint. Pages with forms (sign-in, sign-up,
 * feedback) are not among them: what someone types before the page comes alive would be lost
 * when React takes the fields over.
 */
export const PRERENDER_PATHS = ["/", "/decks", "/pricing", "/about", "/faq", "/terms", "/privacy-policy", "/cookie-policy"];

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
  path: string,
  decks: DeckSummary[],
  deck: DeckWithCards | null = null,
): Promise<{ html: string; styles: string; data: string }> {
  if (deck && (deck.preview || path !== deckUrl(deck.deckId))) throw new Error(`${path}: only free decks are prerendered`);
  const sheet = new ServerStyleSheet();
  const data = { decks: PATHS_WITH_DECKS.has(path) ? decks : null, deck };
  setBuildTimeData(data);
  try {
    const Router = ({ children }: { children: ReactNode }) => <StaticRouter location={path}>{children}</StaticRouter>;
    // One piece of HTML, however large: React would otherwise outline big Suspense content and
    // add inline scripts to put it in place, which our CSP (rightly) refuses to run.
    const errors: unknown[] = [];
    const { prelude } = await prerender(sheet.collectStyles(<App Router={Router} />), {
      progressiveChunkSize: Number.POSITIVE_INFINITY,
      // React would leave a failed part for the browser to draw; a build should fail instead.
      onError: (error) => void errors.push(error),
    });
    if (errors.length > 0) throw new Error(`${path} could not be prerendered: ${String(errors[0])}`);
    const html = await new Response(prelude).text();
    return { html, styles: sheet.getStyleTags(), data: initialDataScripts(data) };
  } finally {
    sheet.seal();
    setBuildTimeData({});
  }
}
