// What the Lingui macros' output calls (lingui.config.ts names this module "spark-i18n"): the app's
// one i18n instance (and trans.ts a <Trans> that reads it without a provider). A language is chosen by the
// address (/de/…): changing it loads the page again, so nothing needs to re-render on a switch, and
// any component (a test's too) can be drawn without wrapping it in a provider.
import { setupI18n } from "@lingui/core";

/**
 * English is written in the code (build/inline-english.ts compiles each message where it is used),
 * so English needs no catalog; another language's catalog is loaded and activated before the app
 * renders (src/lib/i18n/catalogs.ts).
 */
export const i18n = setupI18n({ locale: "en", messages: { en: {} } });
