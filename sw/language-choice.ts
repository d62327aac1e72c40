/// <reference lib="webworker" />
import { isLanguage, LANGUAGE_CHOICE_CACHE, LANGUAGE_CHOICE_KEY, languageRedirect } from "../shared/languages";

declare const self: ServiceWorkerGlobalScope;

/**
 * A navigation to an English address, when the person chose another language on this device or
 * (none chosen) the browser prefers one of ours: a redirect to that language's address, answered
 * before anything is drawn (the page does the same on a first visit, src/main.tsx). Null to answer
 * the address as it is.
 */
export async function languageChoiceRedirect(url: URL): Promise<Response | null> {
  let remembered: string | null = null;
  try {
    const kept = await (await caches.open(LANGUAGE_CHOICE_CACHE)).match(LANGUAGE_CHOICE_KEY);
    remembered = kept ? await kept.text() : null;
  } catch {
    // No choice readable: the browser's preference decides.
  }
  const to = languageRedirect(url, isLanguage(remembered) ? remembered : null, self.navigator.languages ?? []);
  return to === null ? null : Response.redirect(new URL(to, url).href, 302);
}
