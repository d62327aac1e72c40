// What the analytics feature uses of the rest of the page, handed over by the app shell when it
// loads the feature. The feature imports none of it itself: the first load already holds these
// modules, and a chunk loaded later that imported them would make the bundler split them out of
// the first load's chunks (measured with bench:size: 1.8 KiB gzip more on `/` that way, 0.8 this way).
import type { receiveEvents } from "../../lib/analytics";
import type { DeviceDb } from "../../lib/device-db";

export interface PageLink {
  /** The device database, where events wait. */
  store: DeviceDb;
  /** src/lib/analytics.ts: the events track() holds and records. */
  receiveEvents: typeof receiveEvents;
  /** Where the client id is kept (src/lib/analytics.ts ANALYTICS_ID_KEY). */
  idKey: string;
  /** The cookie choice (src/features/consent): null while undecided. */
  readConsent: () => { functional: boolean } | null;
  analyticsAllowed: () => boolean;
  subscribeToConsent: (listener: () => void) => () => void;
}
