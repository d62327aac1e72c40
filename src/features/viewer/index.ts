// The viewer's public surface: the deck play record for the shell (path changes) and analytics.
export { deckPlayTracker, type DeckPlaySummary, type PlayTracker } from "./play-record";
export { trackDeckPlays } from "./play-analytics";
