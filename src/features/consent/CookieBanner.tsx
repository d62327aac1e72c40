import { useState, useSyncExternalStore } from "react";
import { Link } from "react-router-dom";
import styled from "styled-components";
import { Button } from "../../lib/ui/Button";
import { Dialog } from "../../lib/ui/Dialog";
import {
  consentDecided,
  readConsent,
  saveConsent,
  subscribeToConsent,
  DEFAULT_COOKIE_SETTINGS,
  type CookieSettings,
} from "./consent-storage";

const Banner = styled.section`
  position: fixed;
  left: 16px;
  right: 16px;
  bottom: 16px;
  z-index: 1200;
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: 16px;
  max-width: 880px;
  margin: 0 auto;
  padding: 20px 24px;
  border-radius: ${({ theme }) => theme.radii.base};
  background: #fff;
  color: ${({ theme }) => theme.colors.text};
  box-shadow: 0 10px 40px rgba(10, 16, 30, 0.3);
  h2 { font-size: 1.1rem; margin: 0 0 4px; color: ${({ theme }) => theme.colors.primary}; }
  p { margin: 0; font-size: 0.95rem; }
  > div:first-child { flex: 1 1 320px; }
`;

const Buttons = styled.div`
  display: flex;
  gap: 12px;
  flex-wrap: wrap;
`;

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

function PreferencesDialog({ onCancel, onSave }: { onCancel: () => void; onSave: (s: CookieSettings) => void }) {
  const [functional, setFunctional] = useState(readConsent()?.functional ?? DEFAULT_COOKIE_SETTINGS.functional);
  return (
    <Dialog title="Cookie Preferences" onClose={onCancel}>
      <p>Strictly necessary storage keeps the app working (your sign-in, saved decks and this choice) and is always on.</p>
      <SwitchRow>
        <span>
          <strong>Functional Cookies</strong>
          <small>Anonymous analytics that show us which decks and features people use.</small>
        </span>
        <input
          type="checkbox"
          role="switch"
          aria-label="Functional Cookies"
          checked={functional}
          onChange={(e) => setFunctional(e.target.checked)}
        />
      </SwitchRow>
      <DialogButtons>
        <Button type="button" $variant="outline" onClick={onCancel}>
          Cancel
        </Button>
        <Button type="button" onClick={() => onSave({ functional })}>
          Save Preferences
        </Button>
      </DialogButtons>
    </Dialog>
  );
}

/** Shown until the visitor accepts or saves a choice, which is stored as cookieConsent. */
export function CookieBanner() {
  // The prerendered page shows the banner (the server knows no choice); the stored choice wins at once.
  const decided = useSyncExternalStore(subscribeToConsent, consentDecided, () => false);
  const [managing, setManaging] = useState(false);

  if (decided) return null;

  const decide = (settings: CookieSettings) => {
    saveConsent(settings);
    setManaging(false);
  };

  return (
    <>
      <Banner aria-labelledby="cookie-banner-title">
        <div>
          <h2 id="cookie-banner-title">Cookie Settings</h2>
          <p>
            We use cookies to understand how the app is used and to improve it.{" "}
            <Link to="/cookie-policy">Learn more about cookies</Link>
          </p>
        </div>
        <Buttons>
          <Button type="button" $variant="outline" onClick={() => setManaging(true)}>
            Manage Settings
          </Button>
          <Button type="button" onClick={() => decide({ functional: true })}>
            Accept All
          </Button>
        </Buttons>
      </Banner>
      {managing && <PreferencesDialog onCancel={() => setManaging(false)} onSave={decide} />}
    </>
  );
}
