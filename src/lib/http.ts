import { t } from "@lingui/core/macro";
import type { ApiErrorBody } from "../../shared/api-types";
import { accessToken } from "./auth-token";
import { apiErrorMessage } from "./i18n/api-errors";

export const MALFORMED_JSON_MESSAGE = "Invalid or malformed JSON was provided";

/** A failed API call: carries the HTTP status and the body text as the server sent it. */
export class ApiError extends Error {
  readonly status: number;
  readonly body: string;
  readonly code: string;
  /**
   * The server's own words (English): for a message kept on the device, which the page shows in
   * the language it is in then; `message` is what to show now (src/lib/i18n/api-errors.ts).
   */
  readonly serverMessage: string;

  constructor(status: number, body: string, code: string, message: string, serverMessage = message) {
    super(message);
    this.serverMessage = serverMessage;
    this.name = "ApiError";
    this.status = status;
    this.body = body;
    this.code = code;
  }
}

function parseErrorBody(status: number, body: string): ApiError {
  try {
    const parsed = JSON.parse(body) as Partial<ApiErrorBody>;
    if (parsed && typeof parsed.message === "string") {
      const code = parsed.error ?? "error";
      return new ApiError(status, body, code, apiErrorMessage(code, parsed.message), parsed.message);
    }
  } catch {
    // fall through: a non-JSON error body (a proxy's HTML page, say)
  }
  // Spec §8 (API error): a body that is not JSON reads 'Invalid or malformed JSON was provided';
  // the status and the body text stay on the error.
  return new ApiError(status, body, "malformed_json", apiErrorMessage("malformed_json", MALFORMED_JSON_MESSAGE));
}

/**
 * Calls the product API, as the signed-in user when there is one (unless `asVisitor`: a live room's
 * participant, who needs no account). Resolves with the parsed JSON body; rejects with an ApiError
 * for a non-2xx answer or a body that is not JSON, and with the fetch TypeError when offline. A
 * token the server refuses is refreshed once and the call retried.
 */
export async function apiRequest<T>(path: string, init: RequestInit = {}, { asVisitor = false } = {}): Promise<T> {
  const send = async (token: string | null) => {
    const headers = new Headers(init.headers);
    headers.set("Accept", "application/json");
    if (init.body !== undefined && !headers.has("Content-Type")) headers.set("Content-Type", "application/json");
    if (token) headers.set("Authorization", `Bearer ${token}`);
    return fetch(`/api${path}`, { ...init, headers });
  };
  const token = asVisitor ? null : await accessToken();
  let response = await send(token);
  if (response.status === 401 && token) {
    // Refused: refresh the token and try once more, unless the refresh brought nothing new.
    const fresh = await accessToken({ force: true });
    if (fresh && fresh !== token) response = await send(fresh);
  }
  const text = await response.text();
  if (!response.ok) throw parseErrorBody(response.status, text);
  try {
    return (text === "" ? null : JSON.parse(text)) as T;
  } catch {
    throw new ApiError(response.status, text, "malformed_json", MALFORMED_JSON_MESSAGE);
  }
}

/** A message fit to show a person, for any error an API call can raise. */
export function describeError(error: unknown, fallback: string): string {
  if (error instanceof ApiError) return error.message;
  if (error instanceof TypeError) return t`You appear to be offline. Check your connection and try again.`;
  return fallback;
}
