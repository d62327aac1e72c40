import { readJson, readString, writeJson, writeString } from "../../lib/storage";

const LAST_CARD_KEY = "sparkDecks.lastCard";
const ONBOARDING_KEY = "sparkDecks.onboardingSeen";

/** The last card index shown per deck (spec: local storage), restored when the deck reopens. */
export function readLastCardIndex(deckId: string): number | null {
  const all = readJson<Record<string, unknown>>(LAST_CARD_KEY);
  const value = all?.[deckId];
  return typeof value === "number" && Number.isInteger(value) && value >= 0 ? value : null;
}

export function writeLastCardIndex(deckId: string, index: number) {
  const all = readJson<Record<string, number>>(LAST_CARD_KEY) ?? {};
  all[deckId] = index;
  writeJson(LAST_CARD_KEY, all);
}

export function onboardingSeen(): boolean {
  return readString(ONBOARDING_KEY) === "true";
}

export function markOnboardingSeen() {
  writeString(ONBOARDING_KEY, "true");
}
