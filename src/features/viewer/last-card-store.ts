// Where the device was in each deck (the viewer's `lastCard` store in the device database), so a
// deck opens again at the card it was left on.
import { deviceDb } from "../../lib/device-db";
import { recordChecks } from "../../lib/device-db/schema";

/** Where a device was in a deck: the card, and where it was when last seen. */
export interface LastCardPosition {
  index: number;
  cardId: string | null;
}

export const readLastCard = (deckId: string, db = deviceDb): Promise<LastCardPosition | null> =>
  db.withDatabase(null, async (open) => {
    const record: unknown = await open.get("lastCard", deckId);
    // A damaged record only means the deck opens at its first card; the next write replaces it.
    if (record === undefined || !(await recordChecks()).isStoredLastCard(record)) return null;
    return { index: record.index, cardId: record.cardId ?? null };
  });

/** Never throws: a position that could not be kept is only a convenience lost. */
export const writeLastCard = (deckId: string, { index, cardId }: LastCardPosition, db = deviceDb): Promise<void> =>
  db.writeWithDatabase((open) => open.put("lastCard", cardId === null ? { deckId, index } : { deckId, index, cardId })).catch(() => undefined);
