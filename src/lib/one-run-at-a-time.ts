// Work that must not overlap with itself (a sync of the device with the account): one run at a
// time, and a request while one runs gets one more run after it, shared by every request made
// meanwhile and done for the latest of their keys (the person signed in last).

/** `run` made one at a time, as above. */
export function oneRunAtATime<K, R>(run: (key: K) => Promise<R>): (key: K) => Promise<R> {
  let running: Promise<R> | null = null;
  let queued: { key: K; result: Promise<R> } | null = null;

  function request(key: K): Promise<R> {
    if (!running) {
      const current = run(key).finally(() => {
        if (running === current) running = null;
      });
      running = current;
      return current;
    }
    if (queued) {
      queued.key = key;
      return queued.result;
    }
    const next: { key: K; result: Promise<R> } = {
      key,
      // After the current run, however it ended.
      result: running.catch(() => undefined).then(() => {
        queued = null;
        return request(next.key);
      }),
    };
    queued = next;
    return next.result;
  }

  return request;
}

/** Waits for `work`, but no longer than `ms`: "timeout" then (the work goes on). */
export function waitAtMost<R>(work: Promise<R>, ms: number): Promise<R | "timeout"> {
  let timer: ReturnType<typeof setTimeout> | undefined;
  const timeout = new Promise<"timeout">((resolve) => (timer = setTimeout(() => resolve("timeout"), ms)));
  return Promise.race([work, timeout]).finally(() => clearTimeout(timer));
}
