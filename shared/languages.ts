// The interface's languages and their addresses (docs/translating.md): English pages keep their
// addresses; German, French and Spanish live under /de/, /fr/, /es/. The page, the build's
// prerender, the server and the service worker read an address's language here. `en-XA` is the
// pseudo-language that finds text not taken from a catalog (never offered, never prerendered).

export const LANGUAGES = ["en", "de", "fr", "es"] as const;
export type Language = (typeof LANGUAGES)[number];
export const DEFAULT_LANGUAGE: Language = "en";
export const PSEUDO_LANGUAGE = "en-XA";
export type PageLanguage = Language | typeof PSEUDO_LANGUAGE;

/** Each language's name in itself, as the 'Language' control offers it. */
export const LANGUAGE_NAMES: Record<Language, string> = { en: "English", de: "Deutsch", fr: "Français", es: "Español" };

export function isLanguage(value: unknown): value is Language {
  return typeof value === "string" && (LANGUAGES as readonly string[]).includes(value);
}

/** The prefixed languages' first path segment: /de, /fr, /es (and the pseudo-language's). */
const PREFIXED = new Set<string>([...LANGUAGES.filter((language) => language !== DEFAULT_LANGUAGE), PSEUDO_LANGUAGE]);

/**
 * An address's language and the app's path within it: `/de/decks` → de, `/decks`; `/de` → de, `/`;
 * `/decks` → en, `/decks`. `basename` is what the router puts before every path ("" for English).
 */
export function languageOfPath(pathname: string): { language: PageLanguage; basename: string; path: string } {
  const first = /^\/([^/]+)(\/.*)?$/.exec(pathname);
  if (first && PREFIXED.has(first[1])) {
    return { language: first[1] as PageLanguage, basename: `/${first[1]}`, path: first[2] || "/" };
  }
  return { language: DEFAULT_LANGUAGE, basename: "", path: pathname };
}

/** The same page in another language: `pathInLanguage("/decks", "de")` → `/de/decks`. */
export function pathInLanguage(path: string, language: PageLanguage): string {
  if (language === DEFAULT_LANGUAGE) return path;
  return path === "/" ? `/${language}` : `/${language}${path}`;
}

/**
 * The language a browser prefers among ours, from `navigator.languages` (or Accept-Language's
 * list): the first of its languages that we speak, by its primary subtag; null when none is ours
 * or it names none (a crawler), so the page stays English.
 */
export function preferredLanguage(languages: readonly string[]): Language | null {
  for (const tag of languages) {
    const primary = tag.trim().toLowerCase().split(/[-_]/)[0];
    if (isLanguage(primary)) return primary;
  }
  return null;
}

/**
 * Where the page leaves the language a person chose, for the service worker (which cannot read
 * localStorage): one entry in Cache Storage, keyed LANGUAGE_CHOICE_KEY, its body the language.
 */
export const LANGUAGE_CHOICE_CACHE = "spark-language-choice";
export const LANGUAGE_CHOICE_KEY = "/language-choice";

/**
 * The address to open instead of an English one: the remembered choice, else (none remembered) the
 * language the browser prefers among ours; null to stay (English chosen or preferred, or no
 * preference: a crawler). Only English addresses move: /de/… is a choice made by the link.
 */
export function languageRedirect(url: URL, remembered: Language | null, browserLanguages: readonly string[]): string | null {
  if (languageOfPath(url.pathname).language !== DEFAULT_LANGUAGE) return null;
  const language = remembered ?? preferredLanguage(browserLanguages);
  if (!language || language === DEFAULT_LANGUAGE) return null;
  return pathInLanguage(url.pathname, language) + url.search + url.hash;
}
