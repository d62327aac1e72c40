export { CookieBanner } from "./CookieBanner";
export { analyticsAllowed, readConsent, saveConsent, subscribeToConsent, CONSENT_KEY } from "./consent-storage";
