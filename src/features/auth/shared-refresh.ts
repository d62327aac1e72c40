// Spec: concurrent refreshes share one request. In one tab they share one promise; across tabs a
// Web Lock queues them, and `run` re-reads the stored tokens first, so a tab that waited finds
// the other tab's fresh tokens instead of spending the refresh token again.

const REFRESH_LOCK = "spark-decks-token-refresh";

/** Runs `task` holding the refresh lock (where the browser has Web Locks). */
export function withRefreshLock<T>(task: () => Promise<T>, lockName = REFRESH_LOCK): Promise<T> {
  const locks = typeof navigator !== "undefined" ? navigator.locks : undefined;
  return locks ? (locks.request(lockName, task) as Promise<T>) : task();
}

export function createSharedRefresh<T>(run: () => Promise<T>, lockName = REFRESH_LOCK): () => Promise<T> {
  let inFlight: Promise<T> | null = null;
  return () => {
    if (!inFlight) {
      inFlight = withRefreshLock(run, lockName).finally(() => {
        inFlight = null;
      });
    }
    return inFlight;
  };
}
