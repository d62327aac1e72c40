// The viewer's analytics: each play's summary as end_play, the deck events (category Deck), and the
// starts of what 'Play together' sets up: a table, a live room.
import { track } from "../../lib/analytics";
import type { Intensity } from "../../../shared/api-types";
import { LEVELS, type TableSettings } from "../../../shared/table-address";
import { deckPlayTracker, type PlayTracker } from "./play-record";

/**
 * Sends every play's summary as end_play, and ends the play when the page is hidden for good
 * (pagehide: closed, reloaded, left for another site). Registered by the app shell at start, in
 * the capture phase, so the play has ended before the analytics feature's own pagehide beacon.
 * Returns the undo.
 */
export function trackDeckPlays(tracker: PlayTracker = deckPlayTracker): () => void {
  const stopListening = tracker.onEnd((summary) => track("end_play", summary));
  const hidden = () => tracker.end();
  window.addEventListener("pagehide", hidden, { capture: true });
  return () => {
    stopListening();
    window.removeEventListener("pagehide", hidden, { capture: true });
  };
}

/** A deck's event; one about a card names it by its stable id. */
export function trackDeckEvent(
  action: "open" | "shuffle" | "share" | "save_card" | "unsave_card",
  deck: { deckId: string; title: string },
  cardId?: string,
) {
  track("deck_event", { category: "Deck", action, label: deck.title, deck_id: deck.deckId, ...(cardId ? { card_id: cardId } : {}) });
}

/** A table started with 'Start playing': its deck, levels, timer and how many players, never their names. */
export function trackTableStart(deckId: string, settings: TableSettings) {
  track("table_start", {
    deck_id: deckId,
    levels: LEVELS.filter((level) => settings.levels.includes(level.intensity)).map((level) => level.word).join(","),
    timer: settings.timerSeconds,
    players: settings.players.length,
  });
}

/** A live room started with 'Start a live room': its deck, levels and timer. */
export function trackRoomStart(deckId: string, levels: Intensity[], timerSeconds: number) {
  track("room_start", {
    deck_id: deckId,
    levels: LEVELS.filter((level) => levels.includes(level.intensity)).map((level) => level.word).join(","),
    timer: timerSeconds,
  });
}
