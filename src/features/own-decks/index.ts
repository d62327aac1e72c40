// A person's own decks (docs/architecture.md, "Own decks in the page"): kept on the device, synced
// with the account. The pages are /my-decks and the editor; the play page reads one deck with
// useOwnDeck(deckId); a shared deck's page asks whether the person saved a copy of it already
// (useSavedCopyOf) and keeps the copy it makes (keepSavedCopy); the app sends what the device holds
// on start and sign-out.
export { useOwnDeck, useSavedCopyOf, type OwnDeckOnDevice, type OwnDeckView } from "./useOwnDecks";
export { keepSavedCopy } from "./own-decks-state";
export { readyToSignOut, sendPendingChanges } from "./own-deck-sync";
export { AddToDeckDialog } from "./AddToDeckDialog";
export type { CardToGather } from "./draft";
