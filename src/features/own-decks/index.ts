// A person's own decks (docs/architecture.md, "Own decks in the page"): kept on the device, synced
// with the account. The pages are /my-decks and the editor; the play page reads one deck with
// useOwnDeck(deckId); the app sends what the device holds on start and sign-out.
export { useOwnDeck, type OwnDeckOnDevice, type OwnDeckView } from "./useOwnDecks";
export { readyToSignOut, sendPendingChanges } from "./own-deck-sync";
export { AddToDeckDialog } from "./AddToDeckDialog";
export type { CardToGather } from "./draft";
export { playDeckUrl } from "./own-deck-urls";
