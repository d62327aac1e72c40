import "@fontsource-variable/inter/wght.css";
import { StrictMode, startTransition } from "react";
import { createRoot, hydrateRoot } from "react-dom/client";
import { keepEarlyKeys } from "./lib/early-keys";
import { captureInstallPrompt } from "./lib/install-prompt";
import { registerServiceWorker } from "./lib/sw-updates";

captureInstallPrompt();
const container = document.getElementById("root")!;
// A prerendered deck can be played from the keyboard before the viewer is listening.
if (container.firstElementChild && /^\/decks?\//.test(window.location.pathname)) keepEarlyKeys();

/**
 * A prerendered page is on screen from its HTML alone: the code that brings it alive is asked for
 * only once it has been painted, so the first paint shares neither the connection nor the main
 * thread with it (the first card of a deck, offline too, is drawn before any of the app's code
 * arrives). The page names its chunks (scripts/prerender.mjs); they are asked for all at once, as
 * modulepreload links, not one after another as each is found to need the next. The empty shell
 * has nothing to paint: it loads the app at once.
 */
function loadApp() {
  const chunks = document.querySelector<HTMLMetaElement>('meta[name="page-chunks"]');
  if (!chunks) return import("./app/App");
  return new Promise<void>((painted) => {
    // The browser reports the first contentful paint once it is on screen. Where it does not, after
    // the next frame; and a tab that is not drawn (opened in the background) goes on within a second.
    if (PerformanceObserver.supportedEntryTypes?.includes("paint")) {
      new PerformanceObserver((list, observer) => {
        if (!list.getEntriesByName("first-contentful-paint").length) return;
        observer.disconnect();
        painted();
      }).observe({ type: "paint", buffered: true });
    } else {
      requestAnimationFrame(() => setTimeout(painted, 0));
    }
    setTimeout(painted, 1000);
  }).then(() => {
    for (const href of chunks.content.split(" ").filter(Boolean)) {
      const link = Object.assign(document.createElement("link"), { rel: "modulepreload", href, crossOrigin: "" });
      document.head.append(link);
    }
    return import("./app/App");
  });
}

// The app's modules load as their own chunk: evaluating them is a separate task from evaluating
// React, so neither blocks the main thread for long.
void loadApp().then(async ({ App, preloadRoute }) => {
  const page = preloadRoute(window.location.pathname);
  const app = (
    <StrictMode>
      <App />
    </StrictMode>
  );
  if (!container.firstElementChild) {
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
  startTransition(() => {
    hydrateRoot(container, app, {
      onRecoverableError: (error) => console.warn("The prerendered page was re-rendered", error),
    });
  });
});

registerServiceWorker();
