// The one way the page loads data it keeps on the device (spec: 24 hours of freshness): what is
// stored is served at once; when it is older than a day and we are online it is refreshed in the
// background; offline it is served whatever its age; with nothing stored the network answers and
// its answer is kept. The deck list and each deck's cards load through it, and so will anything
// else the device keeps (entitlements, saved cards). IndexedDB itself stays behind lib/device-db.

import { isFresh } from "./device-db";

/** What the device holds for a resource, with the time it was fetched. */
export interface Stored<T> {
  value: T;
  fetchedAt: number;
}

/** A resource the device keeps: where it is stored and where it comes from. */
export interface OfflineFirstSource<T> {
  /** For the log, when a background refresh fails ("the deck list", "deck family"). */
  name: string;
  /** What the device holds; null when nothing (usable) is stored. */
  read(): Promise<Stored<T> | null>;
  fetch(signal: AbortSignal): Promise<T>;
  /** Keeps a network answer on the device. A failed write is the store's to report: the data shows either way. */
  write(value: T): Promise<void>;
  /** Stored data to ask for again whenever online, however fresh (a premium preview after a sign-in). */
  refreshWhenOnline?(stored: T): boolean;
}

export type ReadPlan = "network" | "store" | "store-then-refresh";

export function planRead(stored: { fetchedAt: number } | null, now: number, online: boolean): ReadPlan {
  if (!stored) return "network";
  if (isFresh(stored.fetchedAt, now)) return "store";
  return online ? "store-then-refresh" : "store";
}

export const isOnline = () => typeof navigator === "undefined" || navigator.onLine !== false;

/** A slow network must not leave a spinner forever. */
const REQUEST_TIMEOUT_MS = 15_000;

export function withTimeout(signal?: AbortSignal): AbortSignal {
  const timeout = AbortSignal.timeout(REQUEST_TIMEOUT_MS);
  return signal ? AbortSignal.any([signal, timeout]) : timeout;
}

export interface LoadOptions<T> {
  signal?: AbortSignal;
  /** Called with newer data when a background refresh brings it. */
  onRefresh?: (fresh: T) => void;
}

function keep<T>(source: OfflineFirstSource<T>, value: T) {
  source.write(value).catch((error: unknown) => console.warn(`Keeping ${source.name} on this device failed`, error));
}

/**
 * Loads a resource by the freshness rule. Rejects only when the network had to answer and could
 * not (the caller says what that means: offline and never saved, an API error). A background
 * refresh that fails leaves the stored data on screen and is logged, never dropped in silence.
 */
export async function loadOfflineFirst<T>(source: OfflineFirstSource<T>, { signal, onRefresh }: LoadOptions<T> = {}): Promise<T> {
  const stored = await source.read();
  const due = stored && source.refreshWhenOnline?.(stored.value) ? { ...stored, fetchedAt: Number.NEGATIVE_INFINITY } : stored;
  const plan = planRead(due, Date.now(), isOnline());
  if (stored && plan !== "network") {
    if (plan === "store-then-refresh") {
      source
        .fetch(withTimeout(signal))
        .then((fresh) => {
          keep(source, fresh);
          if (!signal?.aborted) onRefresh?.(fresh);
        })
        .catch((error: unknown) => {
          if (!signal?.aborted) console.warn(`Refreshing ${source.name} in the background failed`, error);
        });
    }
    return stored.value;
  }
  const value = await source.fetch(withTimeout(signal));
  keep(source, value);
  return value;
}
