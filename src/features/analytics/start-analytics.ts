// Wires the analytics feature to the page: the events src/lib/analytics.ts holds and records, the
// person's cookie choice, the connection, and the page being hidden.
import { receiveEvents, type TrackedEvent } from "../../lib/analytics";
import { deviceDb } from "../../lib/device-db";
import { analyticsAllowed, subscribeToConsent } from "../consent";
import { createEventQueue, type NewEvent } from "./event-queue";
import { currentClientId } from "./client-id";
import { createDeduplicator } from "./dedupe";
import { createSender, type Sender } from "./sender";
import { beaconEvents, postEvents } from "./transport";

const online = () => navigator.onLine !== false;

/** Starts sending. Returns the sender and the undo (for tests: a page connects once). */
export function connectAnalytics(queue = createEventQueue(deviceDb)): { sender: Sender; disconnect: () => void } {
  const sender = createSender({ queue, post: postEvents, beacon: beaconEvents, online });
  const isNew = createDeduplicator();

  receiveEvents((event: TrackedEvent) => {
    if (!analyticsAllowed() || !isNew(event)) return;
    const clientId = currentClientId();
    if (clientId) sender.record({ clientId, name: event.name, params: event.params as NewEvent["params"], time: event.time });
  });

  // Functional cookies off stops everything and drops what waits (src/features/consent has already
  // forgotten the client id); on again, or undecided, what waits is sent, from earlier starts too.
  const consentChanged = () => (analyticsAllowed() ? sender.resume() : void sender.stop());
  const unsubscribe = subscribeToConsent(consentChanged);
  consentChanged();

  const backOnline = () => analyticsAllowed() && sender.resume();
  const visibility = () => document.visibilityState === "hidden" && sender.sendOnHide();
  const hidden = () => sender.sendOnHide();
  window.addEventListener("online", backOnline);
  document.addEventListener("visibilitychange", visibility);
  window.addEventListener("pagehide", hidden);

  return {
    sender,
    disconnect() {
      receiveEvents(() => {});
      unsubscribe();
      window.removeEventListener("online", backOnline);
      document.removeEventListener("visibilitychange", visibility);
      window.removeEventListener("pagehide", hidden);
    },
  };
}
