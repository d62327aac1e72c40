import { DEVICE_SETTING_KEYS, readString, writeString } from "../../lib/storage";

const ONBOARDING_KEY = DEVICE_SETTING_KEYS.onboardingSeen;

export function onboardingSeen(): boolean {
  return readString(ONBOARDING_KEY) === "true";
}

export function markOnboardingSeen() {
  writeString(ONBOARDING_KEY, "true");
}
