import { createContext, useCallback, useContext, useMemo, useSyncExternalStore, type ReactNode } from "react";
import { readJson, readString, writeString } from "../../lib/storage";

/** The signed-in user as the page caches it (spec §3). */
export interface AuthUser {
  id: string;
  email: string;
  name: string;
  username: string;
  picture: string;
}

export interface AuthState {
  user: AuthUser | null;
  /** True until the session check on load has finished. */
  loading: boolean;
  signOut: () => Promise<void>;
}

export const CACHED_USER_KEY = "sparkDecks.user";

const AuthContext = createContext<AuthState | null>(null);

const userListeners = new Set<() => void>();
let cachedRaw: string | null | undefined;
let cachedUser: AuthUser | null = null;

function subscribeToCachedUser(listener: () => void) {
  userListeners.add(listener);
  return () => userListeners.delete(listener);
}

/** The cached user, parsed once per change (a snapshot must be stable between reads). */
function readCachedUser(): AuthUser | null {
  const raw = readString(CACHED_USER_KEY);
  if (raw !== cachedRaw) {
    cachedRaw = raw;
    cachedUser = raw === null ? null : readJson<AuthUser>(CACHED_USER_KEY);
  }
  return cachedUser;
}

function notifyUserChanged() {
  userListeners.forEach((listener) => listener());
}

/**
 * Holds who is signed in. Until the identity service is wired in (the sign-in issue), the state
 * is the cached user alone: nobody can sign in yet, so every visitor is signed out.
 */
export function AuthProvider({ children }: { children: ReactNode }) {
  // An external store, so that a prerendered (signed-out) page hydrates cleanly for anyone.
  const user = useSyncExternalStore(subscribeToCachedUser, readCachedUser, () => null);

  const signOut = useCallback(async () => {
    writeString(CACHED_USER_KEY, null);
    notifyUserChanged();
  }, []);

  const value = useMemo<AuthState>(() => ({ user, loading: false, signOut }), [user, signOut]);
  return <AuthContext.Provider value={value}>{children}</AuthContext.Provider>;
}

export function useAuth(): AuthState {
  const context = useContext(AuthContext);
  if (!context) throw new Error("useAuth must be used within an AuthProvider");
  return context;
}

