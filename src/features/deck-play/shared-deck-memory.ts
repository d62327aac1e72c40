// A shared deck once opened plays offline: this device keeps the last copy it read of each link
// (the 20 most recent). A card gathered from a premium deck is kept locked, whoever opened it, so
// no paid text stays on the device when the right to it ends.
import { readJson, writeJson } from "../../lib/storage";
import type { SharedDeck } from "../../../shared/own-decks";

const KEY = "sparkDecks.sharedDecks";
const KEPT = 20;

type Memory = Record<string, { deck: SharedDeck; time: number }>;

function readMemory(): Memory {
  const memory = readJson<Memory>(KEY);
  return memory && typeof memory === "object" && !Array.isArray(memory) ? memory : {};
}

export function recallSharedDeck(shareId: string): SharedDeck | null {
  const entry = readMemory()[shareId];
  return entry && Array.isArray(entry.deck?.cards) && typeof entry.deck.title === "string" ? entry.deck : null;
}

export function rememberSharedDeck(deck: SharedDeck, now = Date.now()): void {
  const kept: SharedDeck = {
    ...deck,
    cards: deck.cards.map((card) => (card.origin?.isPremium && !card.locked ? { index: card.index, intensity: card.intensity, cardId: card.cardId, origin: card.origin, locked: true } : card)),
  };
  const memory = { ...readMemory(), [deck.shareId]: { deck: kept, time: now } };
  const newest = Object.entries(memory)
    .sort(([, a], [, b]) => b.time - a.time)
    .slice(0, KEPT);
  writeJson(KEY, Object.fromEntries(newest));
}

/** 'Stop sharing' reached this device: the link's copy goes. */
export function forgetSharedDeck(shareId: string): void {
  const memory = readMemory();
  if (!(shareId in memory)) return;
  delete memory[shareId];
  writeJson(KEY, memory);
}
