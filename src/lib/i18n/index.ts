// The page's language (docs/translating.md). Messages are written with Lingui's macros:
//   import { t, plural, msg } from "@lingui/core/macro";   t`Save a copy`, plural(n, { one: "# card", other: "# cards" })
//   import { Trans } from "@lingui/react/macro";            <Trans>Read the <Link to="/terms">terms</Link>.</Trans>
// `t` runs where it is written: never at a module's top level (the language is activated after the
// modules load); a constant is a `msg` descriptor, shown with `i18n._(descriptor)`.
import { DEFAULT_LANGUAGE, isLanguage, languageOfPath, type Language } from "../../../shared/languages";
import { i18n } from "./runtime";

export { i18n };

/**
 * The language the page asks the API for its decks in (`?lang=`), and keeps them by on the device:
 * the page's own, English for the pseudo-language.
 */
export function contentLanguage(): Language {
  return isLanguage(i18n.locale) ? i18n.locale : DEFAULT_LANGUAGE;
}

/**
 * `?lang=` for an API call whose answer holds deck text (the decks, a live room's state): none for
 * English, the API's default, so an English page asks at the address it always has.
 */
export function contentLanguageQuery(): string {
  const language = contentLanguage();
  return language === DEFAULT_LANGUAGE ? "" : `?lang=${language}`;
}

/**
 * Where the page's addresses start, for a link that leaves the page (a shared card, a QR code): the
 * origin and the language's prefix, so the link opens in the language it was shared from.
 */
export function linkBase(): string {
  if (typeof window === "undefined") return "";
  return window.location.origin + languageOfPath(window.location.pathname).basename;
}
