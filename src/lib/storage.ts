// localStorage that never throws: private modes and full quotas must not break the page. And what
// the device keeps whoever is signed in: the person's answers about the device itself (the cookie
// choice, the tour seen, the paper size, 'Not now' to installing). Sign-out clears the rest of the
// browser's storage (tokens, the cached user, anything else of the person's) but not these, so a
// choice someone made is not asked again, nor ignored until it is. (Here, not in a module of their
// own: the entry script reads them, and a module of their own became a file of its own, one more
// round trip before the page comes alive.)

export function readString(key: string): string | null {
  try {
    return window.localStorage.getItem(key);
  } catch {
    return null;
  }
}

export function writeString(key: string, value: string | null): boolean {
  try {
    if (value === null) window.localStorage.removeItem(key);
    else window.localStorage.setItem(key, value);
    return true;
  } catch {
    return false;
  }
}

export function readJson<T>(key: string): T | null {
  const raw = readString(key);
  if (raw === null) return null;
  try {
    return JSON.parse(raw) as T;
  } catch {
    writeString(key, null);
    return null;
  }
}

export function writeJson(key: string, value: unknown): boolean {
  return writeString(key, JSON.stringify(value));
}

/** The localStorage keys of the device's own settings. `cookieConsent` is the spec's name. */
export const DEVICE_SETTING_KEYS = {
  cookieConsent: "cookieConsent",
  onboardingSeen: "sparkDecks.onboardingSeen",
  pdfPaper: "sparkDecks.pdfPaper",
  installDismissed: "sparkDecks.installDismissed",
} as const;

const kept = new Set<string>(Object.values(DEVICE_SETTING_KEYS));

/** Empties sessionStorage and localStorage except the device's settings. Never throws. */
export function clearPersonalStorage() {
  try {
    window.sessionStorage.clear();
  } catch {
    // storage unavailable: nothing was kept there
  }
  try {
    const storage = window.localStorage;
    for (let i = storage.length - 1; i >= 0; i--) {
      const key = storage.key(i);
      if (key !== null && !kept.has(key)) storage.removeItem(key);
    }
  } catch {
    // storage unavailable: nothing was kept there
  }
}
