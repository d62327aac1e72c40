// `?lang=`: the language a request asks for its decks' and cards' text in (the decks API, a live
// room's screens). One of shared/languages.ts's LANGUAGES, English when absent.
import type { Context } from "hono";
import { DEFAULT_LANGUAGE, isLanguage, LANGUAGES, type Language } from "../../shared/languages";
import { apiError } from "./errors";

/**
 * The language a request asks for: `?lang=`, English when absent; null for any other value, a
 * repeated one included (an address that names two languages asks for neither).
 */
export function requestedLanguage(c: Context): Language | null {
  const asked = c.req.queries("lang");
  if (asked === undefined) return DEFAULT_LANGUAGE;
  return asked.length === 1 && isLanguage(asked[0]) ? asked[0] : null;
}

/** 400 for a `lang` that is not one of ours. */
export const invalidLanguage = (c: Context) => apiError(c, 400, "invalid_language", `lang must be one of ${LANGUAGES.join(", ")}.`);
