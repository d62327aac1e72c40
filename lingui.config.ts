import { defineConfig } from "@lingui/conf";
import { formatter } from "@lingui/format-po";

/**
 * The interface's languages (docs/translating.md): English is the source, written in the code;
 * German, French and Spanish are catalogs in src/locales/, one PO file each, that translators' tools
 * read. `en-XA` is the pseudo-language the e2e suite renders to find text that is not from a catalog
 * (build/pseudo-locale.ts makes it from the English; it is never offered to people).
 */
export default defineConfig({
  sourceLocale: "en",
  locales: ["en", "de", "fr", "es"],
  catalogs: [{ path: "<rootDir>/src/locales/{locale}", include: ["<rootDir>/src"], exclude: ["**/*.test.*", "**/node_modules/**"] }],
  format: formatter({ lineNumbers: false, printLinguiId: false }),
  orderBy: "message",
  // The macros' output reads our instance, activated before the app renders (src/lib/i18n/).
  runtimeConfigModule: { i18n: ["spark-i18n", "i18n"], Trans: ["spark-i18n-trans", "Trans"] },
});
