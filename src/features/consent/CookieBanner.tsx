import { t } from "@lingui/core/macro";
import { Trans } from "@lingui/react/macro";
import { lazy, Suspense, useState } from "react";
import { Link } from "react-router-dom";
import styled from "styled-components";
import { Button } from "../../lib/ui/Button";
import { useConsentDecided } from "./banner-shown";
import { COOKIE_CHOICE_MARK } from "./first-paint";
import { saveConsent, type CookieSettings } from "./consent-storage";

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
  /* A prerendered page draws it for everyone; someone who has answered it never sees it. */
  html[${COOKIE_CHOICE_MARK}] & { display: none; }
`;

const Buttons = styled.div`
  display: flex;
  gap: 12px;
  flex-wrap: wrap;
`;

// Most visitors accept at once: the preferences dialog loads only when someone manages settings.
const loadPreferences = () => import("./CookiePreferences");
const CookiePreferences = lazy(loadPreferences);

/** Shown until the visitor accepts or saves a choice, which is stored as cookieConsent. */
export function CookieBanner() {
  // The prerendered page shows the banner (the server knows no choice); the stored choice wins at once.
  const decided = useConsentDecided();
  const [managing, setManaging] = useState(false);

  if (decided) return null;

  const decide = (settings: CookieSettings) => {
    saveConsent(settings);
    setManaging(false);
  };

  return (
    <>
      {/* Answering it is not starting anything on the page (lib/interactions). */}
      <Banner aria-labelledby="cookie-banner-title" data-not-page-interaction>
        <div>
          <h2 id="cookie-banner-title">{t`Cookie Settings`}</h2>
          <p>
            <Trans>
              We use cookies to understand how the app is used and to improve it.{" "}
              <Link to="/cookie-policy">Learn more about cookies</Link>
            </Trans>
          </p>
        </div>
        <Buttons>
          <Button
            type="button"
            $variant="outline"
            onClick={() => setManaging(true)}
            onPointerEnter={() => void loadPreferences()}
            onFocus={() => void loadPreferences()}
          >
            {t`Manage Settings`}
          </Button>
          <Button type="button" onClick={() => decide({ functional: true })}>
            {t`Accept All`}
          </Button>
        </Buttons>
      </Banner>
      {managing && (
        <Suspense fallback={null}>
          <CookiePreferences onCancel={() => setManaging(false)} onSave={decide} />
        </Suspense>
      )}
    </>
  );
}
