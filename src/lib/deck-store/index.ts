export { deckStore, isFresh, FRESHNESS_MS, type DeckStore } from "./deck-store";
export { isEntitledContent } from "./preview";
// The event queue itself (./event-queue) is imported by path, like ./entitlement-store: only the
// analytics code, loaded when the page is idle, needs it.
export type { EventQueue, NewEvent } from "./event-queue";
