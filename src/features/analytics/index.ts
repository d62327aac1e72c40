// The analytics feature's public surface. The app shell imports it only when the page is idle:
// none of this is on a first load's critical path (src/lib/analytics.ts holds the events till then).
import { connectAnalytics } from "./start-analytics";

let started = false;

/** Starts sending analytics events (once per page). Errors are only logged. */
export function startAnalytics() {
  if (started) return;
  started = true;
  try {
    connectAnalytics();
  } catch (error) {
    console.warn("Analytics could not start", error);
  }
}
