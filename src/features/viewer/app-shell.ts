// What the app shell (src/app/Layout.tsx) needs of the viewer from the start: the deck play record
// and its analytics. Apart from index.ts, which also hands the viewer's card and controls to a
// table: the shell's chunk (app-core, build/chunk-groups.ts) takes in everything a module it
// imports re-exports, and the card's spring and gesture code has no place in every page's first load.
export { deckPlayTracker } from "./play-record";
export { trackDeckPlays } from "./play-analytics";
