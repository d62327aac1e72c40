import { t } from "@lingui/core/macro";
import { lazy, Suspense, useState } from "react";
import styled from "styled-components";
import { saveConsent, type CookieSettings } from "./consent-storage";

const loadPreferences = () => import("./CookiePreferences");
const CookiePreferences = lazy(loadPreferences);

/** Looks like the links next to it (the footer's Legal column). */
const LinkLike = styled.button`
  padding: 0;
  border: 0;
  background: none;
  color: inherit;
  font: inherit;
  cursor: pointer;
  &:hover { text-decoration: underline; }
`;

/**
 * 'Cookie Settings': reopens the same 'Cookie Preferences' dialog as the banner, with the stored
 * choice, on every page, so withdrawing consent is as easy as giving it.
 */
export function CookieSettingsButton() {
  const [open, setOpen] = useState(false);
  const save = (settings: CookieSettings) => {
    saveConsent(settings);
    setOpen(false);
  };
  return (
    <>
      <LinkLike type="button" onClick={() => setOpen(true)} onPointerEnter={() => void loadPreferences()} onFocus={() => void loadPreferences()}>
        {t`Cookie Settings`}
      </LinkLike>
      {open && (
        <Suspense fallback={null}>
          <CookiePreferences onCancel={() => setOpen(false)} onSave={save} />
        </Suspense>
      )}
    </>
  );
}
