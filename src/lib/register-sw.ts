import { Workbox } from "workbox-window";

/** Registers the service worker in production builds (the dev server has none). */
export function registerServiceWorker() {
  if (!import.meta.env.PROD || !("serviceWorker" in navigator)) return;
  const wb = new Workbox("/sw.js", { scope: "/" });
  wb.register().catch((error: unknown) => console.error("Service worker registration failed", error));
}
