// The viewer's public surface: the deck play record for the shell (path changes) and analytics.
export { deckPlayTracker } from "./play-record";
export { trackDeckPlays } from "./play-analytics";
// The first locked card of a premium preview: copy elsewhere (FAQ, Terms, About) must agree with it.
export { PREMIUM_LOCK_FROM_INDEX } from "./navigation";
