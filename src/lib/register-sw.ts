/** Registers the service worker in production builds (the dev server has none). */
export function registerServiceWorker() {
  if (!import.meta.env.PROD || !("serviceWorker" in navigator)) return;
  // Loaded after the page so that workbox-window is not part of the first paint's JavaScript.
  window.addEventListener("load", () => {
    import("workbox-window")
      .then(({ Workbox }) => new Workbox("/sw.js", { scope: "/" }).register())
      .catch((error: unknown) => console.error("Service worker registration failed", error));
  });
}
