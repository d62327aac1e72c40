import "@fontsource-variable/inter/wght.css";
import { StrictMode, startTransition } from "react";
import { createRoot } from "react-dom/client";
import { App } from "./app/App";
import { preloadRoute } from "./app/routes";
import { captureInstallPrompt } from "./lib/install-prompt";
import { registerServiceWorker } from "./lib/sw-updates";

captureInstallPrompt();
// Fetch this address's page chunk now, in parallel with the first render, not after it.
preloadRoute(window.location.pathname);

// A transition render yields to the browser every few milliseconds instead of blocking the main
// thread for the whole first render (which is what a phone feels as a frozen page).
const root = createRoot(document.getElementById("root")!);
startTransition(() => {
  root.render(
    <StrictMode>
      <App />
    </StrictMode>,
  );
});

registerServiceWorker();
