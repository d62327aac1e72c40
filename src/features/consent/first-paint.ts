// A prerendered page shows the cookie banner: the build knows no one's choice. Someone who has
// answered it must not see it there until the page is alive (seconds on a busy phone), looking as
// if it could be pressed, and then vanish. The entry script marks a stored choice on <html> before
// anything else runs, and the banner's CSS hides it under that mark. Kept apart from
// consent-storage, which brings analytics with it: the entry script stays small. It imports
// lib/storage alone: a module of this folder shared with the entry split a file of its own out of
// the entry script, one more round trip before the page could come alive.
import { DEVICE_SETTING_KEYS, readString } from "../../lib/storage";

/** The attribute on <html> that says a cookie choice is stored. */
export const COOKIE_CHOICE_MARK = "data-cookie-choice";

/** Marks a stored choice on the document, for the prerendered banner's CSS. */
export function markStoredCookieChoice(doc: Document = document) {
  if (readString(DEVICE_SETTING_KEYS.cookieConsent) !== null) doc.documentElement.setAttribute(COOKIE_CHOICE_MARK, "");
}
