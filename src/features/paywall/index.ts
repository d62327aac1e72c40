export { UnlockOffer } from "./UnlockOffer";
