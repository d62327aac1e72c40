import type { AuthConfig } from "../../shared/api-types";

type AuthFlow = AuthConfig["authFlow"];

/** The user pool this server trusts, from the environment (see readIdentitySettings). */
export interface IdentitySettings {
  region: string;
  userPoolId: string;
  clientId: string;
  /** Hosted-UI domain in production, e.g. "auth.example.com" or "https://auth.example.com". */
  domain: string | null;
  redirectSignIn: string | null;
  redirectSignOut: string | null;
  /** The emulator's URL (http://127.0.0.1:9229). Set = local mode. */
  localEndpoint: string | null;
  /**
   * Local mode: the emulator's key (COGNITO_LOCAL_KEY, from DATA_DIR/emulator-key), sent in
   * X-Emulator-Key with the admin operations the server calls (AdminGetUser).
   */
  localKey?: string | null;
  authFlow: AuthFlow;
}

const OAUTH_SCOPES = ["openid", "email", "profile", "aws.cognito.signin.user.admin"];

const AUTH_FLOWS: AuthFlow[] = ["USER_SRP_AUTH", "USER_PASSWORD_AUTH"];

/** Null when no pool is configured: sign-in is then unavailable and every caller is anonymous. */
export function readIdentitySettings(env: NodeJS.ProcessEnv): IdentitySettings | null {
  const userPoolId = env.COGNITO_USER_POOL_ID?.trim();
  const clientId = env.COGNITO_CLIENT_ID?.trim();
  if (!userPoolId || !clientId) return null;
  const localEndpoint = env.COGNITO_LOCAL_ENDPOINT?.trim().replace(/\/+$/, "") || null;
  if (localEndpoint && !/^http:\/\/(127\.0\.0\.1|localhost|\[::1\]):\d+$/.test(localEndpoint)) {
    throw new Error(`COGNITO_LOCAL_ENDPOINT must be a loopback http URL with a port, not "${localEndpoint}"`);
  }
  const authFlow = (env.COGNITO_AUTH_FLOW?.trim() || (localEndpoint ? "USER_PASSWORD_AUTH" : "USER_SRP_AUTH")) as AuthFlow;
  if (!AUTH_FLOWS.includes(authFlow)) throw new Error(`COGNITO_AUTH_FLOW must be one of ${AUTH_FLOWS.join(", ")}`);
  const domain = env.COGNITO_DOMAIN?.trim().replace(/\/+$/, "") || null;
  if (!localEndpoint && !domain) throw new Error("COGNITO_DOMAIN (the hosted-UI domain) is required with a Cognito pool");
  return {
    region: env.COGNITO_REGION?.trim() || "eu-central-1",
    userPoolId,
    clientId,
    domain,
    redirectSignIn: env.COGNITO_REDIRECT_SIGN_IN?.trim() || null,
    redirectSignOut: env.COGNITO_REDIRECT_SIGN_OUT?.trim() || null,
    localEndpoint,
    localKey: (localEndpoint && env.COGNITO_LOCAL_KEY?.trim()) || null,
    authFlow,
  };
}

/** Origins the page calls directly in production (CSP connect-src). */
export function identityConnectSources(settings: IdentitySettings | null): string[] {
  if (!settings || settings.localEndpoint) return [];
  return [`https://cognito-idp.${settings.region}.amazonaws.com`, hostedUiBase(settings, "")];
}

function hostedUiBase(settings: IdentitySettings, origin: string): string {
  if (settings.localEndpoint) return `${origin}/identity`;
  const domain = settings.domain ?? "";
  return /^https?:\/\//.test(domain) ? domain : `https://${domain}`;
}

/** The page's view of the settings; defaults that depend on the origin the page was served from. */
export function authConfigFor(settings: IdentitySettings, origin: string): AuthConfig {
  const local = settings.localEndpoint !== null;
  return {
    region: settings.region,
    userPoolId: settings.userPoolId,
    clientId: settings.clientId,
    endpoint: local ? "/identity/" : null,
    hostedUiUrl: hostedUiBase(settings, origin),
    redirectSignIn: settings.redirectSignIn ?? `${origin}/auth-callback`,
    redirectSignOut: settings.redirectSignOut ?? `${origin}/`,
    authFlow: settings.authFlow,
    scopes: OAUTH_SCOPES,
    localMode: local,
    supportsGlobalSignOut: !local,
  };
}
