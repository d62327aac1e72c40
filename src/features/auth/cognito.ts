// Everything that needs amazon-cognito-identity-js. This module is loaded on demand (see
// auth-service.ts): a visitor's page never downloads the library.
import { t } from "@lingui/core/macro";
import {
  AuthenticationDetails,
  CognitoAccessToken,
  CognitoIdToken,
  CognitoRefreshToken,
  CognitoUser,
  CognitoUserAttribute,
  CognitoUserPool,
  CognitoUserSession,
  type ISignUpResult,
} from "amazon-cognito-identity-js";
import type { AuthConfig } from "./auth-config";
import { AuthFlowError, isNetworkError } from "./auth-errors";
import { identityRequest, installRetries } from "./identity-request";
import { createSharedRefresh } from "./shared-refresh";
import {
  clockDriftFor,
  lastAuthUser,
  needsRefresh,
  readTokens,
  signedInWithOAuth,
  writeTokens,
  type StoredTokens,
} from "./token-storage";
import { toAuthUser } from "./user-mapping";
import type { AuthUser } from "./auth-user";
import type { Language } from "../../../shared/languages";

const nowSeconds = () => Math.floor(Date.now() / 1000);

function serviceEndpoint(config: AuthConfig): string {
  if (!config.endpoint) return `https://cognito-idp.${config.region}.amazonaws.com/`;
  return new URL(config.endpoint, window.location.origin).href;
}

export interface Session {
  user: CognitoUser;
  session: CognitoUserSession;
  /** True when a refresh was due but the network was not there: the old tokens are kept. */
  stale: boolean;
}

export function createCognito(config: AuthConfig) {
  const endpoint = serviceEndpoint(config);
  const pool = new CognitoUserPool({
    UserPoolId: config.userPoolId,
    ClientId: config.clientId,
    endpoint,
    Storage: window.localStorage,
  });
  // The library's calls get the spec's retries too (and lose its own, different ones).
  installRetries((pool as unknown as { client: object }).client, endpoint);

  const userFor = (username: string) => {
    const user = new CognitoUser({ Username: username, Pool: pool, Storage: window.localStorage });
    user.setAuthenticationFlowType(config.authFlow);
    return user;
  };

  const toSession = (tokens: StoredTokens) =>
    new CognitoUserSession({
      IdToken: new CognitoIdToken({ IdToken: tokens.idToken }),
      AccessToken: new CognitoAccessToken({ AccessToken: tokens.accessToken }),
      RefreshToken: new CognitoRefreshToken({ RefreshToken: tokens.refreshToken }),
      // The library takes the stored drift too; its typings just do not say so.
      ClockDrift: tokens.clockDrift,
    } as ConstructorParameters<typeof CognitoUserSession>[0]);

  /**
   * Refreshes the stored tokens, one refresh at a time (tabs included). It re-reads them first: a
   * caller that waited finds another's fresh tokens instead of spending the refresh token again.
   * A forced refresh is skipped only when the tokens changed since the caller read them.
   */
  const refresh = async (force: boolean) => {
    const username = lastAuthUser(config.clientId);
    const tokens = username ? readTokens(config.clientId, username) : null;
    if (!username || !tokens) throw new AuthFlowError("Auth session was not found. Make sure to call signIn.", "NoSessionFoundException");
    const refreshedMeanwhile = tokens.accessToken !== forcedFrom;
    if (force ? refreshedMeanwhile : !needsRefresh(tokens, nowSeconds())) return toSession(tokens);
    if (!tokens.refreshToken) throw new AuthFlowError("Cannot retrieve a new session. Please authenticate.", "NotAuthorizedException");
    // Retried per spec §7 (identity-request.ts); a refusal is not retried.
    const answer = (await callService("InitiateAuth", {
      ClientId: config.clientId,
      AuthFlow: "REFRESH_TOKEN_AUTH",
      AuthParameters: { REFRESH_TOKEN: tokens.refreshToken },
    })) as { AuthenticationResult?: { IdToken?: string; AccessToken?: string; RefreshToken?: string } };
    const result = answer.AuthenticationResult;
    if (!result?.IdToken || !result.AccessToken) throw new AuthFlowError("InvalidTokens", "InvalidTokens");
    const fresh: StoredTokens = {
      idToken: result.IdToken,
      accessToken: result.AccessToken,
      refreshToken: result.RefreshToken ?? tokens.refreshToken,
      clockDrift: clockDriftFor(result.IdToken, result.AccessToken, nowSeconds()),
    };
    writeTokens(config.clientId, username, fresh);
    return toSession(fresh);
  };
  /** The access token a forced refresh was asked to replace. */
  let forcedFrom = "";
  const refreshIfDue = createSharedRefresh(() => refresh(false));
  const refreshNow = createSharedRefresh(() => refresh(true));

  /**
   * The current session, refreshed when a token is within 5 s of expiry (or when forced). A
   * refresh the network cannot make keeps the old tokens, marked stale (offline play must not sign
   * anyone out); any other failure (refused, a 500, a malformed answer) clears them and rejects
   * (spec §4: tokens are cleared unless it is a network error).
   */
  async function currentSession({ force = false } = {}): Promise<Session | null> {
    const username = lastAuthUser(config.clientId);
    const tokens = username ? readTokens(config.clientId, username) : null;
    if (!username || !tokens) return null;
    const user = userFor(username);
    const keep = (stale: boolean) => {
      const session = toSession(tokens);
      user.setSignInUserSession(session);
      return { user, session, stale };
    };
    if (!force && !needsRefresh(tokens, nowSeconds())) return keep(false);
    // Offline, do not wait out the library's retries: the stored tokens are all there is.
    if (typeof navigator !== "undefined" && navigator.onLine === false) return keep(true);
    try {
      if (force) forcedFrom = tokens.accessToken;
      const session = await (force ? refreshNow() : refreshIfDue());
      user.setSignInUserSession(session);
      return { user, session, stale: false };
    } catch (error) {
      if (error instanceof AuthFlowError && error.code === "NoSessionFoundException") return null;
      if (isNetworkError(error)) return keep(true);
      user.signOut();
      throw error;
    }
  }

  async function fetchUser(current: Session): Promise<AuthUser> {
    const attributes = await new Promise<CognitoUserAttribute[]>((resolve, reject) =>
      current.user.getUserAttributes((error, result) => (error ? reject(error) : resolve(result ?? []))),
    );
    return toAuthUser(current.user.getUsername(), Object.fromEntries(attributes.map((a) => [a.getName(), a.getValue()])));
  }

  async function signIn(email: string, password: string): Promise<void> {
    const user = userFor(email);
    await new Promise<void>((resolve, reject) =>
      user.authenticateUser(new AuthenticationDetails({ Username: email, Password: password }), {
        onSuccess: () => resolve(),
        onFailure: reject,
        // The sign-in page shows these messages (auth-errors.ts, messageOf).
        newPasswordRequired: () => reject(new AuthFlowError(t`A new password is required for this account.`, "NewPasswordRequired")),
        mfaRequired: () => reject(new AuthFlowError(t`This account needs a second factor, which this app does not support yet.`, "MFARequired")),
        totpRequired: () => reject(new AuthFlowError(t`This account needs a second factor, which this app does not support yet.`, "MFARequired")),
        customChallenge: () => reject(new AuthFlowError(t`This sign-in step is not supported.`, "CustomChallenge")),
      }),
    );
  }

  /** Keeps the person's language with the account: the standard `locale` attribute. */
  async function saveLanguage(current: Session, language: Language): Promise<void> {
    await callService("UpdateUserAttributes", {
      AccessToken: current.session.getAccessToken().getJwtToken(),
      UserAttributes: [{ Name: "locale", Value: language }],
    });
  }

  function signUp(name: string, email: string, password: string, language: Language): Promise<{ userConfirmed: boolean }> {
    const attributes = [
      new CognitoUserAttribute({ Name: "email", Value: email }),
      new CognitoUserAttribute({ Name: "name", Value: name }),
      new CognitoUserAttribute({ Name: "locale", Value: language }),
    ];
    return new Promise((resolve, reject) =>
      pool.signUp(email, password, attributes, [], (error, result?: ISignUpResult) =>
        error ? reject(error) : resolve({ userConfirmed: result?.userConfirmed ?? false }),
      ),
    );
  }

  function confirmSignUp(email: string, code: string): Promise<void> {
    return new Promise((resolve, reject) =>
      userFor(email).confirmRegistration(code, true, (error) => (error ? reject(error) : resolve())),
    );
  }

  function resendConfirmationCode(email: string): Promise<void> {
    return new Promise((resolve, reject) => userFor(email).resendConfirmationCode((error) => (error ? reject(error) : resolve())));
  }

  function requestPasswordReset(email: string): Promise<void> {
    return new Promise((resolve, reject) =>
      userFor(email).forgotPassword({ onSuccess: () => resolve(), onFailure: reject, inputVerificationCode: () => resolve() }),
    );
  }

  function confirmPasswordReset(email: string, code: string, newPassword: string): Promise<void> {
    return new Promise((resolve, reject) =>
      userFor(email).confirmPassword(code, newPassword, { onSuccess: () => resolve(), onFailure: reject }),
    );
  }

  function callService(operation: string, body: object): Promise<unknown> {
    return identityRequest(endpoint, operation, body);
  }

  /**
   * Ends the session at the service: a global sign-out where the pool supports it and the access
   * token is still good, else (or when that fails) the refresh token is revoked. The tokens are
   * cleared here whatever the service answers. Returns whether the sign-in came through the hosted
   * UI, which is known from storage, so it is returned even when the service cannot be reached.
   */
  async function signOutAtService(): Promise<{ viaOAuth: boolean; error: unknown }> {
    const username = lastAuthUser(config.clientId);
    const tokens = username ? readTokens(config.clientId, username) : null;
    const viaOAuth = username ? signedInWithOAuth(config.clientId, username) : false;
    let error: unknown = null;
    if (tokens) {
      try {
        if (config.supportsGlobalSignOut && !needsRefresh(tokens, nowSeconds())) {
          await callService("GlobalSignOut", { AccessToken: tokens.accessToken });
        } else if (tokens.refreshToken) {
          await callService("RevokeToken", { ClientId: config.clientId, Token: tokens.refreshToken });
        }
      } catch (failure) {
        error = failure;
        if (tokens.refreshToken && config.supportsGlobalSignOut) {
          await callService("RevokeToken", { ClientId: config.clientId, Token: tokens.refreshToken }).catch(() => undefined);
        }
      }
    }
    if (username) userFor(username).signOut();
    return { viaOAuth, error };
  }

  /** Drops the stored tokens on this device only (the service is not asked). */
  function forgetSession() {
    const username = lastAuthUser(config.clientId);
    if (username) userFor(username).signOut();
  }

  /** Whether the stored sign-in came through the hosted UI (Google). */
  function signedInViaOAuth(): boolean {
    const username = lastAuthUser(config.clientId);
    return username ? signedInWithOAuth(config.clientId, username) : false;
  }

  return {
    currentSession,
    fetchUser,
    saveLanguage,
    signedInViaOAuth,
    signIn,
    signUp,
    confirmSignUp,
    resendConfirmationCode,
    requestPasswordReset,
    confirmPasswordReset,
    signOutAtService,
    forgetSession,
  };
}

export type Cognito = ReturnType<typeof createCognito>;
