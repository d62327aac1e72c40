import { t } from "@lingui/core/macro";
import { useId } from "react";
import { useLocation } from "react-router-dom";
import styled from "styled-components";
import { LANGUAGE_NAMES, LANGUAGES, pathInLanguage, isLanguage, type Language } from "../../../shared/languages";
import { rememberLanguage } from "./choice";
import { i18n } from "./runtime";

const Field = styled.div`
  display: flex;
  align-items: center;
  gap: 8px;
  select {
    min-height: 44px;
    padding: 8px 12px;
    border-radius: 8px;
    font: inherit;
  }
`;

/**
 * 'Language': the page's language, each offered in its own name. A choice is remembered on this
 * device and opens the same page in that language (its address under /de/, /fr/, /es/; a page load:
 * the catalog and the prerendered page are that language's). `onChoose` keeps it elsewhere too
 * (with the account), awaited before the page changes.
 */
export function LanguageSelect({ className, onChoose }: { className?: string; onChoose?: (language: Language) => Promise<void> }) {
  const id = useId();
  const { pathname, search, hash } = useLocation();
  const current = isLanguage(i18n.locale) ? i18n.locale : "en";
  return (
    <Field className={className}>
      <label htmlFor={id}>{t`Language`}</label>
      <select
        id={id}
        value={current}
        onChange={async (event) => {
          const language = event.target.value;
          if (!isLanguage(language)) return;
          await Promise.all([rememberLanguage(language), onChoose?.(language)]);
          window.location.assign(pathInLanguage(pathname, language) + search + hash);
        }}
      >
        {LANGUAGES.map((language) => (
          <option key={language} value={language} lang={language}>
            {LANGUAGE_NAMES[language]}
          </option>
        ))}
      </select>
    </Field>
  );
}
