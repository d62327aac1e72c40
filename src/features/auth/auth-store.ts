// Who is signed in, outside React: the user cached in the browser (spec §3) and whether the
// session check on load is still running. AuthProvider reads it with useSyncExternalStore.
import { readJson, readString, writeJson, writeString } from "../../lib/storage";
import type { AuthUser } from "./auth-user";
import { hasStoredSession } from "./token-storage";

export const CACHED_USER_KEY = "sparkDecks.user";

export interface AuthSnapshot {
  user: AuthUser | null;
  loading: boolean;
}

const listeners = new Set<() => void>();
let cachedRaw: string | null | undefined;
let snapshot: AuthSnapshot = { user: null, loading: false };
let checking: boolean | undefined;
const SERVER_SNAPSHOT: AuthSnapshot = { user: null, loading: false };

export function subscribe(listener: () => void) {
  listeners.add(listener);
  return () => {
    listeners.delete(listener);
  };
}

/** Stable between changes (useSyncExternalStore compares snapshots by identity). */
export function getSnapshot(): AuthSnapshot {
  // Until the check runs, a stored sign-in means "loading" (a protected page then waits).
  checking ??= hasStoredSession();
  const raw = readString(CACHED_USER_KEY);
  if (raw !== cachedRaw || snapshot.loading !== checking) {
    cachedRaw = raw;
    snapshot = { user: raw === null ? null : readJson<AuthUser>(CACHED_USER_KEY), loading: checking };
  }
  return snapshot;
}

/** A prerendered page is drawn for a visitor: hydration starts from that. */
export const getServerSnapshot = () => SERVER_SNAPSHOT;

const notify = () => listeners.forEach((listener) => listener());

export function setUser(user: AuthUser | null) {
  if (user) writeJson(CACHED_USER_KEY, user);
  else writeString(CACHED_USER_KEY, null);
  notify();
}

/** Why the person was signed out without asking (a refresh the service refused), until dismissed. */
let sessionNotice: string | null = null;
export const getSessionNotice = () => sessionNotice;
export function setSessionNotice(notice: string | null) {
  sessionNotice = notice;
  notify();
}

export function setChecking(value: boolean) {
  checking = value;
  notify();
}

// Another tab signing in or out changes what this one shows too.
if (typeof window !== "undefined") {
  window.addEventListener("storage", (event) => {
    if (event.key === CACHED_USER_KEY || event.key === null) notify();
  });
}
