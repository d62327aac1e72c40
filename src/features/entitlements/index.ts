// What the signed-in person owns (GET /api/me/entitlements), kept on the device and applied to the
// stored decks. Apart from billing (which sells) so that the pages that only need to know what is
// owned (the deck grid, the app's check on start) do not load the checkout code.
export { covers, ownershipOf, type DeckOwnership } from "./entitlements";
export { refreshEntitlements } from "./entitlements-repository";
export { useEntitlements, type EntitlementsView } from "./useEntitlements";
