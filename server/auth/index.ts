// The auth pieces createApp mounts: bearer-token checks on /api, /api/auth/config, and in local
// mode the /identity/ proxy to the emulator and what the loopback-only admin routes need (their
// token, and the emulator's e-mail lookup). The admin routes themselves belong to the modules whose
// tables they change; app.ts mounts them.
import type { Hono } from "hono";
import { authRoutes, findEmulatorUserSub } from "./auth-routes";
import { identityProxy } from "./identity-proxy";
import { MAX_BODY_BYTES } from "./identity-input";
import { limitBody } from "../http/body-limit";
import { sameOriginWrites } from "../http/same-origin";
import { resendCodeRoute } from "./resend-code";
import { bearerAuth } from "./middleware";
import type { IdentitySettings } from "./settings";
import type { AccessTokenVerifier } from "./verify";

export interface AuthOptions {
  settings: IdentitySettings | null;
  /** Checks bearer tokens; null = every caller anonymous. Tests pass one built from a test key. */
  verifier: AccessTokenVerifier | null;
  /** Local mode: the admin routes' token (X-Admin-Token). Without it there are no admin routes. */
  adminToken?: string | null;
}

export function mountAuthApi(api: Hono, auth: AuthOptions | undefined) {
  api.use("*", bearerAuth(auth?.verifier ?? null));
  api.route("/", authRoutes(auth?.settings ?? null));
}

/** What the local admin routes are given, in local mode with a token only; else null (no admin routes). */
export interface LocalAdmin {
  /** X-Admin-Token's value (admin-guard.ts). */
  token: string;
  /** E-mail → Cognito sub, from the emulator; null when there is no such user. */
  findUserSub: (email: string) => Promise<string | null>;
}

export function localAdmin(auth: AuthOptions | undefined): LocalAdmin | null {
  const local = auth?.settings?.localEndpoint ? auth.settings : null;
  if (!local?.localEndpoint || !auth?.adminToken) return null;
  const emulator = { endpoint: local.localEndpoint, userPoolId: local.userPoolId, key: local.localKey };
  return { token: auth.adminToken, findUserSub: (email) => findEmulatorUserSub(emulator, email) };
}

export function mountIdentityProxy(app: Hono, auth: AuthOptions | undefined) {
  const settings = auth?.settings;
  const endpoint = settings?.localEndpoint;
  if (!settings || !endpoint) return;
  // In front of both: only this site's pages post here (the emulator's sign-in form included),
  // and no body under /identity/ is read past the limit, whichever route reads it.
  app.use("/identity/*", sameOriginWrites());
  app.use("/identity/*", limitBody(MAX_BODY_BYTES, "That request is too large."));
  // The emulator has no ResendConfirmationCode: answered here, before the proxy.
  app.route("/", resendCodeRoute({ emulator: { endpoint, userPoolId: settings.userPoolId, key: settings.localKey }, clientId: settings.clientId }));
  app.route("/", identityProxy(endpoint));
}
