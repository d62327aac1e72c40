// What the identity service's failures mean to the page, and what the person reads.
import { msg, t } from "@lingui/core/macro";
import { i18n } from "../../lib/i18n";

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

/** Cognito's names for its own failures (and the local /identity/ proxy's when the emulator is down). */
const SERVICE_DOWN = new Set(["ServiceUnavailableException", "InternalErrorException"]);
const SERVICE_UNAVAILABLE = msg`Sign-in is not available right now. Please try again in a few minutes.`;

/** The service's own message when it has one, else the screen's fallback. */
export function messageOf(error: unknown, fallback: string): string {
  if (isNetworkError(error)) return t`A network error has occurred.`;
  const code = errorCode(error);
  if (code && SERVICE_DOWN.has(code)) return i18n._(SERVICE_UNAVAILABLE);
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

// Plain messages that never tell whether an account exists (the service's own texts do: "Incorrect
// username or password." vs "User does not exist." vs "User not authorized"). Production pools
// should also turn on Cognito's "prevent user existence errors" (docs/local-services.md, "Sign-in in
// the page").

const WRONG_CREDENTIALS = msg`Incorrect email address or password.`;
/** A descriptor: shown with `i18n._(TOO_MANY_ATTEMPTS)`. */
export const TOO_MANY_ATTEMPTS = msg`Too many attempts. Please wait a few minutes and try again.`;
const BAD_RESET_CODE = msg`That verification code is not valid or has expired. Please request a new one.`;

const THROTTLED = new Set(["TooManyRequestsException", "LimitExceededException", "TooManyFailedAttemptsException"]);

/** E-mails are trimmed and lower-cased before every call: "Qa@example.com" is "qa@example.com". */
export const normalizeEmail = (email: string) => email.trim().toLowerCase();

const EMAIL_FORMAT = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;
export const isEmailFormat = (email: string) => EMAIL_FORMAT.test(email.trim());

/** Sign-in: one message for a wrong password and an unknown address alike. */
export function signInMessage(error: unknown): string {
  if (isNetworkError(error)) return t`A network error has occurred.`;
  const code = errorCode(error);
  // InvalidPasswordException: the local emulator's answer to a wrong password (Cognito's is
  // NotAuthorizedException); answered alike, or an unknown address would read differently.
  if (code === "NotAuthorizedException" || code === "UserNotFoundException" || code === "InvalidPasswordException") return i18n._(WRONG_CREDENTIALS);
  if (code && THROTTLED.has(code)) return i18n._(TOO_MANY_ATTEMPTS);
  return messageOf(error, t`An error occurred during sign in`);
}

/** Setting a new password with the e-mailed code: an unknown address reads as a bad code. */
export function resetMessage(error: unknown): string {
  if (isNetworkError(error)) return t`A network error has occurred.`;
  const code = errorCode(error);
  if (code === "CodeMismatchException" || code === "ExpiredCodeException" || code === "UserNotFoundException") return i18n._(BAD_RESET_CODE);
  if (code && THROTTLED.has(code)) return i18n._(TOO_MANY_ATTEMPTS);
  return messageOf(error, t`An error occurred while resetting password`);
}

/** Asking for a reset code: an unknown (or unconfirmed) address is answered as if one was sent. */
export function resetRequestLooksSent(error: unknown): boolean {
  const code = errorCode(error);
  return code === "UserNotFoundException" || code === "InvalidParameterException";
}

/** Why a hosted sign-in (Google) did not sign the person in: shown on /, where it ends. */
export function hostedSignInMessage(error: unknown): string {
  if (isNetworkError(error)) return t`Sign-in was not completed: a network error has occurred. Please try again.`;
  const code = errorCode(error);
  if (code === "OAuthCancelled") return t`Sign-in was cancelled. You are not signed in.`;
  if (code === "InvalidState") return t`Sign-in could not be verified (it was started in another tab, or too long ago). Please try again.`;
  return t`Sign-in was not completed. Please try again.`;
}
