// What the fuzz's cases are made of: a case as sent, the fixtures it may use, and a route's draft.
import type { TestIdentity } from "../test-identity";

export type Body = Uint8Array | null;

export interface FuzzCase {
  index: number;
  /** The route family, for the tallies. */
  family: string;
  method: string;
  url: string;
  headers: [string, string][];
  body: Body;
  /** c.env: the connection's address (rate limits, the loopback-only admin routes). */
  remoteAddress: string;
  /** A validly signed webhook delivery: a 5xx is its deliberate "try again". */
  signedWebhook?: boolean;
}

export interface Fixtures {
  identity: TestIdentity;
  webhookSecret: string;
  /** Access tokens that verify: real users (one with the pass) and forged ones for other subs. */
  goodTokens: string[];
  /** Tokens that verify but name odd users, expired ones, id tokens, tokens for other clients … */
  oddTokens: string[];
  /** A user whose tokens may be spent or revoked by the identity cases. */
  victimAccessToken: string;
  victimRefreshToken: string;
}

export interface Draft {
  family: string;
  method: string;
  path: string;
  contentType?: string | null;
  body?: Body;
  headers?: [string, string][];
  authorize?: boolean;
  signedWebhook?: boolean;
  remoteAddress?: string;
  /** Leave the path and method alone (the webhook's signed deliveries). */
  exact?: boolean;
  /** Keep the method, path and content type (the fields inside are what is wrong): reaches deeper. */
  wellFormed?: boolean;
}
