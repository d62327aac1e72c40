// The hosted sign-in ('Continue with Google'): the authorize redirect with PKCE, and on return
// (/auth-callback) the state check and the one code exchange, whose tokens are stored where
// amazon-cognito-identity-js reads its session.
import type { AuthConfig } from "./auth-config";
import { AuthFlowError } from "./auth-errors";
import { codeChallengeS256, createCodeVerifier, createState } from "./pkce";
import { clockDriftFor, jwtPayload, writeTokens } from "./token-storage";

const FLOW_KEY = "sparkDecks.oauth";
const USED_CODE_KEY = "sparkDecks.oauth.usedCode";

interface PendingFlow {
  state: string;
  verifier: string;
  inFlight: true;
  /** Where the person was going (a checkout after sign-up, a page that asked to sign in). */
  returnTo?: string;
}

/** Only a path on this site counts as a place to return to (never `//host` or a full address). */
export function safeReturnPath(value: unknown): string | null {
  return typeof value === "string" && /^\/(?![/\\])/.test(value) ? value : null;
}

/** The hosted sign-in's address; `returnTo` is kept on this tab for the callback. */
export async function authorizeUrl(config: AuthConfig, provider = "Google", returnTo?: string): Promise<string> {
  const flow: PendingFlow = { state: createState(), verifier: createCodeVerifier(), inFlight: true };
  const path = safeReturnPath(returnTo);
  if (path) flow.returnTo = path;
  sessionStorage.setItem(FLOW_KEY, JSON.stringify(flow));
  const params = new URLSearchParams({
    response_type: "code",
    client_id: config.clientId,
    redirect_uri: config.redirectSignIn,
    scope: config.scopes.join(" "),
    state: flow.state,
    code_challenge: await codeChallengeS256(flow.verifier),
    code_challenge_method: "S256",
    identity_provider: provider,
  });
  return `${config.hostedUiUrl}/oauth2/authorize?${params}`;
}

export function hostedLogoutUrl(config: AuthConfig): string {
  const params = new URLSearchParams({ client_id: config.clientId, logout_uri: config.redirectSignOut });
  return `${config.hostedUiUrl}/logout?${params}`;
}

function takePendingFlow(): PendingFlow | null {
  const raw = sessionStorage.getItem(FLOW_KEY);
  sessionStorage.removeItem(FLOW_KEY);
  try {
    return raw ? (JSON.parse(raw) as PendingFlow) : null;
  } catch {
    return null;
  }
}

interface TokenAnswer {
  id_token?: string;
  access_token?: string;
  refresh_token?: string;
  error?: string;
  error_description?: string;
}

async function exchange(config: AuthConfig, code: string, verifier: string): Promise<void> {
  const response = await fetch(`${config.hostedUiUrl}/oauth2/token`, {
    method: "POST",
    headers: { "Content-Type": "application/x-www-form-urlencoded" },
    body: new URLSearchParams({
      grant_type: "authorization_code",
      code,
      client_id: config.clientId,
      redirect_uri: config.redirectSignIn,
      code_verifier: verifier,
    }),
    cache: "no-store",
  });
  const answer = (await response.json().catch(() => ({}))) as TokenAnswer;
  if (!response.ok || !answer.id_token || !answer.access_token) {
    throw new AuthFlowError(answer.error_description ?? answer.error ?? "Authentication Error", "OAuthTokenError");
  }
  const claims = jwtPayload(answer.id_token);
  const username = typeof claims?.["cognito:username"] === "string" ? (claims["cognito:username"] as string) : null;
  if (!username) throw new AuthFlowError("InvalidTokens", "InvalidTokens");
  const now = Math.floor(Date.now() / 1000);
  writeTokens(
    config.clientId,
    username,
    {
      idToken: answer.id_token,
      accessToken: answer.access_token,
      refreshToken: answer.refresh_token ?? "",
      clockDrift: clockDriftFor(answer.id_token, answer.access_token, now),
    },
    true,
  );
}

const exchanges = new Map<string, Promise<string | null>>();

/**
 * Completes the hosted sign-in from the callback's query and answers the path the person was
 * going to, if one was given. The code is exchanged at most once per page (StrictMode runs effects
 * twice) and never again after a reload.
 */
export function completeHostedSignIn(config: AuthConfig, search: string): Promise<string | null> {
  const params = new URLSearchParams(search);
  const code = params.get("code");
  const error = params.get("error");
  if (error) {
    takePendingFlow();
    if (error === "access_denied") return Promise.reject(new AuthFlowError("User cancelled OAuth flow.", "OAuthCancelled"));
    return Promise.reject(new AuthFlowError(params.get("error_description") ?? error, "OAuthError"));
  }
  if (!code) return Promise.reject(new AuthFlowError("Authentication Error", "OAuthError"));
  const running = exchanges.get(code);
  if (running) return running;
  if (sessionStorage.getItem(USED_CODE_KEY) === code) return Promise.resolve(null); // a reload after success
  const flow = takePendingFlow();
  const attempt =
    !flow || flow.state !== params.get("state")
      ? Promise.reject(new AuthFlowError("The sign-in could not be verified (its state did not match). Please try again.", "InvalidState"))
      : exchange(config, code, flow.verifier).then(() => {
          sessionStorage.setItem(USED_CODE_KEY, code);
          return safeReturnPath(flow.returnTo);
        });
  exchanges.set(code, attempt);
  return attempt;
}
