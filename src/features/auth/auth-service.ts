// The calls the sign-in screens and the app shell make. The identity library is loaded on first
// use (cognito.ts), so a visitor who never signs in never downloads it.
import { t } from "@lingui/core/macro";
import type { NavigateFunction, NavigateOptions, To } from "react-router-dom";
import { DEFAULT_LANGUAGE, isLanguage, pathInLanguage, type Language } from "../../../shared/languages";
import { track } from "../../lib/analytics";
import { i18n } from "../../lib/i18n";
import { rememberedLanguage, rememberLanguage } from "../../lib/i18n/choice";
import { deviceDb } from "../../lib/device-db";
import { clearPersonalStorage } from "../../lib/storage";
import { loadAuthConfig, type AuthConfig } from "./auth-config";
import { AuthFlowError, isNetworkError, normalizeEmail } from "./auth-errors";
import { withRefreshLock } from "./shared-refresh";
import { getSnapshot, setChecking, setSessionNotice, setUser } from "./auth-store";
import type { AuthUser } from "./auth-user";
import type { Cognito } from "./cognito";
import { authorizeUrl, completeHostedSignIn, hostedLogoutUrl } from "./oauth";
import { hasStoredSession } from "./token-storage";

let client: Promise<{ config: AuthConfig; cognito: Cognito }> | null = null;

function identity() {
  client ??= Promise.all([loadAuthConfig(), import("./cognito")])
    .then(([config, { createCognito }]) => ({ config, cognito: createCognito(config) }))
    .catch((error: unknown) => {
      client = null;
      throw error;
    });
  return client;
}

/** The signed-in user from the service, cached for the next start; null when nobody is. */
async function loadUser(): Promise<AuthUser | null> {
  const { cognito } = await identity();
  const current = await cognito.currentSession();
  if (!current) return null;
  // Expired tokens the network could not refresh: the person is still signed in, just offline.
  if (current.stale) throw new AuthFlowError("A network error has occurred.", "NetworkError");
  return cognito.fetchUser(current);
}

/**
 * The service no longer knows this session (or its refresh failed other than for the network):
 * nobody is signed in, their premium cards go, and someone who was signed in is told why.
 */
function sessionLost() {
  if (getSnapshot().user) setSessionNotice(t`Your session has ended, so you were signed out. Please sign in again.`);
  setUser(null);
  // Tokens left behind would make the next sign-in fail with "There is already a signed in user."
  forgetStoredSession();
  deviceDb.clearEntitledContent().catch(() => undefined);
}

function forgetStoredSession() {
  if (!hasStoredSession()) return;
  identity()
    .then(({ cognito }) => cognito.forgetSession())
    .catch(() => undefined);
}

/** The page's language (the pseudo-language counts as English). */
const pageLanguage = (): Language => (isLanguage(i18n.locale) ? i18n.locale : DEFAULT_LANGUAGE);

/** Set by a sign-in whose account keeps another language than the page's: the next page opens in it. */
let languageAfterSignIn: Language | null = null;

/**
 * After the service accepted the password (the tokens are stored): the person is signed in only
 * once their user is loaded. If that fails, whatever the reason, the tokens go too, so that the
 * page never holds a sign-in it does not show. The account's language becomes this device's; an
 * account that keeps none takes the device's choice.
 */
async function signedIn(): Promise<void> {
  let user: AuthUser | null;
  try {
    user = await loadUser();
    if (!user) throw new AuthFlowError(t`Unable to get user session following successful sign-in.`, "UnexpectedSignInInterruptionException");
    setUser(user);
  } catch (error) {
    const { cognito } = await identity();
    cognito.forgetSession();
    throw error;
  }
  if (user.language) {
    if (user.language !== pageLanguage()) languageAfterSignIn = user.language;
    await rememberLanguage(user.language);
  } else {
    const chosen = rememberedLanguage();
    if (chosen) saveLanguage(chosen).catch((error: unknown) => console.warn("The language was not kept with the account", error));
  }
}

/** Keeps a language with the signed-in account (nothing when nobody is signed in, or offline). */
async function saveLanguage(language: Language): Promise<void> {
  const user = getSnapshot().user;
  if (!user || user.language === language || !hasStoredSession()) return;
  const { cognito } = await identity();
  const current = await cognito.currentSession();
  if (!current || current.stale) return;
  await cognito.saveLanguage(current, language);
  setUser({ ...user, language });
}

/**
 * Where a sign-in screen goes once the person is signed in: `to` in the page (react-router), or,
 * when their account keeps another language, the same address in that language (a page load).
 */
export function goAfterSignIn(navigate: NavigateFunction, to: To, options?: NavigateOptions): void {
  if (languageAfterSignIn && typeof to === "string") {
    window.location.replace(pathInLanguage(to, languageAfterSignIn));
    return;
  }
  navigate(to, options);
}

/**
 * 'Language' chosen while signed in: kept with the account too. A failure (offline, a refusal) is
 * only logged: the device keeps the choice, and the choice is not held up for longer than 3 s.
 */
export async function saveAccountLanguage(language: Language): Promise<void> {
  let timer: ReturnType<typeof setTimeout> | undefined;
  const timeout = new Promise<void>((resolve) => (timer = setTimeout(resolve, 3000)));
  const saved = saveLanguage(language).catch((error: unknown) => console.warn("The language was not kept with the account", error));
  await Promise.race([saved, timeout]).finally(() => clearTimeout(timer));
}

/**
 * Spec: a current user found on load records a login, by the way they signed in (analytics drops
 * a login within 1 s of the last). Never in the way of the session check.
 */
function trackSessionLogin() {
  identity()
    .then(({ cognito }) => track("login", { method: cognito.signedInViaOAuth() ? "google" : "cognito" }))
    .catch((error: unknown) => console.warn("Analytics: the login was not recorded", error));
}

let sessionCheck: Promise<void> | null = null;

export const authService = {
  /**
   * Spec: on load, check for a current user. A network error keeps the current state (offline
   * play must not sign anyone out); any other error clears it; loading ends in every case.
   */
  checkSession(): Promise<void> {
    sessionCheck ??= (async () => {
      if (!hasStoredSession()) {
        setUser(null);
        setChecking(false);
        return;
      }
      setChecking(true);
      try {
        const user = await loadUser();
        if (user) {
          setUser(user);
          trackSessionLogin();
        } else sessionLost();
      } catch (error) {
        if (!isNetworkError(error)) sessionLost();
      } finally {
        setChecking(false);
      }
    })();
    return sessionCheck;
  },

  async signIn(email: string, password: string): Promise<void> {
    // Spec §5: sign-in fails while someone is signed in (the sign-in page shows this message). Tokens the page does not show a person
    // for (an earlier sign-in that failed half-way, a session that ended) are dropped instead.
    if (getSnapshot().user) throw new AuthFlowError(t`There is already a signed in user.`, "UserAlreadyAuthenticatedException");
    const { cognito } = await identity();
    if (hasStoredSession()) cognito.forgetSession();
    await cognito.signIn(normalizeEmail(email), password);
    await signedIn();
    track("login", { method: "cognito" });
  },

  /** A new account keeps the page's language. */
  async signUp(name: string, email: string, password: string): Promise<{ userConfirmed: boolean }> {
    return (await identity()).cognito.signUp(name, normalizeEmail(email), password, pageLanguage());
  },

  async confirmSignUp(email: string, code: string): Promise<void> {
    await (await identity()).cognito.confirmSignUp(normalizeEmail(email), code);
  },

  /** Cognito's ResendConfirmationCode: a new code for an account that is not confirmed yet. */
  async resendConfirmationCode(email: string): Promise<void> {
    await (await identity()).cognito.resendConfirmationCode(normalizeEmail(email));
  },

  async requestPasswordReset(email: string): Promise<void> {
    await (await identity()).cognito.requestPasswordReset(normalizeEmail(email));
  },

  async confirmPasswordReset(email: string, code: string, newPassword: string): Promise<void> {
    await (await identity()).cognito.confirmPasswordReset(normalizeEmail(email), code, newPassword);
  },

  /**
   * Leaves the app for the hosted sign-in with Google (code flow with PKCE); `returnTo`, a path on
   * this site, is where the callback goes on to (else /).
   */
  async signInWithGoogle(returnTo?: string): Promise<void> {
    const { config } = await identity();
    window.location.assign(await authorizeUrl(config, "Google", returnTo));
  },

  /**
   * On /auth-callback: checks the state, exchanges the code (once) and loads the user. Answers the
   * path given to signInWithGoogle, if any.
   */
  async completeHostedSignIn(search: string): Promise<string | null> {
    const { config } = await identity();
    const returnTo = await completeHostedSignIn(config, search);
    await signedIn();
    track("login", { method: "google" });
    return returnTo;
  },

  /**
   * The profile menu's Sign Out: ends the session at the service, clears this browser's storage
   * but for the device's own settings (consent, tour seen: DEVICE_SETTING_KEYS in lib/storage.ts) and the stored
   * premium cards, then a full load of / (or the hosted logout page after a hosted
   * sign-in). Failures are only logged.
   */
  async signOut(): Promise<void> {
    track("logout", {});
    let destination = "/";
    try {
      const { config, cognito } = await identity();
      // Holding the refresh lock: a refresh landing mid-way would write the tokens back. Once the
      // tokens are cleared (signOutAtService does), a later refresh finds nothing to refresh.
      await withRefreshLock(async () => {
        const { viaOAuth, error } = await cognito.signOutAtService();
        // Offline, the service cannot be told (the tokens still leave this device): not an error.
        if (isNetworkError(error)) console.warn("Signing out at the identity service failed (offline?)", error);
        else if (error) console.error("Error signing out", error);
        if (viaOAuth) destination = hostedLogoutUrl(config);
      });
    } catch (error) {
      console.error("Error signing out", error);
    }
    clearPersonalStorage();
    setUser(null);
    await deviceDb.clearEntitledContent().catch((error: unknown) => console.error("Error signing out", error));
    window.location.assign(destination);
  },

  /** The access token for API calls; null for a visitor (the library is not even loaded). */
  async accessToken({ force = false } = {}): Promise<string | null> {
    if (!hasStoredSession()) return null;
    const { cognito } = await identity();
    try {
      const current = await cognito.currentSession({ force });
      return current?.session.getAccessToken().getJwtToken() ?? null;
    } catch (error) {
      // Not authorized any more: the tokens are gone, so is the user.
      sessionLost();
      throw error;
    }
  },
};
