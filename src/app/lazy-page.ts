import { lazy, type ComponentType } from "react";

/** Spec: a page's code chunk that has not arrived after 120 s counts as failed. */
const CHUNK_TIMEOUT_MS = 120_000;

function withTimeout<T>(load: () => Promise<T>, ms = CHUNK_TIMEOUT_MS): Promise<T> {
  return new Promise<T>((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error("The page took too long to load.")), ms);
    load().then(
      (value) => {
        clearTimeout(timer);
        resolve(value);
      },
      (error: unknown) => {
        clearTimeout(timer);
        reject(error);
      },
    );
  });
}

export type LazyPage = ReturnType<typeof lazy<ComponentType>> & { preload: () => Promise<void> };

/** A lazily loaded page whose chunk can also be fetched ahead of rendering (`preload`). */
export function lazyPage(load: () => Promise<{ default: ComponentType }>): LazyPage {
  let pending: Promise<{ default: ComponentType }> | null = null;
  const once = () => (pending ??= withTimeout(load).catch((error: unknown) => {
    pending = null; // a failed chunk is fetched again on the next try
    throw error;
  }));
  // preload never rejects: a failure shows when the page renders (and its error boundary retries).
  return Object.assign(lazy(once), { preload: () => once().then(() => undefined, () => undefined) });
}
