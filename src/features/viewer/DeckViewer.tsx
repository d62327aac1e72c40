import { useCallback, useEffect, useRef, useState } from "react";
import { useLocation, useNavigate } from "react-router-dom";
import styled from "styled-components";
import { FREE_PREVIEW_CARDS, type DeckWithCards } from "../../../shared/api-types";
import { cardUrl, deckUrl } from "../../lib/app-urls";
import { Dialog } from "../../lib/ui/Dialog";
import { HelpIcon } from "../../lib/ui/icons";
import { Toast } from "../../lib/ui/Toast";
import { useReducedMotion } from "../../lib/useReducedMotion";
import { UnlockOffer } from "../paywall";
import { CardStage } from "./CardStage";
import { isLockedCard, isTypingTarget, keyToAction, type Direction, type NavAction } from "./navigation";
import { deckPlayTracker } from "./play-record";
import { ShareDialog } from "./ShareDialog";
import { useCardNavigation } from "./useCardNavigation";
import { deckStore } from "../../lib/deck-store";
import { replayEarlyKeys } from "../../lib/early-keys";
import { markOnboardingSeen, onboardingSeen } from "./viewer-storage";
import { ViewerControls, ViewerProgress } from "./ViewerControls";
import { WelcomeTour } from "./WelcomeTour";

const TitleRow = styled.div`
  display: flex;
  justify-content: center;
  align-items: center;
  gap: 12px;
  flex-wrap: wrap;
  margin-bottom: 20px;
  text-align: center;
  h1 { margin: 0; font-size: clamp(1.6rem, 5vw, 2.4rem); }
`;

const Badge = styled.span`
  padding: 4px 12px;
  border-radius: 999px;
  background: ${({ theme }) => theme.colors.accent};
  color: ${({ theme }) => theme.colors.primary};
  font-weight: 700;
  font-size: 0.85rem;
`;

const TourButton = styled.button`
  position: fixed;
  right: 20px;
  bottom: 20px;
  z-index: 1000;
  display: inline-flex;
  align-items: center;
  justify-content: center;
  width: 52px;
  height: 52px;
  border: 0;
  border-radius: 50%;
  background: ${({ theme }) => theme.colors.accent};
  color: ${({ theme }) => theme.colors.primary};
  box-shadow: ${({ theme }) => theme.shadows.card};
  cursor: pointer;
`;

const StageWrap = styled.div`
  position: relative;
  width: min(440px, 100%);
  margin: 0 auto;
`;

interface DeckViewerProps {
  deck: DeckWithCards;
  startIndex: number;
  /** The index the address names, when it names one (an external change jumps there). */
  addressIndex: number | null;
  /** The card this device was last on is still being read: `startIndex` may change once. */
  restoring?: boolean;
}

/** A loaded deck, played: the card, its controls, keyboard and gestures, share, tour and lock. */
export function DeckViewer({ deck, startIndex, addressIndex, restoring = false }: DeckViewerProps) {
  const navigate = useNavigate();
  // navigate changes with every address change: keep it out of the sync effect's dependencies,
  // or the address and the card would chase each other.
  const navigateRef = useRef(navigate);
  navigateRef.current = navigate;
  const { pathname } = useLocation();
  const pathnameRef = useRef(pathname);
  pathnameRef.current = pathname;
  const reducedMotion = useReducedMotion();
  const { state, perform, reset } = useCardNavigation(deck.cardCount, startIndex);
  const [sharing, setSharing] = useState(false);
  const [unlocking, setUnlocking] = useState(false);
  const [toast, setToast] = useState<{ message: string; id: number } | null>(null);
  // Read after the first render, which must match a prerendered page (no storage at build time).
  const [touring, setTouring] = useState(false);
  const dialogOpen = sharing || unlocking;

  useEffect(() => {
    if (!onboardingSeen()) setTouring(true);
  }, []);

  // The tour shows once: it is flagged as seen as soon as it has been shown.
  useEffect(() => {
    if (touring) markOnboardingSeen();
  }, [touring]);

  // The card this device was last on can arrive after the first render (a prerendered deck): go
  // there, unless the address names a card or the person has already moved.
  const shownStartRef = useRef(startIndex);
  useEffect(() => {
    if (startIndex === shownStartRef.current) return;
    if (addressIndex === null && state.index === shownStartRef.current && !state.transitioning) reset(startIndex);
    shownStartRef.current = startIndex;
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [startIndex]);

  useEffect(() => {
    deckPlayTracker.start({ deckId: deck.deckId, title: deck.title, cardCount: deck.cardCount });
  }, [deck.deckId, deck.title, deck.cardCount]);

  // Flipping a card face up (and card 0, which starts face up) records it as seen.
  useEffect(() => {
    if (state.faceUp) deckPlayTracker.viewed(state.index);
  }, [state.faceUp, state.index]);

  // The index lives in the address, history replaced, and is remembered per deck.
  useEffect(() => {
    // Until the stored card is read, writing would overwrite it with this provisional one.
    if (restoring) return;
    void deckStore.writeLastCard(deck.deckId, state.index);
    const path = cardUrl(deck.deckId, state.index);
    const current = pathnameRef.current;
    const atDeckRoot = current === deckUrl(deck.deckId) && state.index === 0;
    if (current !== path && !atDeckRoot) navigateRef.current(path, { replace: true });
  }, [deck.deckId, state.index, restoring]);

  // The address changed under us (a pasted link, the browser): jump there without a slide.
  useEffect(() => {
    if (addressIndex !== null && addressIndex !== state.index && !state.transitioning) reset(addressIndex);
    // Only a change of the address should trigger this, not our own moves.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [addressIndex]);

  const act = useCallback(
    // A locked card cannot be turned (nor counted as seen).
    (action: NavAction) => (action === "flip" && isLockedCard(state.index, deck.preview) ? false : perform(action)),
    [perform, state.index, deck.preview],
  );
  const onSwipe = useCallback((direction: Direction) => perform(direction), [perform]);
  const onFlip = useCallback(() => act("flip"), [act]);
  const onShare = useCallback(() => setSharing(true), []);
  const onUnlock = useCallback(() => setUnlocking(true), []);

  useEffect(() => {
    const onKeyDown = (event: KeyboardEvent) => {
      if (dialogOpen || event.defaultPrevented) return;
      // Any modal dialog (cookie preferences, share, unlock) owns the keyboard; so does the tour.
      if (document.querySelector('[aria-modal="true"]')) return;
      if ((event.target as Element | null)?.closest?.("[data-tour-panel]")) return;
      const action = keyToAction(event);
      if (!action) return;
      const target = event.target as Element | null;
      // Space on a focused control is that control's own click (the card's flips it).
      if (action === "flip" && target?.closest?.("button, a, summary")) return;
      if (isTypingTarget(target)) return;
      if (action === "flip" || action === "first" || action === "last") event.preventDefault();
      act(action);
    };
    window.addEventListener("keydown", onKeyDown);
    replayEarlyKeys();
    return () => window.removeEventListener("keydown", onKeyDown);
  }, [act, dialogOpen]);

  const origin = typeof window === "undefined" ? "" : window.location.origin;
  const shareUrl = `${origin}${cardUrl(deck.deckId, state.index)}`;
  const hideToast = useCallback(() => setToast(null), []);

  return (
    <>
      <TitleRow>
        <h1>{deck.title}</h1>
        {deck.isPremium && deck.preview && <Badge>Preview</Badge>}
      </TitleRow>
      <StageWrap>
        <CardStage
          deckTitle={deck.title}
          coverColor={deck.coverColor}
          cards={deck.cards}
          preview={deck.preview}
          lockedCardCount={Math.max(0, deck.cardCount - FREE_PREVIEW_CARDS)}
          state={state}
          reducedMotion={reducedMotion}
          onSwipe={onSwipe}
          onFlip={onFlip}
          onShare={onShare}
          onUnlock={onUnlock}
        />
        {touring && <WelcomeTour reducedMotion={reducedMotion} onClose={() => setTouring(false)} />}
      </StageWrap>
      <ViewerProgress index={state.index} total={deck.cardCount} />
      <ViewerControls state={state} onAction={act} />
      {!touring && (
        <TourButton type="button" aria-label="Show tour" title="Show tour" onClick={() => setTouring(true)}>
          <HelpIcon size={26} />
        </TourButton>
      )}
      {sharing && (
        <ShareDialog
          url={shareUrl}
          title={deck.title}
          onClose={() => setSharing(false)}
          onCopied={() => setToast({ message: "Link copied to clipboard!", id: Date.now() })}
        />
      )}
      {unlocking && (
        <Dialog title="Unlock Premium Deck" onClose={() => setUnlocking(false)}>
          <UnlockOffer deckId={deck.deckId} />
        </Dialog>
      )}
      <Toast message={toast?.message ?? null} token={toast?.id} onHide={hideToast} />
    </>
  );
}
