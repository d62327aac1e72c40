// Every call to the identity service (the library's and our own) goes through here, so the spec's
// retries apply to all of them (§7 Retries): up to 3 attempts on a network error, HTTP 429, 500,
// 502, 503 or 504, throttling, a time-out or clock skew; back-off 2^attempt × 100 ms plus up to
// 100 ms of jitter, capped at 300000 ms. A wrong password or a used code is a 400 of another kind:
// never retried (a retry would only count against the person's attempts).

import { t } from "@lingui/core/macro";

const MAX_ATTEMPTS = 3;
const BACKOFF_CAP_MS = 300_000;
const RETRY_STATUSES = new Set([429, 500, 502, 503, 504]);
const RETRY_CODES = new Set([
  // throttling
  "ThrottlingException",
  "Throttling",
  "ThrottledException",
  "TooManyRequestsException",
  "RequestLimitExceeded",
  "RequestThrottled",
  "RequestThrottledException",
  "SlowDown",
  "ProvisionedThroughputExceededException",
  // time-outs
  "RequestTimeout",
  "RequestTimeoutException",
  "TimeoutError",
  // clock skew
  "RequestTimeTooSkewed",
  "RequestExpired",
  "RequestInTheFuture",
  "InvalidSignatureException",
  "SignatureDoesNotMatch",
  "AuthFailure",
]);

/** An identity-service failure, shaped as amazon-cognito-identity-js shapes its own. */
export interface IdentityError extends Error {
  code: string;
  statusCode?: number;
}

function identityError(message: string, code: string, statusCode?: number): IdentityError {
  const error = new Error(message) as IdentityError;
  error.name = code;
  error.code = code;
  if (statusCode !== undefined) error.statusCode = statusCode;
  return error;
}

/** The wait before attempt `attempt + 1` (attempt counts from 1). */
export function backoffDelay(attempt: number, random: () => number = Math.random): number {
  return Math.min(2 ** attempt * 100 + random() * 100, BACKOFF_CAP_MS);
}

function isRetryable(error: IdentityError): boolean {
  if (error.code === "NetworkError") return true;
  if (error.statusCode !== undefined && RETRY_STATUSES.has(error.statusCode)) return true;
  return RETRY_CODES.has(error.code);
}

const sleepFor = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

/** One POST to the service: the parsed answer, or an IdentityError. */
async function attempt(endpoint: string, operation: string, params: unknown): Promise<unknown> {
  let response: Response;
  try {
    response = await fetch(endpoint, {
      method: "POST",
      headers: {
        "Content-Type": "application/x-amz-json-1.1",
        "X-Amz-Target": `AWSCognitoIdentityProviderService.${operation}`,
      },
      body: JSON.stringify(params),
      cache: "no-store",
    });
  } catch {
    throw identityError("Network error", "NetworkError");
  }
  const text = await response.text().catch(() => "");
  let data: { __type?: string; code?: string; message?: string; Message?: string } = {};
  try {
    data = text === "" ? {} : (JSON.parse(text) as typeof data);
  } catch {
    // Shown by the sign-in screens (auth-errors.ts, messageOf).
    if (response.ok) throw identityError(t`Invalid or malformed JSON was provided`, "InvalidResponse", response.status);
  }
  if (response.ok) return data;
  const type = data.__type ?? data.code ?? response.headers.get("x-amzn-errortype")?.split(":")[0] ?? `Http${response.status}`;
  // No message of its own: empty, so the screens show their fallback (spec §8).
  const message = data.message ?? data.Message ?? "";
  throw identityError(message, type.split("#").pop()!, response.status);
}

export async function identityRequest(
  endpoint: string,
  operation: string,
  params: unknown,
  { sleep = sleepFor, random = Math.random }: { sleep?: (ms: number) => Promise<void>; random?: () => number } = {},
): Promise<unknown> {
  for (let n = 1; ; n++) {
    try {
      return await attempt(endpoint, operation, params);
    } catch (error) {
      if (n >= MAX_ATTEMPTS || !isRetryable(error as IdentityError)) throw error;
      await sleep(backoffDelay(n, random));
    }
  }
}

type Callback = (error: IdentityError | null, data?: unknown) => void;

/**
 * Makes the library's client send through identityRequest: its own `requestWithRetry` (up to 5 s
 * of retries for some calls) is replaced too, so no call is retried twice over.
 */
export function installRetries(client: object, endpoint: string) {
  const request = (operation: string, params: unknown, callback: Callback) => {
    identityRequest(endpoint, operation, params).then(
      (data) => callback(null, data),
      (error: IdentityError) => callback(error),
    );
  };
  Object.assign(client, {
    request,
    requestWithRetry: request,
    promisifyRequest: (operation: string, params: unknown) => identityRequest(endpoint, operation, params),
  });
}
