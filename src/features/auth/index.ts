// The auth feature's public surface for other features and the app shell.
export { AuthProvider, useAuth, type AuthUser } from "./auth-context";
export { RequireAuth } from "./RequireAuth";
