// The analytics feature's public surface. The app shell imports it only when the page is idle and
// hands it what it needs of the page (page-link.ts): none of this is on a first load's critical
// path (src/lib/analytics.ts holds the events till then).
import type { PageLink } from "./page-link";
import { connectAnalytics } from "./start-analytics";

export type { PageLink } from "./page-link";

let started = false;

/** Starts sending analytics events (once per page). Errors are only logged. */
export function startAnalytics(page: PageLink) {
  if (started) return;
  started = true;
  try {
    connectAnalytics(page);
  } catch (error) {
    console.warn("Analytics could not start", error);
  }
}
