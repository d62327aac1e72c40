// The page's one way to record an analytics event. It is on every first load, so it stays tiny: it
// stamps the time the event happened and holds events in memory until the analytics feature
// (src/features/analytics, loaded when the page is idle) takes them over. Nothing waits on it and
// nothing it does can throw into the page (spec: analytics errors are only logged).
import type { AnalyticsEventName } from "../../shared/analytics-events";
import type { AnalyticsParams } from "../../shared/schemas/analytics-events";
import { DEFAULT_LANGUAGE, languageOfPath } from "../../shared/languages";

export interface TrackedEvent<N extends AnalyticsEventName = AnalyticsEventName> {
  name: N;
  params: AnalyticsParams<N>;
  /** Epoch ms when it happened. */
  time: number;
}

type Receiver = (event: TrackedEvent) => void;

/** Where the device's analytics client id is kept: sessionStorage before a consent decision, else localStorage. */
export const ANALYTICS_ID_KEY = "analyticsClientId";

/** Held until the feature loads; a page that never gets idle must not grow without end. */
const MAX_HELD = 100;
let held: TrackedEvent[] = [];
let receiver: Receiver | null = null;

function deliver(event: TrackedEvent) {
  try {
    receiver?.(event);
  } catch (error) {
    console.warn("Analytics event not recorded", error);
  }
}

export function track<N extends AnalyticsEventName>(name: N, params: AnalyticsParams<N>): void {
  // The page's language goes with the event when it is not English (an event without one was on
  // an English page).
  const { language } = languageOfPath(window.location.pathname);
  const event = { name, params: language === DEFAULT_LANGUAGE ? params : { ...params, language }, time: Date.now() } as TrackedEvent;
  if (receiver) deliver(event);
  else if (held.length < MAX_HELD) held.push(event);
}

/** For the analytics feature: hands it the events held so far, then every later one. */
export function receiveEvents(next: Receiver) {
  receiver = next;
  const waiting = held;
  held = [];
  waiting.forEach(deliver);
}

/** Functional cookies turned off: the events held are dropped and the client id forgotten, at once. */
export function forgetAnalytics() {
  held = [];
  for (const storage of ["localStorage", "sessionStorage"] as const) {
    try {
      window[storage].removeItem(ANALYTICS_ID_KEY);
    } catch {
      // storage unavailable: nothing was kept there
    }
  }
}
