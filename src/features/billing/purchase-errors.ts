import { msg, t } from "@lingui/core/macro";
import type { MessageDescriptor } from "@lingui/core";
import { ApiError } from "../../lib/http";
import { i18n } from "../../lib/i18n";

export type PaymentAction = "checkout" | "portal";

const SOMETHING_WRONG: Record<PaymentAction, MessageDescriptor> = {
  checkout: msg`Something went wrong while opening the checkout. Nothing was charged. Please try again in a moment.`,
  portal: msg`Something went wrong while opening your subscription settings. Please try again in a moment.`,
};

const isTimeout = (error: unknown) => error instanceof DOMException && (error.name === "TimeoutError" || error.name === "AbortError");

/** A sentence a person can act on, for anything starting a checkout or the portal can raise. */
export function purchaseErrorMessage(error: unknown, action: PaymentAction): string {
  const somethingWrong = i18n._(SOMETHING_WRONG[action]);
  if (error instanceof TypeError) return t`You appear to be offline. Check your connection and try again.`;
  if (isTimeout(error)) return t`The connection is too slow right now. Nothing was charged. Please try again.`;
  if (!(error instanceof ApiError)) return somethingWrong;
  // The server's own message, where it wrote one for people (409 already owned, 404 no customer…).
  const serverSaid = error.code !== "error" && error.code !== "malformed_json" ? error.message : null;
  if (error.status === 401) return t`Your sign-in has expired. Please sign in again and try once more.`;
  if (error.status === 503) return serverSaid ?? t`Payments are not available right now. Nothing was charged. Please try again later.`;
  if (error.status >= 500) return somethingWrong;
  return serverSaid ?? somethingWrong;
}
