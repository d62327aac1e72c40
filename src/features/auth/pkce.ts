// OAuth 2.0 code flow with PKCE (RFC 7636) for the hosted sign-in: the spec's lengths, a 128
// character verifier and a 32 character state, drawn from the unreserved URL alphabet.

const UNRESERVED = "ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789-._~";
const ALPHANUMERIC = UNRESERVED.slice(0, 62);

export const VERIFIER_LENGTH = 128;
export const STATE_LENGTH = 32;

/** Random characters from `alphabet`, without modulo bias (rejection sampling). */
export function randomString(length: number, alphabet: string): string {
  const limit = 256 - (256 % alphabet.length);
  let out = "";
  while (out.length < length) {
    for (const byte of crypto.getRandomValues(new Uint8Array(length * 2))) {
      if (byte < limit) out += alphabet[byte % alphabet.length];
      if (out.length === length) break;
    }
  }
  return out;
}

export const createCodeVerifier = () => randomString(VERIFIER_LENGTH, UNRESERVED);
export const createState = () => randomString(STATE_LENGTH, ALPHANUMERIC);

function base64Url(bytes: ArrayBuffer): string {
  let binary = "";
  for (const byte of new Uint8Array(bytes)) binary += String.fromCharCode(byte);
  return btoa(binary).replace(/\+/g, "-").replace(/\//g, "_").replace(/=+$/, "");
}

/** The S256 challenge: BASE64URL(SHA-256(ASCII(verifier))). */
export async function codeChallengeS256(verifier: string): Promise<string> {
  return base64Url(await crypto.subtle.digest("SHA-256", new TextEncoder().encode(verifier)));
}
