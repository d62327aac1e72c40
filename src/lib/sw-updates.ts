// The service worker from the page's side: registration, the hourly and on-return update checks,
// and the waiting-worker state behind the 'A new version is available' prompt.
import type { Workbox } from "workbox-window";
import { SKIP_WAITING_MESSAGE } from "../../shared/sw-messages";
import { track } from "./analytics";

const UPDATE_CHECK_INTERVAL_MS = 60 * 60 * 1000;
const REGISTER_DELAY_MS = 2000;
const SW_URL = "/sw.js";

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

/** How long 'Update' waits for the new worker to take control before reloading anyway. */
const UPDATE_RELOAD_FALLBACK_MS = 5000;

/**
 * 'Update': the waiting worker takes over; the page reloads once it controls. Asked of the live
 * registration: if the new worker is no longer waiting (it took over meanwhile, so no
 * controllerchange will come), or does not take over within 5 s, the page reloads all the same,
 * so the button never does nothing (seen now and then in the update e2e test).
 */
export async function applyUpdate() {
  if (!workbox) return;
  updating = true;
  track("engagement", { category: "App", action: "update" });
  const registration = await navigator.serviceWorker.getRegistration();
  const waitingWorker = registration?.waiting;
  if (!waitingWorker) {
    window.location.reload();
    return;
  }
  waitingWorker.postMessage(SKIP_WAITING_MESSAGE);
  window.setTimeout(() => window.location.reload(), UPDATE_RELOAD_FALLBACK_MS);
}

/** 'Later': hide the prompt until the next waiting worker (or the next visit). */
export function postponeUpdate() {
  waiting = false;
  emit();
}

let startRegistration: (() => void) | null = null;

/**
 * Registers the worker now rather than after the page's first work: for a page that has just put
 * something on the device to play offline (a deck bought or saved), so it opens offline even if the
 * person leaves within seconds. Does nothing before registerServiceWorker or after it started.
 */
export function registerServiceWorkerNow() {
  if (!startRegistration) return;
  // Started by the browser at once, even if this page is left before workbox-window has loaded:
  // the install then carries on without it (Workbox's own register later finds it done).
  navigator.serviceWorker.register(SW_URL, { scope: "/" }).catch((error: unknown) => console.warn("Service worker registration failed", error));
  startRegistration();
}

/**
 * Resolves once a worker is active, so the app itself opens offline (or after `timeoutMs`, or at
 * once where there is no worker: the dev server, a browser without them). Never rejects.
 */
export function offlineShellReady(timeoutMs = 20_000): Promise<void> {
  if (!import.meta.env.PROD || !("serviceWorker" in navigator)) return Promise.resolve();
  return new Promise<void>((resolve) => {
    const timer = window.setTimeout(resolve, timeoutMs);
    navigator.serviceWorker.ready.then(
      () => {
        window.clearTimeout(timer);
        resolve();
      },
      () => resolve(),
    );
  });
}

/** Registers the worker in production builds (the dev server has none), after the page loads. */
export function registerServiceWorker() {
  if (!import.meta.env.PROD || !("serviceWorker" in navigator)) return;
  const start = async () => {
    const { Workbox } = await import("workbox-window");
    const wb = new Workbox(SW_URL, { scope: "/" });
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
  // Installing fetches the whole app shell: let the page finish its own first work before that
  // (registering at load took /deck/family from 0.88 to 0.71 in Lighthouse on a 4x slower CPU).
  let timer: number | undefined;
  startRegistration = () => {
    startRegistration = null;
    window.clearTimeout(timer);
    window.removeEventListener("load", run);
    start().catch((error: unknown) => console.warn("Service worker registration failed", error));
  };
  function run() {
    timer = window.setTimeout(() => startRegistration?.(), REGISTER_DELAY_MS);
  }
  if (document.readyState === "complete") run();
  else window.addEventListener("load", run, { once: true });
}
