// Decks put together by people (their own, or one shared by its link) as the viewer and a table
// play them.
export { playableDeck, playedCards, readableDeck } from "./playable-deck";
