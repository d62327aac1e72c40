// The tokens as amazon-cognito-identity-js keeps them in localStorage (spec: prefix
// CognitoIdentityServiceProvider), read and written without loading the library: a visitor's
// page never needs it, and the hosted (OAuth) sign-in stores its tokens where the library reads.
import { readString, writeString } from "../../lib/storage";

const TOKEN_PREFIX = "CognitoIdentityServiceProvider";
/** Spec: tokens refresh when within 5 s of expiry. */
const REFRESH_TOLERANCE_SECONDS = 5;

export interface StoredTokens {
  idToken: string;
  accessToken: string;
  refreshToken: string;
  /** Seconds this device's clock is ahead of the service's. */
  clockDrift: number;
}

const key = (clientId: string, ...parts: string[]) => [TOKEN_PREFIX, clientId, ...parts].join(".");

export function lastAuthUser(clientId: string): string | null {
  return readString(key(clientId, "LastAuthUser"));
}

/** Whether any sign-in is stored on this device (no configuration needed to ask). */
export function hasStoredSession(): boolean {
  try {
    for (let i = 0; i < window.localStorage.length; i++) {
      const name = window.localStorage.key(i) ?? "";
      if (name.startsWith(`${TOKEN_PREFIX}.`) && name.endsWith(".LastAuthUser")) return true;
    }
  } catch {
    // storage unavailable: nobody is signed in here
  }
  return false;
}

export function readTokens(clientId: string, username: string): StoredTokens | null {
  const idToken = readString(key(clientId, username, "idToken"));
  const accessToken = readString(key(clientId, username, "accessToken"));
  if (!idToken || !accessToken) return null;
  return {
    idToken,
    accessToken,
    refreshToken: readString(key(clientId, username, "refreshToken")) ?? "",
    clockDrift: Number.parseInt(readString(key(clientId, username, "clockDrift")) ?? "0", 10) || 0,
  };
}

export function writeTokens(clientId: string, username: string, tokens: StoredTokens, oauth = false) {
  writeString(key(clientId, username, "idToken"), tokens.idToken);
  writeString(key(clientId, username, "accessToken"), tokens.accessToken);
  writeString(key(clientId, username, "refreshToken"), tokens.refreshToken);
  writeString(key(clientId, username, "clockDrift"), String(tokens.clockDrift));
  if (oauth) writeString(key(clientId, username, "oauthMetadata"), JSON.stringify({ oauthSignIn: true }));
  writeString(key(clientId, "LastAuthUser"), username);
}

/** Whether the stored sign-in came through the hosted UI (sign-out then leaves through it). */
export function signedInWithOAuth(clientId: string, username: string): boolean {
  return readString(key(clientId, username, "oauthMetadata"))?.includes('"oauthSignIn":true') ?? false;
}

/** A JWT's payload, or null when the token is not one. Not a verification: the server verifies. */
export function jwtPayload(token: string): Record<string, unknown> | null {
  const parts = token.split(".");
  if (parts.length !== 3) return null;
  try {
    const base64 = parts[1].replace(/-/g, "+").replace(/_/g, "/");
    const json = decodeURIComponent(
      Array.from(atob(base64), (c) => `%${c.charCodeAt(0).toString(16).padStart(2, "0")}`).join(""),
    );
    const payload: unknown = JSON.parse(json);
    return payload && typeof payload === "object" ? (payload as Record<string, unknown>) : null;
  } catch {
    return null;
  }
}

const claim = (token: string, name: string) => {
  const value = jwtPayload(token)?.[name];
  return typeof value === "number" ? value : 0;
};

/** As the library computes it: now minus the earlier of the two tokens' issue times. */
export function clockDriftFor(idToken: string, accessToken: string, nowSeconds: number): number {
  return nowSeconds - Math.min(claim(idToken, "iat"), claim(accessToken, "iat"));
}

/** True when the id or the access token expires within the tolerance, counting clock drift. */
export function needsRefresh(tokens: StoredTokens, nowSeconds: number): boolean {
  const adjusted = nowSeconds - tokens.clockDrift;
  const expiry = Math.min(claim(tokens.idToken, "exp"), claim(tokens.accessToken, "exp"));
  return adjusted >= expiry - REFRESH_TOLERANCE_SECONDS;
}
