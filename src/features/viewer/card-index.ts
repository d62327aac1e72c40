/** Reads a card index from the address: anything that is not a whole number counts as 0. */
export function parseCardIndex(raw: string | undefined): number {
  if (raw === undefined || !/^\d+$/.test(raw)) return 0;
  return Number.parseInt(raw, 10);
}
