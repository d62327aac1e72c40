// The deck play record (spec §3/§4): which deck, when play started, which cards were seen. A play
// ends when the address leaves the deck or the page is hidden for good; if it lasted over a second
// its summary goes to whoever listens (play-analytics.ts sends it as end_play).

/** Spec: a play only counts if it lasted longer than 1000 ms. */
const MIN_PLAY_MS = 1000;

interface DeckPlayRecord {
  deckId: string;
  title: string;
  cardCount: number;
  startTime: number;
  /** The cards seen, by their stable ids (a distinct count however the deck is ordered). */
  viewed: Set<string>;
}

/** What the analytics end_play event carries (spec: analytics deck fields). */
interface DeckPlaySummary {
  deck_id: string;
  deck_name: string;
  total_cards: number;
  cards_viewed: number;
  time_spent: number;
}

function summarizePlay(record: DeckPlayRecord, endTime: number): DeckPlaySummary | null {
  const duration = endTime - record.startTime;
  if (duration <= MIN_PLAY_MS) return null;
  return {
    deck_id: record.deckId,
    deck_name: record.title,
    total_cards: record.cardCount,
    cards_viewed: record.viewed.size,
    time_spent: Math.floor(duration / 1000),
  };
}

/** Both viewer addresses: /deck/{id} and /decks/{id}/cards/{n}. */
export function isDeckPlayPath(pathname: string): boolean {
  return pathname.includes("/deck/") || /^\/decks\/[^/]+\/cards\//.test(pathname);
}

export interface PlayTracker {
  /** True when this starts a play (not when the deck's play is already going). */
  start(deck: { deckId: string; title: string; cardCount: number }): boolean;
  viewed(cardId: string): void;
  /** Call on every address change; ends the play when the new path is not a deck path. */
  pathChanged(pathname: string): void;
  /** Ends the play where the address cannot say so: the page is hidden for good. */
  end(): void;
  current(): DeckPlayRecord | null;
  onEnd(listener: (summary: DeckPlaySummary) => void): () => void;
}

export function createPlayTracker(now: () => number = Date.now): PlayTracker {
  let record: DeckPlayRecord | null = null;
  const listeners = new Set<(summary: DeckPlaySummary) => void>();

  const end = () => {
    if (!record) return;
    const summary = summarizePlay(record, now());
    record = null;
    if (summary) listeners.forEach((listener) => listener(summary));
  };

  return {
    start(deck) {
      if (record?.deckId === deck.deckId) return false; // the same play, seen again after a re-render
      end();
      record = { ...deck, startTime: now(), viewed: new Set() };
      return true;
    },
    viewed(cardId) {
      record?.viewed.add(cardId);
    },
    pathChanged(pathname) {
      if (!isDeckPlayPath(pathname)) end();
    },
    end,
    current: () => record,
    onEnd(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
  };
}

/** The page's one tracker. */
export const deckPlayTracker = createPlayTracker();
