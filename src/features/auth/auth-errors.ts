// What the identity service's failures mean to the page, and what the person reads.

/** An error with the identity service's code (amazon-cognito-identity-js sets `code`). */
interface CodedError {
  code?: string;
  name?: string;
  message?: string;
}

export function errorCode(error: unknown): string | undefined {
  if (!error || typeof error !== "object") return undefined;
  const { code, name } = error as CodedError;
  return code ?? (name && name !== "Error" ? name : undefined);
}

/** The request never got an answer: offline, DNS, a dropped connection. */
export function isNetworkError(error: unknown): boolean {
  const code = errorCode(error);
  if (code === "NetworkError") return true;
  if (error instanceof TypeError) return true; // fetch's own failure
  const message = error instanceof Error ? error.message : "";
  return /^network error$/i.test(message) || /failed to fetch|networkerror|load failed/i.test(message);
}

export function isNotAuthorized(error: unknown): boolean {
  return errorCode(error) === "NotAuthorizedException";
}

/** The service's own message when it has one, else the screen's fallback. */
export function messageOf(error: unknown, fallback: string): string {
  if (isNetworkError(error)) return "A network error has occurred.";
  const message = error instanceof Error || (error && typeof error === "object") ? (error as CodedError).message : undefined;
  return typeof message === "string" && message.trim() !== "" && message !== "null" ? message : fallback;
}

export class AuthFlowError extends Error {
  constructor(
    message: string,
    readonly code: string,
  ) {
    super(message);
    this.name = code;
  }
}
