// Spec: concurrent refreshes share one request. In one tab they share one promise; across tabs a
// Web Lock queues them, and `run` re-reads the stored tokens first, so a tab that waited finds
// the other tab's fresh tokens instead of spending the refresh token again.

export const REFRESH_LOCK = "spark-decks-token-refresh";

export function createSharedRefresh<T>(run: () => Promise<T>, lockName = REFRESH_LOCK): () => Promise<T> {
  let inFlight: Promise<T> | null = null;
  return () => {
    if (!inFlight) {
      const locks = typeof navigator !== "undefined" ? navigator.locks : undefined;
      const attempt = locks ? (locks.request(lockName, run) as Promise<T>) : run();
      inFlight = attempt.finally(() => {
        inFlight = null;
      });
    }
    return inFlight;
  };
}
