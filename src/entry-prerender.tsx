// Build-time prerendering (scripts/prerender.mjs): the first paint of the public pages arrives as
// HTML with its styles, so a phone shows the page before any JavaScript has run. The page then
// renders over it with createRoot (no hydration: what a returning visitor has stored, such as a
// cookie choice, may differ from this anonymous snapshot).
import type { ReactNode } from "react";
import { prerender } from "react-dom/static";
import { StaticRouter } from "react-router-dom";
import { ServerStyleSheet } from "styled-components";
import { App } from "./app/App";
import type { DeckSummary } from "./lib/api-types";
import { initialDecksScript, setBuildTimeDecks } from "./lib/initial-data";

/** Pages with no per-visitor data in their first paint. */
export const PRERENDER_PATHS = [
  "/",
  "/decks",
  "/pricing",
  "/about",
  "/faq",
  "/feedback",
  "/terms",
  "/privacy-policy",
  "/cookie-policy",
  "/signin",
  "/signup",
];

/** Pages whose first paint lists the decks: their HTML carries the list it was drawn with. */
const PATHS_WITH_DECKS = new Set(["/", "/decks"]);

export async function renderPath(
  path: string,
  decks: DeckSummary[],
): Promise<{ html: string; styles: string; data: string }> {
  const sheet = new ServerStyleSheet();
  const withDecks = PATHS_WITH_DECKS.has(path);
  setBuildTimeDecks(withDecks ? decks : null);
  try {
    const Router = ({ children }: { children: ReactNode }) => <StaticRouter location={path}>{children}</StaticRouter>;
    // One piece of HTML, however large: React would otherwise outline big Suspense content and
    // add inline scripts to put it in place, which our CSP (rightly) refuses to run.
    const { prelude } = await prerender(sheet.collectStyles(<App Router={Router} />), {
      progressiveChunkSize: Number.POSITIVE_INFINITY,
    });
    const html = await new Response(prelude).text();
    return { html, styles: sheet.getStyleTags(), data: withDecks ? initialDecksScript(decks) : "" };
  } finally {
    sheet.seal();
    setBuildTimeDecks(null);
  }
}
