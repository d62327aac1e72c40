// The viewer's analytics: each play's summary as end_play, the deck events (category Deck), and the
// starts of what 'Play together' sets up: a table, a live room.
import { OWN_DECK_ID } from "../../../shared/own-decks";
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

/**
 * A deck as analytics may name it: a deck a person made (their own, or one shared by its link) is
 * theirs, so its id and title stay on the device; it is counted as "own".
 */
function countedDeck(deck: { deckId: string; title: string }): { deckId: string; title: string } {
  return OWN_DECK_ID.test(deck.deckId) || deck.deckId.startsWith("shared-") ? { deckId: "own", title: "Own deck" } : deck;
}

/** A deck's event; one about a card names it by its stable id. */
export function trackDeckEvent(
  action: "open" | "shuffle" | "share" | "save_card" | "unsave_card",
  deck: { deckId: string; title: string },
  cardId?: string,
) {
  const { deckId, title } = countedDeck(deck);
  track("deck_event", { category: "Deck", action, label: title, deck_id: deckId, ...(cardId ? { card_id: cardId } : {}) });
}

/** A table started with 'Start playing': its deck, levels, timer and how many players, never their names. */
export function trackTableStart(deckId: string, settings: TableSettings) {
  track("table_start", {
    deck_id: countedDeck({ deckId, title: "" }).deckId,
    levels: LEVELS.filter((level) => settings.levels.includes(level.intensity)).map((level) => level.word).join(","),
    timer: settings.timerSeconds,
    players: settings.players.length,
  });
}

/** A live room started with 'Start a live room': its deck, levels and timer. */
export function trackRoomStart(deckId: string, levels: Intensity[], timerSeconds: number) {
  track("room_start", {
    deck_id: countedDeck({ deckId, title: "" }).deckId,
    levels: LEVELS.filter((level) => levels.includes(level.intensity)).map((level) => level.word).join(","),
    timer: timerSeconds,
  });
}
