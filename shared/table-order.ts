// The order a table deals: a shuffle of the deck's cards at the chosen levels, seeded, so that
// every phone and browser that opens the link deals the same sequence offline. The generator and
// the shuffle are written out here (not Math.random, not a library that may change): a change to
// either would break links already shared, and table-order.test.ts pins a sequence to catch it.
import type { Intensity } from "./api-types";
import type { TableSettings } from "./table-address";

/** A 32-bit hash of the seed's characters (MurmurHash3's mixing). */
function hashSeed(seed: string): number {
  let h = 1779033703 ^ seed.length;
  for (let i = 0; i < seed.length; i++) {
    h = Math.imul(h ^ seed.charCodeAt(i), 3432918353);
    h = (h << 13) | (h >>> 19);
  }
  h = Math.imul(h ^ (h >>> 16), 2246822507);
  h = Math.imul(h ^ (h >>> 13), 3266489909);
  return (h ^ (h >>> 16)) >>> 0;
}

/** Mulberry32: numbers in [0, 1) that are exact multiples of 2^-32, the same in every engine. */
function generator(seed: string): () => number {
  let state = hashSeed(seed);
  return () => {
    state = (state + 0x6d2b79f5) | 0;
    let t = Math.imul(state ^ (state >>> 15), 1 | state);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

/**
 * The deck positions (0-based card indexes) in the order the table plays them. `intensities[i]` is
 * the level of the card at index i, or null where this device does not know it (a locked card of a
 * deck cached before levels were sent). Null when the order cannot be dealt without those levels.
 */
export function tableOrder(seed: string, levels: readonly Intensity[], intensities: readonly (Intensity | null)[]): number[] | null {
  const everyLevel = [1, 2, 3].every((level) => levels.includes(level as Intensity));
  if (!everyLevel && intensities.some((level) => level === null)) return null;
  const chosen = intensities.flatMap((level, index) => (everyLevel || levels.includes(level as Intensity) ? [index] : []));
  const random = generator(seed);
  // Fisher–Yates, from the end.
  for (let i = chosen.length - 1; i > 0; i--) {
    const j = Math.floor(random() * (i + 1));
    [chosen[i], chosen[j]] = [chosen[j], chosen[i]];
  }
  return chosen;
}

/**
 * The deck positions a table's address deals: `tableOrder` of the whole deck, or of its first
 * `preview` cards at a preview table, so that a phone holding only a premium deck's preview and one
 * holding all of it deal the same cards in the same order (and a link without a preview deals
 * exactly what it always did).
 */
export function tableDeal(settings: Pick<TableSettings, "seed" | "levels" | "preview">, intensities: readonly (Intensity | null)[]): number[] | null {
  const dealt = settings.preview === undefined ? intensities : intensities.slice(0, settings.preview);
  return tableOrder(settings.seed, settings.levels, dealt);
}
