// The messages the page posts to its service worker, written once for both sides: a type the page
// sends and the worker does not recognise would leave the update prompt's 'Update' doing nothing.

/** Asks the waiting worker to take over now: the update prompt's 'Update'. */
export const SKIP_WAITING_MESSAGE = { type: "SKIP_WAITING" } as const;

/** True for the page's SKIP_WAITING_MESSAGE. */
export const isSkipWaiting = (data: unknown): boolean =>
  typeof data === "object" && data !== null && (data as { type?: unknown }).type === SKIP_WAITING_MESSAGE.type;
