// What the /identity/ proxy checks before anything reaches the emulator (identity-proxy.ts): the
// operations a page may call, the OAuth form fields, and the body read in full within its limit.
import type { Context } from "hono";
import publicOperations from "../../shared/cognito-public-operations.json";

export const MAX_BODY_BYTES = 64 * 1024;
export const TARGET = /^AWSCognitoIdentityProviderService\.([A-Za-z]{1,64})$/;
/**
 * The operations a page may call without AWS credentials (what amazon-cognito-identity-js and
 * src/features/auth call). The Admin* and pool operations need IAM credentials at Cognito; the
 * emulator asks for none, so through this public proxy they are not offered at all. The list is
 * shared with the emulator's own guard (scripts/identity-emulator-process.mjs).
 */
export const PUBLIC_OPERATIONS = new Set<string>(publicOperations);
/** The form fields the emulator's OAuth endpoints read: each at most once, each of a sane length. */
const OAUTH_FIELDS = ["client_id", "redirect_uri", "response_type", "code_challenge", "code_challenge_method", "scope", "state", "username", "password", "grant_type", "code", "code_verifier", "refresh_token"];
/** The emulator pastes these into its login page unescaped: allow only what real values look like. */
const SAFE_FORM_VALUE = /^[A-Za-z0-9._~+/=:, -]*$/;
const REFLECTED_FIELDS = ["client_id", "response_type", "code_challenge", "code_challenge_method", "scope", "state"];

/** At most one value per reflected field (the emulator would join repeats), each plain text. */
export function reflectedFieldsAreSafe(params: URLSearchParams): boolean {
  return REFLECTED_FIELDS.every((name) => {
    const values = params.getAll(name);
    return values.length <= 1 && values.every((value) => value.length <= 2048 && SAFE_FORM_VALUE.test(value));
  });
}

/** The fields the emulator reads come once each (a repeat would reach it as an array), none huge. */
export function oauthFieldsAreSingle(params: URLSearchParams): boolean {
  return OAUTH_FIELDS.every((name) => {
    const values = params.getAll(name);
    return values.length <= 1 && values.every((value) => value.length <= 4096);
  });
}


/** Reads the body within MAX_BODY_BYTES whatever Content-Length claims; null when it is longer. */
async function readBody(c: Context): Promise<Uint8Array | null> {
  const body = c.req.raw.body;
  if (!body) return new Uint8Array(0);
  const chunks: Uint8Array[] = [];
  let size = 0;
  const reader = body.getReader();
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    size += value.length;
    if (size > MAX_BODY_BYTES) {
      await reader.cancel().catch(() => undefined);
      return null;
    }
    chunks.push(value);
  }
  return Buffer.concat(chunks);
}

/** The body as UTF-8 text, read within MAX_BODY_BYTES: or why it cannot be. */
export async function readText(c: Context): Promise<{ text: string } | { refused: "too-large" | "not-utf8" }> {
  const body = await readBody(c);
  if (!body) return { refused: "too-large" };
  try {
    return { text: new TextDecoder("utf-8", { fatal: true }).decode(body) };
  } catch {
    return { refused: "not-utf8" };
  }
}
