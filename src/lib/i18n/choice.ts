import { isLanguage, LANGUAGE_CHOICE_CACHE, LANGUAGE_CHOICE_KEY, languageRedirect, type Language } from "../../../shared/languages";
import { readString, writeString } from "../storage";

/** The language chosen on this device ('Language' in the footer or the profile). */
const CHOICE_KEY = "sparkDecks.language";

export function rememberedLanguage(): Language | null {
  const value = readString(CHOICE_KEY);
  return isLanguage(value) ? value : null;
}

/**
 * Remembers a choice on the device: for the page (localStorage) and for the service worker, which
 * moves an English address to it before the page is drawn (sw/language-choice.ts).
 */
export async function rememberLanguage(language: Language): Promise<void> {
  writeString(CHOICE_KEY, language);
  try {
    const cache = await caches.open(LANGUAGE_CHOICE_CACHE);
    await cache.put(LANGUAGE_CHOICE_KEY, new Response(language, { headers: { "Content-Type": "text/plain" } }));
  } catch {
    // No Cache Storage (a private window): the page still redirects by localStorage.
  }
}

/**
 * On a first paint with no worker in control: the address in the remembered or preferred language
 * when this one is English (shared/languages.ts), or null to stay. src/main.tsx moves there
 * (replacing history) before the app is loaded.
 */
export function pageLanguageRedirect(): string | null {
  return languageRedirect(new URL(window.location.href), rememberedLanguage(), navigator.languages ?? [navigator.language]);
}
