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

// The app's modules load as their own chunk: evaluating them is a separate task from evaluating
// React, so neither blocks the main thread for long. The page's own chunk is fetched at once,
// in parallel with the first render.
import("./app/App").then(({ App, preloadRoute }) => {
  preloadRoute(window.location.pathname);
  const app = (
    <StrictMode>
      <App />
    </StrictMode>
  );
  // A prerendered page (scripts/prerender.mjs) is hydrated: React adopts the HTML that is already
  // on screen instead of building it again. Either way the work runs as a transition, which
  // yields to the browser every few milliseconds instead of blocking the main thread.
  startTransition(() => {
    if (container.firstElementChild) {
      hydrateRoot(container, app, {
        onRecoverableError: (error) => console.warn("The prerendered page was re-rendered", error),
      });
    } else {
      createRoot(container).render(app);
    }
  });
});

registerServiceWorker();
