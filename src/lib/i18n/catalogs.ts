import type { Messages } from "@lingui/core";
import { DEFAULT_LANGUAGE, PSEUDO_LANGUAGE, type PageLanguage } from "../../../shared/languages";
import { i18n } from "./runtime";

/**
 * Each language's catalog (src/locales/{lang}.po, compiled by @lingui/vite-plugin): a chunk of its
 * own, kept by the worker once used (build/on-demand.ts). English's words are in the code.
 */
const catalogs = import.meta.glob<{ messages: Messages }>(["../../locales/*.po", "!../../locales/en.po"]);

/**
 * Makes `language` the one messages are drawn in: English at once (its words are in the code),
 * another once its catalog is loaded. src/main.tsx awaits it before the app renders.
 */
export async function activateLanguage(language: PageLanguage): Promise<void> {
  if (language === DEFAULT_LANGUAGE) {
    i18n.loadAndActivate({ locale: DEFAULT_LANGUAGE, messages: {} });
    return;
  }
  const load = language === PSEUDO_LANGUAGE ? () => import("virtual:spark-pseudo-catalog") : catalogs[`../../locales/${language}.po`];
  try {
    if (!load) throw new Error(`No catalog for ${language}`);
    const { messages } = await load();
    i18n.loadAndActivate({ locale: language, messages });
  } catch (error) {
    // Offline, in a language never opened on this device: the page in English rather than none.
    console.warn(`The ${language} catalog could not be loaded; the page is drawn in English.`, error);
    i18n.loadAndActivate({ locale: DEFAULT_LANGUAGE, messages: {} });
  }
}
