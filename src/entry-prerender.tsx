// Build-time prerendering (scripts/prerender.mjs): the first paint of the public pages arrives as
// HTML with its styles, so a phone shows the page before any JavaScript has run. The page then
// renders over it with createRoot (no hydration: what a returning visitor has stored, such as a
// cookie choice, may differ from this anonymous snapshot).
import type { ReactNode } from "react";
import { prerender } from "react-dom/static";
import { StaticRouter } from "react-router-dom";
import { ServerStyleSheet } from "styled-components";
import { App } from "./app/App";

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

export async function renderPath(path: string): Promise<{ html: string; styles: string }> {
  const sheet = new ServerStyleSheet();
  try {
    const Router = ({ children }: { children: ReactNode }) => <StaticRouter location={path}>{children}</StaticRouter>;
    const { prelude } = await prerender(sheet.collectStyles(<App Router={Router} />));
    const html = await new Response(prelude).text();
    return { html, styles: sheet.getStyleTags() };
  } finally {
    sheet.seal();
  }
}
