import { t } from "@lingui/core/macro";
import { lazy, Suspense, useCallback, useRef, useState, type ReactNode } from "react";
import { FREE_PREVIEW_CARDS, type Card, type DeckWithCards } from "../../../shared/api-types";
import { HelpIcon, PeopleIcon } from "../../lib/ui/icons";
import { Toast } from "../../lib/ui/Toast";
import { useReducedMotion } from "../../lib/useReducedMotion";
import { CardStage } from "./CardStage";
import { Badge, PillButton, StageWrap, TitleRow, TourButton, ViewerLayout } from "./DeckViewer.styles";
import { isLockedCard, type Direction, type NavAction } from "./navigation";
import { trackDeckEvent } from "./play-analytics";
import { DeckMenu } from "./DeckMenu";
import { PassOffer } from "./PassOffer";
import { UnlockDialog } from "./UnlockDialog";
import { useCardSaving } from "./useCardSaving";
import { useCardInAddress } from "./useCardInAddress";
import { useGoToRestoredCard, useJumpToAddressedCard } from "./useCardJumps";
import { useCardNavigation } from "./useCardNavigation";
import { useDeckPlayTracking } from "./useDeckPlayTracking";
import { useOnboardingTour } from "./useOnboardingTour";
import { useViewerKeyboard } from "./useViewerKeyboard";
import { ViewerControls, ViewerProgress } from "./ViewerControls";
import { WelcomeTour } from "./WelcomeTour";
import type { ViewerPlace } from "./viewer-place";
import type { CardToGather } from "../own-decks";
import { linkBase } from "../../lib/i18n";

// The share dialog (shared with the table's and a deck's, with their QR code) loads when 'Share card' is pressed.
const ShareDialog = lazy(() => import("./ShareDialog").then((module) => ({ default: module.ShareDialog })));
// A card with no address anyone else could open (a question of an own deck not shared) goes as text.
const ShareQuestionDialog = lazy(() => import("./ShareQuestionDialog").then((module) => ({ default: module.ShareQuestionDialog })));
// The decks to add a card to load when 'Add to my deck' is pressed.
const AddToDeckDialog = lazy(() => import("../own-decks").then((module) => ({ default: module.AddToDeckDialog })));
// The table's setup loads when 'Play together' is pressed.
const PlayTogetherDialog = lazy(() => import("./PlayTogetherDialog").then((module) => ({ default: module.PlayTogetherDialog })));

interface DeckViewerProps {
  deck: DeckWithCards;
  /** Where the deck lives: its addresses, and whether its play is remembered and counted. */
  place: ViewerPlace;
  startIndex: number;
  /** The index the address names, when it names one (an external change jumps there). */
  addressIndex: number | null;
  /** The card this device was last on is still being read: `startIndex` may change once. */
  restoring?: boolean;
  /**
   * Locked cards at any position, each with the premium deck that unlocks it (a deck of one's own
   * with gathered premium cards). Without it, a premium deck's preview locks from its sixth card.
   */
  locked?: ReadonlyMap<number, string>;
  /** Controls of the page's own beside the title (a shared deck's 'Save a copy'). */
  actions?: ReactNode;
  /**
   * The deck 'Play together' deals (a table, a live room): a deck of the catalogue deals itself;
   * a person's own deck, the cards they may read. Without it, and outside the catalogue, no
   * 'Play together'.
   */
  tableDeck?: DeckWithCards;
}

/** A loaded deck, played: the card, its controls, keyboard and gestures, share, tour and lock. */
export function DeckViewer({ deck, place, startIndex, addressIndex, restoring = false, locked, actions, tableDeck }: DeckViewerProps) {
  const together = tableDeck ?? (place.isCatalogueDeck ? deck : null);
  const reducedMotion = useReducedMotion();
  const navigation = useCardNavigation(deck.cardCount, startIndex);
  const { state, perform } = navigation;
  useGoToRestoredCard(startIndex, addressIndex, navigation);
  useJumpToAddressedCard(addressIndex, navigation);
  useCardInAddress(deck, place, state.index, restoring);
  useDeckPlayTracking(deck, state, place.isCatalogueDeck);
  const { touring, showTour, tourClosed } = useOnboardingTour({ welcomes: place.isCatalogueDeck });
  const [sharing, setSharing] = useState(false);
  const [unlocking, setUnlocking] = useState(false);
  const [settingUpTable, setSettingUpTable] = useState(false);
  const [gathering, setGathering] = useState<CardToGather | null>(null);
  const [toast, setToast] = useState<{ message: string; id: number } | null>(null);
  const showToast = useCallback((message: string) => setToast({ message, id: Date.now() }), []);
  const saving = useCardSaving(place, showToast);
  const stageRef = useRef<HTMLDivElement>(null);
  // After the tour the card has the focus (a locked card: its first control), not the page's body.
  const focusCard = useCallback(() => {
    stageRef.current?.querySelector<HTMLElement>(".card-shell button:not(:disabled)")?.focus({ preventScroll: true });
  }, []);

  const isLocked = useCallback((index: number) => (locked ? locked.has(index) : isLockedCard(index, deck.preview)), [locked, deck.preview]);
  const act = useCallback(
    (action: NavAction) => {
      // A locked card cannot be turned (nor counted as seen).
      if (action === "flip" && isLocked(state.index)) return false;
      const done = perform(action);
      if (done && action === "shuffle") trackDeckEvent("shuffle", deck);
      return done;
    },
    [perform, state.index, deck, isLocked],
  );
  useViewerKeyboard(act);
  const onSwipe = useCallback((direction: Direction) => perform(direction), [perform]);
  const onFlip = useCallback(() => act("flip"), [act]);
  const onShare = useCallback(() => setSharing(true), []);
  const onUnlock = useCallback(() => setUnlocking(true), []);
  const onAddToDeck = useCallback(
    (card: Card) => {
      const origin = place.originOf(card);
      if (!origin) return;
      const { title, ...from } = origin;
      setGathering({ cardId: card.id, question: card.question, followUp: card.followUp, intensity: card.intensity, deckTitle: title, ...from });
    },
    [place],
  );
  const hideToast = useCallback(() => setToast(null), []);
  const card = deck.cards.find((c) => c.index === state.index);
  const cardId = card?.id;
  // A shared card is named after its own deck (a saved card's, not "Saved cards").
  const shareTitle = card ? place.deckOf(card).title : deck.title;
  const onShared = useCallback(() => trackDeckEvent("share", deck, cardId), [deck, cardId]);

  // The origin and the language's prefix: the link opens in the language it was shared from.
  const origin = linkBase();
  const sharePath = place.sharePath(state.index);
  const shareUrl = sharePath === null ? null : `${origin}${sharePath}`;

  return (
    <>
      <ViewerLayout>
        <TitleRow>
          <h1>{deck.title}</h1>
          {deck.isPremium && deck.preview && <Badge>{t`Preview`}</Badge>}
          {together && (
            <PillButton type="button" title={t`Play together`} onClick={() => setSettingUpTable(true)}>
              <PeopleIcon size={18} />
              <span className="words">{t`Play together`}</span>
            </PillButton>
          )}
          {place.isCatalogueDeck && <DeckMenu deck={deck} onOffer={saving.showOffer} />}
          {actions}
          {/* Kept in its place (hidden) while the tour shows, so the title does not move when it ends. */}
          <TourButton
            type="button"
            aria-label={t`Show tour`}
            title={t`Show tour`}
            onClick={showTour}
            style={touring ? { visibility: "hidden" } : undefined}
          >
            <HelpIcon size={24} />
          </TourButton>
        </TitleRow>
        <StageWrap ref={stageRef}>
          <CardStage
            deckTitle={deck.title}
            coverColor={deck.coverColor}
            cards={deck.cards}
            isLocked={isLocked}
            lockedCardCount={locked ? locked.size : Math.max(0, deck.cardCount - FREE_PREVIEW_CARDS)}
            state={state}
            reducedMotion={reducedMotion}
            onSwipe={onSwipe}
            onFlip={onFlip}
            onShare={onShare}
            onUnlock={onUnlock}
            isSaved={saving.isSaved}
            onToggleSave={saving.onToggleSave}
            onAddToDeck={onAddToDeck}
          />
          {touring && <WelcomeTour reducedMotion={reducedMotion} onClose={tourClosed} onDismiss={focusCard} />}
        </StageWrap>
        <ViewerProgress index={state.index} total={deck.cardCount} />
        <ViewerControls state={state} onAction={act} />
      </ViewerLayout>
      {sharing && (
        <Suspense fallback={null}>
          {shareUrl !== null ? (
            <ShareDialog
              url={shareUrl}
              title={shareTitle}
              onClose={() => setSharing(false)}
              onCopied={() => showToast(t`Link copied to clipboard!`)}
              onShared={onShared}
            />
          ) : (
            card && <ShareQuestionDialog question={card.question} followUp={card.followUp} deckTitle={deck.title} onClose={() => setSharing(false)} />
          )}
        </Suspense>
      )}
      {unlocking && <UnlockDialog deckId={locked?.get(state.index) ?? deck.deckId} onClose={() => setUnlocking(false)} />}
      {settingUpTable && together && (
        <Suspense fallback={null}>
          <PlayTogetherDialog deck={together} onClose={() => setSettingUpTable(false)} />
        </Suspense>
      )}
      {gathering && (
        <Suspense fallback={null}>
          <AddToDeckDialog card={gathering} onClose={() => setGathering(null)} onAdded={showToast} />
        </Suspense>
      )}
      {saving.offer && <PassOffer feature={saving.offer.feature} visitor={saving.offer.visitor} onClose={saving.closeOffer} />}
      <Toast message={toast?.message ?? null} token={toast?.id} onHide={hideToast} />
    </>
  );
}
