import { createContext, useCallback, useContext, useEffect, useMemo, useSyncExternalStore, type ReactNode } from "react";
import { setAccessTokenProvider } from "../../lib/auth-token";
import { getServerSnapshot, getSnapshot, setChecking, setUser, subscribe } from "./auth-store";
import type { AuthUser } from "./auth-user";
import { hasStoredSession } from "./token-storage";

// The service (and the identity library behind it) loads only where a sign-in is stored or one
// is being made: a visitor's first load stays light.
const service = () => import("./auth-service").then((module) => module.authService);

setAccessTokenProvider(
  async (options) => (hasStoredSession() ? (await service()).accessToken(options) : null),
  hasStoredSession,
);

export { CACHED_USER_KEY } from "./auth-store";

export interface AuthState {
  user: AuthUser | null;
  /** True while the session check on load runs for a stored sign-in. */
  loading: boolean;
  signOut: () => Promise<void>;
}

const AuthContext = createContext<AuthState | null>(null);

/**
 * Who is signed in: first the user cached in the browser, then what the identity service says
 * (checked once on load). A prerendered page hydrates as a visitor's and then shows the user.
 */
export function AuthProvider({ children }: { children: ReactNode }) {
  const { user, loading } = useSyncExternalStore(subscribe, getSnapshot, getServerSnapshot);

  useEffect(() => {
    if (hasStoredSession()) {
      // A chunk that cannot load (a flaky first visit) must not leave the header loading forever.
      service()
        .then((auth) => auth.checkSession())
        .catch(() => setChecking(false));
    } else {
      // Spec: no current user means no cached one either.
      setUser(null);
      setChecking(false);
    }
  }, []);

  // Spec: sign-out failures are only logged; the service logs its own, this catches a lost chunk.
  const signOut = useCallback(
    () => service().then((auth) => auth.signOut()).catch((error: unknown) => console.error("Error signing out", error)),
    [],
  );
  const value = useMemo<AuthState>(() => ({ user, loading, signOut }), [user, loading, signOut]);
  return <AuthContext.Provider value={value}>{children}</AuthContext.Provider>;
}

export function useAuth(): AuthState {
  const context = useContext(AuthContext);
  if (!context) throw new Error("useAuth must be used within an AuthProvider");
  return context;
}
