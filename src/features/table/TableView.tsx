import { lazy, Suspense, useCallback, useEffect, useMemo, useState } from "react";
import { useLocation, useNavigate } from "react-router-dom";
import { FREE_PREVIEW_CARDS, type Card, type DeckWithCards } from "../../../shared/api-types";
import { formatClock, newSeed, tableUrl, type TableSettings } from "../../../shared/table-address";
import { PauseIcon, PlayIcon, ShareIcon, ShuffleIcon } from "../../lib/ui/icons";
import { Toast } from "../../lib/ui/Toast";
import { useReducedMotion } from "../../lib/useReducedMotion";
import {
  Badge,
  CardStage,
  isLockedCard,
  PillButton,
  StageWrap,
  TitleRow,
  UnlockDialog,
  useCardNavigation,
  useViewerKeyboard,
  ViewerControls,
  ViewerLayout,
  ViewerProgress,
  type Direction,
  type NavAction,
} from "../viewer";
import { recallTable, rememberTable, tableKey } from "./table-memory";
import { Clock, TableLine } from "./TableView.styles";
import { primeTimeUpSound, signalTimeUp } from "./time-up";
import { turnOf } from "../../../shared/table-turns";
import { useCardTimer } from "./useCardTimer";
import { useWakeLock } from "../../lib/useWakeLock";

// Loaded when asked for: the QR code's library comes with the share dialog.
const ShareTableDialog = lazy(() => import("./ShareTableDialog").then((module) => ({ default: module.ShareTableDialog })));

interface TableViewProps {
  deck: DeckWithCards;
  settings: TableSettings;
  /** Deck indexes in the order the table plays them. */
  order: number[];
  /** The position the address names, if any. */
  addressPosition: number | null;
  /** Whether 'Share table' is offered (a table of someone's own deck is theirs alone). */
  shareable: boolean;
}

/** A deck played together: the same order on every phone, turns, a timer, and the way to share it. */
export function TableView({ deck, settings, order, addressPosition, shareable }: TableViewProps) {
  const reducedMotion = useReducedMotion();
  const navigate = useNavigate();
  const { pathname, search } = useLocation();
  const key = tableKey(deck.deckId, settings);
  const [remembered] = useState(() => recallTable(key));
  const total = order.length;
  const start = Math.min(addressPosition ?? remembered?.at ?? 0, Math.max(0, total - 1));
  const navigation = useCardNavigation(total, start);
  const { state, perform } = navigation;
  const [sharing, setSharing] = useState(false);
  const [unlocking, setUnlocking] = useState(false);
  const [toast, setToast] = useState<{ message: string; id: number } | null>(null);
  useWakeLock(true);

  // The cards in play order: position p shows the deck's card order[p]; a locked one has no text here.
  const cards = useMemo(
    () =>
      order.flatMap((deckIndex, position): Card[] => {
        const card = deck.cards.find((c) => c.index === deckIndex);
        return card && !isLockedCard(deckIndex, deck.preview) ? [{ ...card, index: position }] : [];
      }),
    [order, deck],
  );
  const isLocked = useCallback(
    (position: number) => isLockedCard(order[position] ?? 0, deck.preview) || !deck.cards.some((c) => c.index === order[position]),
    [order, deck],
  );
  const locked = isLocked(state.index);
  const revealed = state.faceUp && !locked;

  const timer = useCardTimer(settings.timerSeconds, state.index, revealed, () => signalTimeUp({ reducedMotion }));

  // The position in the address (history replaced, so Back leaves the table) and in the device's memory.
  useEffect(() => {
    const path = tableUrl(deck.deckId, settings, state.index);
    if (`${pathname}${search}` !== path) navigate(path, { replace: true });
    // eslint-disable-next-line react-hooks/exhaustive-deps -- follows the card, not the address it writes
  }, [state.index]);
  useEffect(() => {
    if (total > 0) rememberTable(key, state.index, revealed);
  }, [key, state.index, revealed, total]);

  const act = useCallback(
    (action: NavAction) => {
      // The order is the table's: no shuffle here ('New order' deals another).
      if (action === "shuffle") return false;
      if (action === "flip" && locked) return false;
      return perform(action);
    },
    [perform, locked],
  );
  useViewerKeyboard(act);
  const onSwipe = useCallback((direction: Direction) => perform(direction), [perform]);
  const onFlip = useCallback(() => act("flip"), [act]);
  const onUnlock = useCallback(() => setUnlocking(true), []);
  const newOrder = () => navigate(tableUrl(deck.deckId, { ...settings, seed: newSeed() }), { replace: true });

  const origin = typeof window === "undefined" ? "" : window.location.origin;
  const turn = turnOf(settings.players, state.index);
  const atEnd = state.index === total - 1 && (revealed || locked);

  return (
    <>
      {/* Any first touch or key lets the chime play later (browsers allow sound after a gesture). */}
      <ViewerLayout onPointerDown={primeTimeUpSound} onKeyDown={primeTimeUpSound}>
        <TitleRow>
          <h1>{deck.title}</h1>
          {deck.isPremium && deck.preview && <Badge>Preview</Badge>}
          {shareable && (
            <PillButton type="button" title="Share table" onClick={() => setSharing(true)}>
              <ShareIcon size={18} />
              <span className="words">Share table</span>
            </PillButton>
          )}
          <PillButton type="button" title="New order" onClick={newOrder}>
            <ShuffleIcon size={18} />
            <span className="words">New order</span>
          </PillButton>
          <TableLine>
            {turn && (
              <p className="turn" dir="auto">
                {turn}'s turn
              </p>
            )}
            {settings.timerSeconds > 0 && (
              <Clock>
                <span role="timer" aria-label="Time left" data-low={timer.running && timer.secondsLeft <= 10}>
                  {formatClock(timer.secondsLeft)}
                </span>
                {timer.paused ? (
                  <PillButton type="button" title="Resume timer" onClick={timer.resume}>
                    <PlayIcon size={16} />
                    <span className="words">Resume timer</span>
                  </PillButton>
                ) : (
                  <PillButton type="button" title="Pause timer" onClick={timer.pause} disabled={!timer.running}>
                    <PauseIcon size={16} />
                    <span className="words">Pause timer</span>
                  </PillButton>
                )}
              </Clock>
            )}
            {atEnd && (
              <p className="end" role="status">
                That was the last card at this table. 'New order' deals another.
              </p>
            )}
          </TableLine>
        </TitleRow>
        <StageWrap>
          <CardStage
            deckTitle={deck.title}
            coverColor={deck.coverColor}
            cards={cards}
            isLocked={isLocked}
            lockedCardCount={Math.max(0, deck.cardCount - FREE_PREVIEW_CARDS)}
            state={state}
            reducedMotion={reducedMotion}
            onSwipe={onSwipe}
            onFlip={onFlip}
            onUnlock={onUnlock}
          />
        </StageWrap>
        <ViewerProgress index={state.index} total={total} />
        <ViewerControls state={state} onAction={act} withShuffle={false} />
      </ViewerLayout>
      {sharing && (
        <Suspense fallback={null}>
          <ShareTableDialog
            url={`${origin}${tableUrl(deck.deckId, settings)}`}
            deckTitle={deck.title}
            onClose={() => setSharing(false)}
            onCopied={() => setToast({ message: "Link copied to clipboard!", id: Date.now() })}
          />
        </Suspense>
      )}
      {unlocking && <UnlockDialog deckId={deck.deckId} onClose={() => setUnlocking(false)} />}
      <Toast message={toast?.message ?? null} token={toast?.id} onHide={() => setToast(null)} />
    </>
  );
}
