import { DEVICE_SETTING_KEYS } from "../../lib/device-settings";

/** Where the cookie choice is stored (spec: consent stored as cookieConsent): "true" or "false". */
export const CONSENT_KEY = DEVICE_SETTING_KEYS.cookieConsent;
