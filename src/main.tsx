import "@fontsource-variable/inter/wght.css";
import { StrictMode, startTransition } from "react";
import { markStoredCookieChoice } from "./features/consent/first-paint";
import { holdEarlyClicks, releaseEarlyClicks } from "./lib/early-clicks";
import { keepEarlyKeys } from "./lib/early-keys";
import { watchInteractions } from "./lib/interactions";
import { captureInstallPrompt } from "./lib/install-prompt";
import { registerServiceWorker } from "./lib/sw-updates";
import { startHydrating } from "./lib/useHydrated";
import { activateLanguage } from "./lib/i18n/catalogs";
import { pageLanguageRedirect } from "./lib/i18n/choice";
import { languageOfPath } from "../shared/languages";

// An English address opened by someone who chose another language on this device, or whose
// browser prefers one of ours with no choice made: their language's address instead, history
// replaced, before the app loads (the service worker does it before the first paint, once installed).
const languageAddress = pageLanguageRedirect();
if (languageAddress) window.location.replace(languageAddress);
else startApp();

function startApp() {
  captureInstallPrompt();
  // Before the prerendered page's cookie banner is seen by someone who has answered it.
  markStoredCookieChoice();
  // From the start, so the first-deck welcome knows of a press made before the page was alive.
  watchInteractions();
  const container = document.getElementById("root")!;
  // A prerendered page can be used before it is alive: taps on its controls are held and given to
  // it once it is (app/Layout.tsx), and a deck can be played from the keyboard before the viewer is listening.
  const prerendered = container.firstElementChild !== null;
  if (prerendered) holdEarlyClicks();
  if (prerendered && /^\/(decks?|play)\//.test(languageOfPath(window.location.pathname).path)) keepEarlyKeys();

  // React DOM and the app's modules load as chunks of their own (a prerendered page lists both as
  // modulepreload links, scripts/prerender.mjs): the entry script stays small, so a prerendered page
  // is painted before React is evaluated, and evaluating React and evaluating the app are separate
  // tasks, so neither blocks the main thread for long.
  // The address's language (/de/…): its catalog is loaded beside the app's chunks, and active before
  // the first render (a prerendered page was drawn in it). English needs none.
  const { language } = languageOfPath(window.location.pathname);
  document.documentElement.lang = language;
  void Promise.all([import("./react-root"), import("./app/App"), activateLanguage(language)]).then(async ([{ createRoot, hydrateRoot }, { App, preloadRoute }]) => {
    const page = preloadRoute(window.location.pathname);
    const app = (
      <StrictMode>
        <App />
      </StrictMode>
    );
    if (!prerendered) {
      startTransition(() => createRoot(container).render(app));
      return;
    }
    // A prerendered page (scripts/prerender.mjs) is hydrated: React adopts the HTML that is already
    // on screen instead of building it again. It waits for the page's own chunk, so hydration runs
    // in one pass instead of stopping at the lazy page and coming back for it, and it starts in a
    // task of its own, apart from evaluating the modules. As a transition, it yields to the browser
    // every few milliseconds instead of blocking the main thread.
    await page;
    await new Promise((resolve) => setTimeout(resolve, 0));
    startHydrating();
    startTransition(() => {
      hydrateRoot(container, app, {
        onRecoverableError: (error) => console.warn("The prerendered page was re-rendered", error),
      });
    });
  }).catch((error: unknown) => {
    // The app's code could not be loaded (a connection lost mid-way): the page's links and buttons
    // are given back to the browser at once, instead of being held for a page that will not come alive.
    releaseEarlyClicks();
    console.error("The app could not be loaded", error);
  });

  registerServiceWorker();
}
