// The viewer's public surface for other features. The app shell takes what it needs from
// app-shell.ts instead, so that its chunk does not take in the card and its controls.
// The first locked card of a premium preview: copy elsewhere (FAQ, Terms, About) must agree with it.
export { PREMIUM_LOCK_FROM_INDEX } from "./navigation";
// What a table (features/table) plays a deck with: the same card, controls, keys and layout.
export { CardStage } from "./CardStage";
export { ViewerControls, ViewerProgress } from "./ViewerControls";
export { useCardNavigation } from "./useCardNavigation";
export { useViewerKeyboard } from "./useViewerKeyboard";
export { type NavAction, type Direction } from "./navigation";
export { PillButton, StageWrap, TitleRow, ViewerLayout, ViewerPage, SHORT_SCREEN } from "./DeckViewer.styles";
export { ViewerErrorBoundary } from "./ViewerErrorBoundary";
export { UnlockDialog } from "./UnlockDialog";
// What a deck that is no deck of the catalogue (a person's own, one shared by its link) plays in.
export { DeckViewer } from "./DeckViewer";
export { collectionPlace } from "./viewer-place";
export { parseCardIndex } from "./card-index";
export { clampIndex } from "./navigation";
export { PassOffer } from "./PassOffer";
