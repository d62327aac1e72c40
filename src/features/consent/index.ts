export { CookieBanner } from "./CookieBanner";
export { analyticsAllowed, readConsent, saveConsent, CONSENT_KEY } from "./consent-storage";
