export { CookieBanner } from "./CookieBanner";
export { showsCookieBanner, useCookieBannerWaiting } from "./banner-shown";
export { CookieSettingsButton } from "./CookieSettingsButton";
export { analyticsAllowed, readConsent, saveConsent, subscribeToConsent, CONSENT_KEY } from "./consent-storage";
