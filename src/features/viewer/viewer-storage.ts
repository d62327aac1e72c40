import { readString, writeString } from "../../lib/storage";

const ONBOARDING_KEY = "sparkDecks.onboardingSeen";

export function onboardingSeen(): boolean {
  return readString(ONBOARDING_KEY) === "true";
}

export function markOnboardingSeen() {
  writeString(ONBOARDING_KEY, "true");
}
