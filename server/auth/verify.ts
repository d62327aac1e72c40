// Access-token verification with aws-jwt-verify: signature (JWKS), issuer, token_use "access",
// client id and expiry. Production trusts only the real pool's issuer; the emulator's issuer
// (whose signing key ships inside the cognito-local package) is trusted only in local mode.
import { CognitoJwtVerifier, JwtRsaVerifier } from "aws-jwt-verify";
import {
  CognitoJwtInvalidClientIdError,
  CognitoJwtInvalidTokenUseError,
  FetchError,
  JwtBaseError,
  JwtExpiredError,
  JwtInvalidIssuerError,
} from "aws-jwt-verify/error";
import { SimpleJwksCache } from "aws-jwt-verify/jwk";
import type { Jwks } from "aws-jwt-verify/jwk";
import type { Fetcher } from "aws-jwt-verify/https";
import type { IdentitySettings } from "./settings";

/** The caller a verified access token names. `sub` is the user id entitlements are stored under. */
export interface Caller {
  sub: string;
  username: string;
}

export interface AccessTokenVerifier {
  /** Resolves with the caller, or rejects with InvalidTokenError (or another error if the keys cannot be fetched). */
  verify(token: string): Promise<Caller>;
}

export class InvalidTokenError extends Error {
  override name = "InvalidTokenError";
}

/** Plain-http fetcher for the emulator's JWKS (aws-jwt-verify's own fetcher speaks https only). */
const httpFetcher: Fetcher = {
  async fetch(uri: string) {
    let res: Response;
    try {
      res = await fetch(uri, { signal: AbortSignal.timeout(3000) });
    } catch (error) {
      throw new FetchError(uri, error instanceof Error ? error.message : String(error));
    }
    if (!res.ok) throw new FetchError(uri, `status ${res.status}`);
    return res.arrayBuffer();
  },
};

function describe(error: unknown): string {
  if (error instanceof JwtExpiredError) return "The access token has expired.";
  if (error instanceof CognitoJwtInvalidTokenUseError) return "An access token is needed here, not an id token.";
  if (error instanceof CognitoJwtInvalidClientIdError) return "The access token was issued to another app client.";
  if (error instanceof JwtInvalidIssuerError) {
    return "The access token was not issued by this site's user pool.";
  }
  return "The access token is not valid.";
}

// Control characters (PostgreSQL's text refuses NUL) and unpaired surrogates.
// eslint-disable-next-line no-control-regex
const UNSTORABLE = /[\u0000-\u001f\u007f]|[\ud800-\udbff](?![\udc00-\udfff])|(?<![\ud800-\udbff])[\udc00-\udfff]/;

/**
 * A user id the database can store and compare: Cognito's subs are UUIDs. A token that verifies
 * can still name anything when its key is public (the emulator's, trusted in local mode only), so
 * a sub the database would refuse (a NUL: an error, not a 401) is the token's fault.
 */
function isStorableId(value: unknown): value is string {
  return typeof value === "string" && value.length > 0 && value.length <= 256 && !UNSTORABLE.test(value);
}

type VerifyFn = (token: string) => Promise<Record<string, unknown>>;

function wrap(verifyJwt: VerifyFn): AccessTokenVerifier {
  return {
    async verify(token) {
      let payload: Record<string, unknown>;
      try {
        payload = await verifyJwt(token);
      } catch (error) {
        // A token we cannot parse or trust is the caller's problem (401); keys we cannot fetch
        // are ours, and are rethrown for the middleware to answer 503.
        if (error instanceof JwtBaseError && !(error instanceof FetchError)) {
          throw new InvalidTokenError(describe(error), { cause: error });
        }
        throw error;
      }
      if (!isStorableId(payload.sub)) throw new InvalidTokenError("The access token names no user.");
      const username = isStorableId(payload.username) ? payload.username : payload.sub;
      return { sub: payload.sub, username };
    },
  };
}

/** The real Cognito pool (production). */
function cognitoAccessTokenVerifier(userPoolId: string, clientId: string): AccessTokenVerifier {
  const verifier = CognitoJwtVerifier.create({ userPoolId, clientId, tokenUse: "access" });
  return wrap((token) => verifier.verify(token));
}

/**
 * An issuer that is not a Cognito domain: the local emulator, or a test key. Checks what
 * CognitoJwtVerifier checks for access tokens: token_use "access" and the client_id claim.
 */
export function rsaAccessTokenVerifier(options: {
  issuer: string;
  clientId: string;
  jwksUri?: string;
  /** Known keys (tests); otherwise they are fetched from jwksUri over http. */
  jwks?: Jwks;
}): AccessTokenVerifier {
  const verifier = JwtRsaVerifier.create(
    {
      issuer: options.issuer,
      audience: null,
      jwksUri: options.jwksUri ?? `${options.issuer}/.well-known/jwks.json`,
      customJwtCheck: ({ payload }) => {
        if (payload.token_use !== "access") {
          throw new CognitoJwtInvalidTokenUseError("token_use is not access", payload.token_use, "access");
        }
        if (payload.client_id !== options.clientId) {
          throw new CognitoJwtInvalidClientIdError("client_id mismatch", payload.client_id, options.clientId);
        }
      },
    },
    { jwksCache: new SimpleJwksCache({ fetcher: httpFetcher }) },
  );
  if (options.jwks) verifier.cacheJwks(options.jwks);
  return wrap((token) => verifier.verify(token) as Promise<Record<string, unknown>>);
}

/** The verifier for this server's settings: the emulator's issuer in local mode only. */
export function accessTokenVerifierFor(settings: IdentitySettings): AccessTokenVerifier {
  if (settings.localEndpoint) {
    const issuer = `${settings.localEndpoint}/${settings.userPoolId}`;
    return rsaAccessTokenVerifier({ issuer, clientId: settings.clientId, jwksUri: `${issuer}/.well-known/jwks.json` });
  }
  return cognitoAccessTokenVerifier(settings.userPoolId, settings.clientId);
}
