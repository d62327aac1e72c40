import { t } from "@lingui/core/macro";
import { useState } from "react";
import styled from "styled-components";
import { Button } from "../../lib/ui/Button";
import { Dialog } from "../../lib/ui/Dialog";
import { DEFAULT_COOKIE_SETTINGS, readConsent, type CookieSettings } from "./consent-storage";

const SwitchRow = styled.label`
  display: flex;
  justify-content: space-between;
  align-items: flex-start;
  gap: 16px;
  margin: 16px 0 24px;
  cursor: pointer;
  strong { display: block; }
  small { color: ${({ theme }) => theme.colors.textMuted}; font-size: 0.9rem; }
  input { width: 22px; height: 22px; flex: none; accent-color: ${({ theme }) => theme.colors.secondary}; }
`;

const DialogButtons = styled.div`
  display: flex;
  justify-content: flex-end;
  gap: 12px;
`;

/** 'Cookie Preferences': the one toggle, Functional Cookies (analytics), on unless turned off. */
export default function CookiePreferences({ onCancel, onSave }: { onCancel: () => void; onSave: (s: CookieSettings) => void }) {
  const [functional, setFunctional] = useState(readConsent()?.functional ?? DEFAULT_COOKIE_SETTINGS.functional);
  return (
    <Dialog title={t`Cookie Preferences`} onClose={onCancel}>
      {/* Choosing here, as answering the banner, is not starting anything on the page (lib/interactions). */}
      <div data-not-page-interaction>
        <p>{t`Strictly necessary storage keeps the app working (your sign-in, saved decks and this choice) and is always on.`}</p>
        <SwitchRow>
          <span>
            <strong>{t`Functional Cookies`}</strong>
            <small>{t`Anonymous analytics that show us which decks and features people use.`}</small>
          </span>
          <input
            type="checkbox"
            role="switch"
            aria-label={t`Functional Cookies`}
            checked={functional}
            onChange={(e) => setFunctional(e.target.checked)}
          />
        </SwitchRow>
        <DialogButtons>
          <Button type="button" $variant="outline" onClick={onCancel}>
            {t`Cancel`}
          </Button>
          <Button type="button" onClick={() => onSave({ functional })}>
            {t`Save Preferences`}
          </Button>
        </DialogButtons>
      </div>
    </Dialog>
  );
}

