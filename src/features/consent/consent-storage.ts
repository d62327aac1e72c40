import { forgetAnalytics } from "../../lib/analytics";
import { DEVICE_SETTING_KEYS, readString, writeString } from "../../lib/storage";

/** Where the cookie choice is stored (spec: consent stored as cookieConsent): "true" or "false". */
export const CONSENT_KEY = DEVICE_SETTING_KEYS.cookieConsent;

export interface CookieSettings {
  /** Functional cookies (analytics). Default on. */
  functional: boolean;
}

export const DEFAULT_COOKIE_SETTINGS: CookieSettings = { functional: true };

/** null while the visitor has not decided (the banner shows). */
export function readConsent(): CookieSettings | null {
  const raw = readString(CONSENT_KEY);
  if (raw === "true") return { functional: true };
  if (raw === "false") return { functional: false };
  return null;
}

/** Spec: null or 'true' consent allows analytics; functional off disables it. */
export function analyticsAllowed(): boolean {
  const raw = readString(CONSENT_KEY);
  return raw === null || raw === "true";
}

/** Removes analytics cookies (names starting with _ga) on this host and its parent domain. */
function deleteAnalyticsCookies(doc: Document = document) {
  const host = doc.location?.hostname ?? "";
  const parent = host.split(".").slice(-2).join(".");
  for (const part of doc.cookie.split(";")) {
    const name = part.split("=")[0]?.trim();
    if (!name || !name.startsWith("_ga")) continue;
    for (const domain of ["", `; domain=${host}`, `; domain=.${parent}`]) {
      doc.cookie = `${name}=; expires=Thu, 01 Jan 1970 00:00:00 GMT; path=/${domain}`;
    }
  }
}

const listeners = new Set<() => void>();

export function subscribeToConsent(listener: () => void) {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** Whether a choice is stored (as a snapshot for useSyncExternalStore). */
export const consentDecided = () => readString(CONSENT_KEY) !== null;

/**
 * Stores the choice. Functional off stops analytics at once (spec): the events not yet queued and
 * the client id go here, and the analytics feature, told through subscribeToConsent, stops sending
 * and empties its queue.
 */
export function saveConsent(settings: CookieSettings): boolean {
  const saved = writeString(CONSENT_KEY, settings.functional ? "true" : "false");
  if (!settings.functional) {
    deleteAnalyticsCookies();
    forgetAnalytics();
  }
  listeners.forEach((listener) => listener());
  return saved;
}
