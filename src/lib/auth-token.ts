// The bearer token API calls carry when someone is signed in. The auth feature registers the
// provider; lib code asks it without knowing about the identity service.

export type AccessTokenProvider = (options?: { force?: boolean }) => Promise<string | null>;

let provider: AccessTokenProvider = async () => null;
let sessionCheck: () => boolean = () => false;

export function setAccessTokenProvider(next: AccessTokenProvider, hasSession: () => boolean) {
  provider = next;
  sessionCheck = hasSession;
}

/** Whether a sign-in is stored in this browser (no network, no identity library). */
export function sessionStored(): boolean {
  try {
    return sessionCheck();
  } catch {
    return false;
  }
}

/** The current access token, or null for a visitor (or when none can be had right now). */
export async function accessToken(options?: { force?: boolean }): Promise<string | null> {
  try {
    return await provider(options);
  } catch {
    return null;
  }
}
