// What the signed-in person owns, kept on the device by the offline-first rule (lib/offline-first):
// the stored answer shows at once and is asked for again whenever online. Each answer from the
// server is also applied to the decks stored on the device: full text no longer covered is cut
// down to the preview at once (a refund, a pass that ended), and previews now covered are
// replaced by the full deck at once (a purchase), without waiting for the 24-hour refresh.
import type { Entitlements } from "../../../shared/api-types";
import { sessionStored } from "../../lib/auth-token";
import { fetchDeckCards } from "../../lib/deck-api";
import { deckStore } from "../../lib/device-db";
import { entitlementStore } from "./entitlement-store";
import { loadOfflineFirst, withTimeout, type LoadOptions, type OfflineFirstSource } from "../../lib/offline-first";
import { fetchEntitlements } from "./entitlements-api";
import { covers } from "./entitlements";

/** One request per person at a time, however many parts of the page ask. */
const inFlight = new Map<string, Promise<Entitlements>>();
/** Each answer is applied to the device once, whoever asked for it; all of them wait for that. */
const applying = new WeakMap<Entitlements, Promise<void>>();
/** The order answers were asked for in: one asked for before another is never applied after it. */
const askedAs = new WeakMap<Entitlements, number>();
let lastAsked = 0;
let lastApplied = 0;

function fetchShared(userId: string, { fresh = false } = {}): Promise<Entitlements> {
  const running = inFlight.get(userId);
  if (running && !fresh) return running;
  const order = ++lastAsked;
  const request: Promise<Entitlements> = fetchEntitlements()
    .then((entitlements) => {
      askedAs.set(entitlements, order);
      return entitlements;
    })
    .finally(() => {
      if (inFlight.get(userId) === request) inFlight.delete(userId);
    });
  inFlight.set(userId, request);
  return request;
}

/** Decks stored as a preview that these entitlements now unlock are fetched in full and kept. */
async function unlockStoredPreviews(covered: (deckId: string) => boolean): Promise<void> {
  const unlocked = (await entitlementStore.previewDeckIds()).filter(covered);
  await Promise.all(
    unlocked.map((deckId) =>
      fetchDeckCards(deckId, withTimeout())
        .then((deck) => deckStore.writeDeck(deck))
        .catch((error: unknown) => console.warn(`Saving the unlocked deck ${deckId} failed`, error)),
    ),
  );
}

function keep(userId: string, entitlements: Entitlements): Promise<void> {
  let work = applying.get(entitlements);
  if (!work) {
    work = (async () => {
      // An answer that lands after a sign-out is not kept (sign-out cleared the device); nor one
      // overtaken by a later question (asked before a purchase was confirmed, say, it would cut
      // the deck just bought back to its preview).
      if (!sessionStored()) return;
      const order = askedAs.get(entitlements) ?? 0;
      if (order < lastApplied) return;
      lastApplied = order;
      const covered = (deckId: string) => covers(entitlements, deckId);
      // First, so that the locked text leaves the device even if what follows fails.
      await entitlementStore.cutToPreview(covered);
      await entitlementStore.stripSavedCards(covered);
      await entitlementStore.writeEntitlements(userId, entitlements);
      await unlockStoredPreviews(covered);
    })();
    applying.set(entitlements, work);
  }
  return work;
}

function entitlementsSource(userId: string): OfflineFirstSource<Entitlements> {
  return {
    name: "your purchases",
    async read() {
      const stored = await entitlementStore.readEntitlements(userId);
      return stored && { value: stored.entitlements, fetchedAt: stored.fetchedAt };
    },
    fetch: () => fetchShared(userId),
    write: (entitlements) => keep(userId, entitlements),
    // A purchase, a refund or a pass ending must show on the next online look, not a day later.
    refreshWhenOnline: () => true,
  };
}

/** The person's entitlements: stored at once, refreshed when online. */
export function loadEntitlements(userId: string, options: LoadOptions<Entitlements> = {}): Promise<Entitlements> {
  return loadOfflineFirst(entitlementsSource(userId), options);
}

/**
 * Asks the server now and applies the answer to the device: the app does this on start for a
 * signed-in person online, and the success page once a purchase is confirmed (`fresh`: a new
 * question, not one already on its way from before the purchase).
 */
export async function refreshEntitlements(userId: string, { fresh = false } = {}): Promise<Entitlements> {
  const entitlements = await fetchShared(userId, { fresh });
  await keep(userId, entitlements);
  return entitlements;
}
