// The auth feature's public surface for other features and the app shell.
export { AuthProvider, useAuth } from "./auth-context";
export { RequireAuth } from "./RequireAuth";
export type { AuthUser } from "./auth-user";
export { useSessionNotice } from "./SessionNotice";
export { firstInitial, initialsAvatar } from "./user-mapping";
export { saveAccountLanguage } from "./auth-service";
