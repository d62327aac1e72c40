import { msg } from "@lingui/core/macro";
import type { MessageDescriptor } from "@lingui/core";
import { DEFAULT_LANGUAGE } from "../../../shared/languages";
import { i18n } from "./runtime";

/**
 * The page's own words for the server's errors, by their stable `error` code (docs/translating.md):
 * the server answers in English, and an English page shows its message as it is (the spec's
 * words, with their detail); a page in another language shows these.
 */
const BY_CODE: Record<string, MessageDescriptor> = {
  rate_limited: msg`Too many tries in a short time. Wait a moment and try again.`,
  room_full: msg`This room is full.`,
  room_ended: msg`This room has ended.`,
  name_taken: msg`Someone in this room already has that name. Choose another one.`,
  sign_in_required: msg`Sign in to do this.`,
  unauthorized: msg`Your session has ended. Sign in again.`,
  invalid_token: msg`Your session has ended. Sign in again.`,
  forbidden: msg`You cannot do this here.`,
  wrong_host: msg`You cannot do this here.`,
  cross_origin: msg`You cannot do this here.`,
  pass_required: msg`This needs the All-Access Pass.`,
  deck_locked: msg`Unlock this deck (or get the All-Access Pass) to see every card.`,
  card_locked: msg`Unlock this deck (or get the All-Access Pass) to see every card.`,
  deck_not_found: msg`This deck could not be found.`,
  card_not_found: msg`This card could not be found.`,
  not_found: msg`This is no longer there.`,
  removed: msg`This is no longer there.`,
  user_not_found: msg`This account could not be found.`,
  limit_reached: msg`You have reached what your plan allows.`,
  validation_error: msg`Something you entered is not right. Check it and try again.`,
  invalid_request: msg`Something you entered is not right. Check it and try again.`,
  bad_request: msg`Something you entered is not right. Check it and try again.`,
  invalid_deck_id: msg`This deck could not be found.`,
  invalid_card_id: msg`This card could not be found.`,
  payload_too_large: msg`That is too long to send.`,
  billing_unavailable: msg`Payments are not available right now. Try again later.`,
  payments_unavailable: msg`Payments are not available right now. Try again later.`,
  identity_unavailable: msg`Signing in is not available right now. Try again later.`,
  identity_not_configured: msg`Signing in is not available right now. Try again later.`,
  malformed_json: msg`The answer could not be read. Try again.`,
};
const SOMETHING_WENT_WRONG = msg`Something went wrong on our side. Try again in a moment.`;

/** What the page says for a server error: its message on an English page, ours in another language. */
export function apiErrorMessage(code: string, serverMessage: string): string {
  if (i18n.locale === DEFAULT_LANGUAGE) return serverMessage;
  return i18n._(BY_CODE[code] ?? SOMETHING_WENT_WRONG);
}
