// Installing the app: the browser's own prompt where it offers one (beforeinstallprompt), a short
// 'Add to Home Screen' guide on iOS Safari, and a remembered 'Not now'.
import { DEVICE_SETTING_KEYS, readString, writeString } from "./storage";
import { track } from "./analytics";

interface BeforeInstallPromptEvent extends Event {
  prompt(): Promise<void>;
  userChoice: Promise<{ outcome: "accepted" | "dismissed" }>;
}

const DISMISSED_KEY = DEVICE_SETTING_KEYS.installDismissed;

let deferred: BeforeInstallPromptEvent | null = null;
let installed = false;
const listeners = new Set<() => void>();
const emit = () => listeners.forEach((listener) => listener());

/** Call early (before React renders) so the browser's one-time event is not missed. */
export function captureInstallPrompt() {
  window.addEventListener("beforeinstallprompt", (event) => {
    event.preventDefault();
    deferred = event as BeforeInstallPromptEvent;
    emit();
  });
  window.addEventListener("appinstalled", () => {
    installed = true;
    deferred = null;
    emit();
  });
}

export function subscribeToInstall(listener: () => void) {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

function isStandalone(): boolean {
  return (
    window.matchMedia?.("(display-mode: standalone)").matches === true ||
    (navigator as Navigator & { standalone?: boolean }).standalone === true
  );
}

export function isIosSafari(userAgent = navigator.userAgent): boolean {
  const ios = /iPad|iPhone|iPod/.test(userAgent) || (/Macintosh/.test(userAgent) && navigator.maxTouchPoints > 1);
  const safari = /Safari/.test(userAgent) && !/CriOS|FxiOS|EdgiOS|OPiOS/.test(userAgent);
  return ios && safari;
}

export type InstallOffer = "prompt" | "ios-guide" | null;

/** What to offer now: the browser's prompt, the iOS guide, or nothing. */
export function installOffer(): InstallOffer {
  if (installed || isStandalone() || readString(DISMISSED_KEY) === "true") return null;
  if (deferred) return "prompt";
  if (isIosSafari()) return "ios-guide";
  return null;
}

export async function promptInstall() {
  const event = deferred;
  if (!event) return;
  deferred = null;
  await event.prompt();
  const { outcome } = await event.userChoice;
  track("engagement", { category: "App", action: "install", label: outcome });
  if (outcome === "dismissed") dismissInstall();
  emit();
}

export function dismissInstall() {
  writeString(DISMISSED_KEY, "true");
  emit();
}
