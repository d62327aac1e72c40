// The page's language (docs/translating.md). Messages are written with Lingui's macros:
//   import { t, plural, msg } from "@lingui/core/macro";   t`Save a copy`, plural(n, { one: "# card", other: "# cards" })
//   import { Trans } from "@lingui/react/macro";            <Trans>Read the <Link to="/terms">terms</Link>.</Trans>
// `t` runs where it is written: never at a module's top level (the language is activated after the
// modules load); a constant is a `msg` descriptor, shown with `i18n._(descriptor)`.
import { languageOfPath } from "../../../shared/languages";

export { i18n } from "./runtime";

/**
 * Where the page's addresses start, for a link that leaves the page (a shared card, a QR code): the
 * origin and the language's prefix, so the link opens in the language it was shared from.
 */
export function linkBase(): string {
  if (typeof window === "undefined") return "";
  return window.location.origin + languageOfPath(window.location.pathname).basename;
}
