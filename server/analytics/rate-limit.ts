// In-memory token buckets for POST /api/events: per client id and per address. One server's
// memory is enough here: the limit guards the database against a runaway page or a script, and
// several servers simply each allow their share.

export interface RateLimits {
  /** Requests a client id may make per window (a burst may use them all at once). */
  perClient: number;
  /** Requests one address may make per window, whatever client ids it sends. */
  perAddress: number;
  windowMs: number;
}

// Per address: a workshop or a conference hall plays behind one address; thirty people sending a batch
// every few seconds stay under it, a script flooding the endpoint does not.
export const DEFAULT_RATE_LIMITS: RateLimits = { perClient: 60, perAddress: 600, windowMs: 60_000 };

type Taken = { ok: true } | { ok: false; retryAfterSeconds: number };

interface Bucket {
  tokens: number;
  updated: number;
}

/**
 * `capacity` requests per `windowMs`, refilled evenly. Buckets idle for a whole window are full
 * again and are dropped, so memory follows the recent callers only.
 */
export function tokenBuckets(capacity: number, windowMs: number, now: () => number = Date.now) {
  const buckets = new Map<string, Bucket>();
  const perMs = capacity / windowMs;
  let swept = now();

  const sweep = (at: number) => {
    if (at - swept < windowMs) return;
    swept = at;
    for (const [key, bucket] of buckets) if (at - bucket.updated >= windowMs) buckets.delete(key);
  };

  return {
    take(key: string): Taken {
      const at = now();
      sweep(at);
      const bucket = buckets.get(key) ?? { tokens: capacity, updated: at };
      bucket.tokens = Math.min(capacity, bucket.tokens + (at - bucket.updated) * perMs);
      bucket.updated = at;
      buckets.set(key, bucket);
      if (bucket.tokens >= 1) {
        bucket.tokens -= 1;
        return { ok: true };
      }
      return { ok: false, retryAfterSeconds: Math.max(1, Math.ceil((1 - bucket.tokens) / perMs / 1000)) };
    },
  };
}
