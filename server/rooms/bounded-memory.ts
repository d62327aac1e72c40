// What an instance keeps in memory of the rooms it serves (names, decks, cards), bounded so that a
// server up for weeks does not grow with every room it has ever seen.

/** A memory of at most `limit` entries; the one set longest ago is forgotten first. */
export function boundedMemory<V>(limit: number) {
  const entries = new Map<string, V>();
  return {
    get: (key: string) => entries.get(key),
    set(key: string, value: V) {
      entries.delete(key);
      entries.set(key, value);
      if (entries.size > limit) entries.delete(entries.keys().next().value!);
    },
  };
}
