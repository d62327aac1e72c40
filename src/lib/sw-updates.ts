// The service worker from the page's side: registration, the hourly and on-return update checks,
// and the waiting-worker state behind the 'A new version is available' prompt.
import type { Workbox } from "workbox-window";
import { track } from "./analytics";

const UPDATE_CHECK_INTERVAL_MS = 60 * 60 * 1000;
const REGISTER_DELAY_MS = 2000;

let workbox: Workbox | null = null;
let waiting = false;
let updating = false;
const listeners = new Set<() => void>();
const emit = () => listeners.forEach((listener) => listener());

export function subscribeToUpdates(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

export const updateWaiting = () => waiting;

/** 'Update': the waiting worker takes over; the page reloads once it controls. */
export function applyUpdate() {
  if (!workbox) return;
  updating = true;
  track("engagement", { category: "App", action: "update" });
  workbox.messageSkipWaiting();
}

/** 'Later': hide the prompt until the next waiting worker (or the next visit). */
export function postponeUpdate() {
  waiting = false;
  emit();
}

function isReturning(): boolean {
  try {
    return localStorage.length > 0;
  } catch {
    return false;
  }
}

/** Registers the worker in production builds (the dev server has none), after the page loads. */
export function registerServiceWorker() {
  if (!import.meta.env.PROD || !("serviceWorker" in navigator)) return;
  const start = async () => {
    const { Workbox } = await import("workbox-window");
    const wb = new Workbox("/sw.js", { scope: "/" });
    workbox = wb;
    wb.addEventListener("waiting", () => {
      waiting = true;
      emit();
    });
    // Only an update the person asked for reloads the page; the first install just takes control.
    navigator.serviceWorker.addEventListener("controllerchange", () => {
      if (updating) window.location.reload();
    });
    const registration = await wb.register();
    if (!registration) return;
    const check = () => {
      if (navigator.onLine) registration.update().catch(() => undefined);
    };
    window.setInterval(check, UPDATE_CHECK_INTERVAL_MS);
    document.addEventListener("visibilitychange", () => {
      if (document.visibilityState === "visible") check();
    });
  };
  // Installing fetches the whole app shell: on a first visit, let the page finish its own first
  // work before that. A returning person (anything stored: a sign-in, a consent, a tour seen) gets
  // it at once, so a deck just bought or saved opens offline even if they leave within seconds.
  const run = () =>
    window.setTimeout(() => {
      start().catch((error: unknown) => console.warn("Service worker registration failed", error));
    }, isReturning() ? 0 : REGISTER_DELAY_MS);
  if (document.readyState === "complete") run();
  else window.addEventListener("load", run, { once: true });
}
