import { createContext, useCallback, useContext, useEffect, useMemo, useSyncExternalStore, type ReactNode } from "react";
import { authService } from "./auth-service";
import { getServerSnapshot, getSnapshot, subscribe } from "./auth-store";

export { CACHED_USER_KEY } from "./auth-store";

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
    void authService.checkSession();
  }, []);

  const signOut = useCallback(() => authService.signOut(), []);
  const value = useMemo<AuthState>(() => ({ user, loading, signOut }), [user, loading, signOut]);
  return <AuthContext.Provider value={value}>{children}</AuthContext.Provider>;
}

export function useAuth(): AuthState {
  const context = useContext(AuthContext);
  if (!context) throw new Error("useAuth must be used within an AuthProvider");
  return context;
}
