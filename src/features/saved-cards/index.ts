// Saved cards: the signed-in person's saved cards, kept on the device and synced with
// the server. The viewer's save control uses the hook; the viewer plays savedDeck() at /saved/cards/{n}.
export { useSavedCards, type SavedCardsView } from "./useSavedCards";
export type { SavedFromDeck, ToggleResult } from "./saved-cards-state";
export { SAVED_DECK_ID, groupByDeck, savedDeck, type SavedDeckGroup, type SavedEntry } from "./saved-entries";
export { readyToSignOut } from "./sync";
