import { startTransition, useCallback, useEffect, useMemo, useState } from "react";
import type { LoadOptions } from "./offline-first";

export type OfflineFirstState<T> =
  | { status: "loading" }
  | { status: "error"; error: unknown }
  /** `prerendered`: the first data for this key came with the page (scripts/prerender.mjs), not from a load. */
  | { status: "ready"; data: T; prerendered: boolean };

type Loader<T> = (key: string, options: LoadOptions<T>) => Promise<T>;

interface Options<T> {
  /** Data the page already carries for this key (a prerendered page), shown before any load. */
  initial?: (key: string) => T | null;
}

interface Held<T> {
  key: string;
  attempt: number;
  state: OfflineFirstState<T>;
}

const LOADING = { status: "loading" } as const;

/** Data that says the same as what is on screen keeps the object on screen: nothing to draw again. */
function sameOrNew<T>(shown: OfflineFirstState<T>, loaded: T): T {
  return shown.status === "ready" && JSON.stringify(shown.data) === JSON.stringify(loaded) ? shown.data : loaded;
}

/**
 * Runs an offline-first load (lib/offline-first) for a key and follows it: the answer, then any
 * newer data a background refresh brings, as transitions (a big list yields to input). A new key
 * shows "loading", never the previous key's data; `retry` loads again, keeping data on screen.
 */
export function useOfflineFirst<T>(key: string, load: Loader<T>, { initial }: Options<T> = {}) {
  const [attempt, setAttempt] = useState(0);
  const initialData = useMemo(() => initial?.(key) ?? null, [initial, key]);
  const [held, setHeld] = useState<Held<T>>(() => ({
    key,
    attempt,
    state: initialData === null ? LOADING : { status: "ready", data: initialData, prerendered: true },
  }));

  useEffect(() => {
    const controller = new AbortController();
    const show = (data: T) => {
      if (controller.signal.aborted) return;
      startTransition(() =>
        setHeld((current) => {
          const shown = current.key === key ? current.state : LOADING;
          const prerendered = shown.status === "ready" && shown.prerendered;
          return { key, attempt, state: { status: "ready", data: sameOrNew(shown, data), prerendered } };
        }),
      );
    };
    load(key, { signal: controller.signal, onRefresh: show })
      .then(show)
      .catch((error: unknown) => {
        if (controller.signal.aborted) return;
        setHeld({ key, attempt, state: { status: "error", error } });
      });
    return () => controller.abort();
  }, [key, attempt, load]);

  const retry = useCallback(() => setAttempt((n) => n + 1), []);

  let state: OfflineFirstState<T>;
  if (held.key !== key) {
    // The key changed a render before its load started.
    state = initialData === null ? LOADING : { status: "ready", data: initialData, prerendered: true };
  } else if (held.attempt !== attempt && held.state.status !== "ready") {
    state = LOADING; // a retry after an error
  } else {
    state = held.state;
  }
  return { state, retry };
}
