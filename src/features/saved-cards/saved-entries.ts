// What the saved list shows, made from the device's records: the cards saved (not the removals
// waiting to be synced), newest first, grouped by deck, and as a deck of their own to play.
import { t } from "@lingui/core/macro";
import type { Card, DeckWithCards, SavedCardContent } from "../../../shared/api-types";
import type { SavedCardRecord } from "../../lib/device-db/saved-cards";
import { themeColors } from "../../theme/colors";

export interface SavedEntry {
  cardId: string;
  deckId: string;
  deckTitle: string;
  coverColor: string;
  /** The card's position in its deck (0-based). */
  index: number;
  /** Null while the person may not read the card (their pass ended): it shows locked. */
  content: SavedCardContent | null;
  /** When it was saved, epoch milliseconds. */
  savedAt: number;
}

export interface SavedDeckGroup {
  deckId: string;
  deckTitle: string;
  coverColor: string;
  /** Newest first. */
  entries: SavedEntry[];
}

/** The saved cards among the records, newest first. */
export function savedEntries(records: SavedCardRecord[]): SavedEntry[] {
  return records
    .filter((record) => record.saved)
    .map(({ cardId, changedAt, card }) => ({ cardId, ...card, savedAt: Date.parse(changedAt) }))
    .sort((a, b) => b.savedAt - a.savedAt || a.cardId.localeCompare(b.cardId));
}

/** Entries (newest first) by deck, the deck with the newest save first. */
export function groupByDeck(entries: SavedEntry[]): SavedDeckGroup[] {
  const groups = new Map<string, SavedDeckGroup>();
  for (const entry of entries) {
    const group = groups.get(entry.deckId);
    if (group) group.entries.push(entry);
    else groups.set(entry.deckId, { deckId: entry.deckId, deckTitle: entry.deckTitle, coverColor: entry.coverColor, entries: [entry] });
  }
  return [...groups.values()];
}

export const SAVED_DECK_ID = "saved";

/**
 * The saved cards the person may read, as a deck of their own for the viewer, in the order the
 * saved list shows them (by deck, newest first). Each card keeps its id; its index is its place here.
 */
export function savedDeck(entries: SavedEntry[]): DeckWithCards {
  const cards: Card[] = groupByDeck(entries)
    .flatMap((group) => group.entries)
    .flatMap(({ cardId, content }) => (content ? [{ id: cardId, question: content.question, followUp: content.followUp, intensity: content.intensity }] : []))
    .map((card, index) => ({ ...card, index }));
  return {
    deckId: SAVED_DECK_ID,
    title: t`Saved cards`,
    description: t`The cards you saved, from every deck.`,
    isPremium: false,
    cardCount: cards.length,
    category: "self-discovery",
    coverColor: themeColors.primary,
    cards,
    preview: false,
    lockedCardCount: 0,
  };
}
