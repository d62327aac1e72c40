// The pages that play a deck that is not from the catalogue (a person's own deck, a deck shared by
// its link) and what a table needs of them: such a deck as the viewer and a table play it.
export { playableDeck, playedCards, readableDeck } from "./playable-deck";
