export { CookieBanner } from "./CookieBanner";
export { CookieSettingsButton } from "./CookieSettingsButton";
export { analyticsAllowed, readConsent, saveConsent, subscribeToConsent, CONSENT_KEY } from "./consent-storage";
