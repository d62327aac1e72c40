// The one rule that merges saved-card changes made on several devices, used by the server when a
// change arrives and by the page when it merges the server's list with its own: for each card the
// later change wins, and at the same instant a removal wins (so every side picks the same one).

export interface CardChange {
  saved: boolean;
  /** Epoch milliseconds. */
  changedAt: number;
}

/** True when `incoming` replaces `current` (no current change: it always does). */
export function changeWins(incoming: CardChange, current: CardChange | null | undefined): boolean {
  if (!current) return true;
  if (incoming.changedAt !== current.changedAt) return incoming.changedAt > current.changedAt;
  return !incoming.saved && current.saved;
}

/** The change that stands of two (either may be missing). */
export function laterChange<T extends CardChange>(a: T | null | undefined, b: T | null | undefined): T | null {
  if (!a) return b ?? null;
  if (!b) return a;
  return changeWins(b, a) ? b : a;
}
