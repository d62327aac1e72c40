/** Reads a card index from the address: anything that is not a whole number counts as 0. */
export function parseCardIndex(raw: string | undefined): number {
  if (raw === undefined || !/^\d+$/.test(raw)) return 0;
  return Number.parseInt(raw, 10);
}

/** Keeps an index inside 0..cardCount-1 (an out-of-range address is clamped, not an error). */
export function clampCardIndex(index: number, cardCount: number): number {
  if (cardCount <= 0) return 0;
  return Math.min(Math.max(0, index), cardCount - 1);
}

export function cardPath(deckId: string, index: number): string {
  return `/decks/${encodeURIComponent(deckId)}/cards/${index}`;
}
