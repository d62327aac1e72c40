/// <reference lib="webworker" />
import { createHandlerBoundToURL } from "workbox-precaching";
import { NavigationRoute, registerRoute } from "workbox-routing";
import { devicePage } from "./device-page";
import { languageChoiceRedirect } from "./language-choice";
import { languagePage } from "./language-pages";
import { prerenderedPage } from "./prerendered-page";

/**
 * Paths the shell must never answer: the API, the identity service's hosted login form and
 * logout (/identity/, proxied to the local emulator), the payment emulator's checkout and portal
 * pages (/payments/, local mode), and real files (anything with an extension).
 */
const SHELL_DENYLIST = [/^\/api\//, /^\/identity(\/|$)/, /^\/payments(\/|$)/, /\/[^/?]+\.[^/?]+$/];

/**
 * Every navigation to an app route is answered from the precache, at once and with no network
 * round trip: a slow or absent connection cannot hold the app back. A page that was prerendered
 * (the public pages and the free decks, scripts/prerender.mjs) is answered with that page, so it
 * is painted before any JavaScript runs, as on a first visit; it hydrates for whoever is signed in
 * (as the server's copy does); the worker keeps the pages' stylesheets once (prerendered-page.ts). A table link of a stored deck is drawn here from a template with
 * the deck's first card, and a card's address of a stored free deck the same way (device-page.ts);
 * both hydrate as a prerendered page does. A page in another language (/de/decks) is the server's,
 * kept once opened (language-pages.ts). Any other route gets
 * index.html, the empty shell. A new shell and new pages arrive with a new worker (the update prompt).
 */
export function answerNavigationsFromPrecache() {
  const shell = createHandlerBoundToURL("/index.html");
  registerRoute(
    new NavigationRoute(
      async (options) => {
        const page =
          (await languageChoiceRedirect(options.url)) ??
          (await devicePage(options.url)) ?? (await prerenderedPage(options.url.pathname)) ?? (await languagePage(options.request, options.url));
        return page ?? shell(options);
      },
      { denylist: SHELL_DENYLIST },
    ),
  );
}
