import { t } from "@lingui/core/macro";
import { Trans } from "@lingui/react/macro";
import { lazy, Suspense, useCallback, useEffect, useMemo, useState } from "react";
import { useLocation, useNavigate } from "react-router-dom";
import { FREE_PREVIEW_CARDS, type Card, type DeckWithCards } from "../../../shared/api-types";
import { faceUpOnArrival, formatClock, tableUrl, type TableSettings } from "../../../shared/table-address";
import { turnOf } from "../../../shared/table-turns";
import { LockIcon, PauseIcon, PlayIcon, ShareIcon, ShuffleIcon } from "../../lib/ui/icons";
import { Toast } from "../../lib/ui/Toast";
import { useReducedMotion } from "../../lib/useReducedMotion";
import { useWakeLock } from "../../lib/useWakeLock";
import {
  CardStage,
  PillButton,
  StageWrap,
  TitleRow,
  UnlockDialog,
  useViewerKeyboard,
  ViewerControls,
  ViewerLayout,
  ViewerProgress,
  type Direction,
  type NavAction,
} from "../viewer";
import { NewLinkNotice, NewOrderDialog } from "./NewOrder";
import { recallTable, rememberTable, tableKey } from "./table-memory";
import { Clock, TableLine } from "./TableView.styles";
import { primeTimeUpSound, signalTimeUp } from "./time-up";
import { useCardTimer } from "./useCardTimer";
import { useTableNavigation, type TablePlace } from "./useTableNavigation";
import { linkBase } from "../../lib/i18n";

// Loaded when asked for: the QR code's library comes with the share dialog.
const ShareTableDialog = lazy(() => import("./ShareTableDialog").then((module) => ({ default: module.ShareTableDialog })));

interface TableViewProps {
  deck: DeckWithCards;
  settings: TableSettings;
  /** Deck indexes in the order the table plays them. */
  order: number[];
  /** The place the address names: its position and that card's face, each null where it names none. */
  address: { position: number | null; faceUp: boolean | null };
  /** Whether 'Share table' is offered (a table of someone's own deck is theirs alone). */
  shareable: boolean;
  /** This page has just dealt this table with 'New order': the others need its link. */
  newlyDealt: boolean;
  /** Deals a new order (a new table). */
  onNewOrder: () => void;
}

/**
 * Where the table starts: the place the address names (a reload, a shared link: what the service
 * worker's first paint drew), else where this device left this table, else the first card. The
 * address names a place with its position, or with `face=down` alone (the first card, hidden).
 */
function startingPlace(address: TableViewProps["address"], key: string, total: number): TablePlace {
  const last = Math.max(0, total - 1);
  if (address.position !== null || address.faceUp === false) {
    const at = Math.min(address.position ?? 0, last);
    return { at, faceUp: address.faceUp ?? faceUpOnArrival(at) };
  }
  const remembered = recallTable(key);
  if (!remembered) return { at: 0, faceUp: faceUpOnArrival(0) };
  const at = Math.min(remembered.at, last);
  return { at, faceUp: at === remembered.at && remembered.faceUp !== null ? remembered.faceUp : faceUpOnArrival(at) };
}

/** A deck played together: the same order on every phone, turns, a timer, and the way to share it. */
export function TableView({ deck, settings, order, address, shareable, newlyDealt, onNewOrder }: TableViewProps) {
  const reducedMotion = useReducedMotion();
  const navigate = useNavigate();
  const { pathname, search } = useLocation();
  const key = tableKey(deck.deckId, settings);
  const total = order.length;
  const [start] = useState(() => startingPlace(address, key, total));
  const { state, perform } = useTableNavigation(total, start);
  const [sharing, setSharing] = useState(false);
  const [unlocking, setUnlocking] = useState(false);
  const [confirming, setConfirming] = useState(false);
  const [dealing, setDealing] = useState(false);
  const [newLink, setNewLink] = useState(newlyDealt && shareable);
  const [toast, setToast] = useState<{ message: string; id: number } | null>(null);
  useWakeLock(true);

  // The cards in play order: position p shows the deck's card order[p]. A card this device does not
  // hold (the locked part of a premium deck, at a table of the whole deck) is locked here.
  const cards = useMemo(
    () =>
      order.flatMap((deckIndex, position): Card[] => {
        const card = deck.cards.find((c) => c.index === deckIndex);
        return card ? [{ ...card, index: position }] : [];
      }),
    [order, deck],
  );
  const isLocked = useCallback((position: number) => !deck.cards.some((c) => c.index === order[position]), [order, deck]);
  const locked = isLocked(state.index);
  const revealed = state.faceUp && !locked;

  const timer = useCardTimer(settings.timerSeconds, state.index, revealed, () => signalTimeUp({ reducedMotion }));

  // The place in the address (history replaced, so Back leaves the table): a reload, and the
  // worker's first paint of it, show this card with this face. And in the device's memory, for
  // the table's link opened again.
  useEffect(() => {
    const path = tableUrl(deck.deckId, settings, state.index, state.faceUp);
    if (`${pathname}${search}` !== path) navigate(path, { replace: true });
    // eslint-disable-next-line react-hooks/exhaustive-deps -- follows the card, not the address it writes
  }, [state.index, state.faceUp]);
  useEffect(() => {
    if (total > 0) rememberTable(key, { at: state.index, faceUp: state.faceUp, revealed });
  }, [key, state.index, state.faceUp, revealed, total]);

  // A new order is dealt once the confirmation has closed and taken its own history entry off
  // (lib/ui/dialog-history.ts): dealt while that entry was current, the old order would stay one
  // Back away.
  useEffect(() => {
    if (!dealing) return;
    const deal = window.setTimeout(onNewOrder, 0);
    return () => window.clearTimeout(deal);
  }, [dealing, onNewOrder]);

  /** A move: play has moved on from the new order's first card, and its notice goes. */
  const move = useCallback(
    (action: NavAction) => {
      const done = perform(action);
      if (done && action !== "flip") setNewLink(false);
      return done;
    },
    [perform],
  );
  const act = useCallback(
    (action: NavAction) => {
      // The order is the table's: no shuffle here ('New order' deals another).
      if (action === "shuffle") return false;
      if (action === "flip" && locked) return false;
      return move(action);
    },
    [move, locked],
  );
  useViewerKeyboard(act);
  const onSwipe = useCallback((direction: Direction) => move(direction), [move]);
  const onFlip = useCallback(() => act("flip"), [act]);
  const onUnlock = useCallback(() => setUnlocking(true), []);
  const share = () => {
    setNewLink(false);
    setSharing(true);
  };

  // The origin and the language's prefix: the link opens in the language it was shared from.
  const origin = linkBase();
  const turn = turnOf(settings.players, state.index);
  const atEnd = state.index === total - 1 && (revealed || locked);
  // What this device can read of a premium deck: a preview table's cards, or its preview at a table of the whole deck.
  const previewCards = settings.preview !== undefined ? Math.min(settings.preview, deck.cardCount) : deck.preview ? deck.cards.length : null;
  const cardCount = deck.cardCount;
  // The player's name is an element of its own (a name is never read as markup), cut before "'s turn" is.
  const player = <bdi className="name">{turn}</bdi>;

  return (
    <>
      {/* Any first touch or key lets the chime play later (browsers allow sound after a gesture). */}
      <ViewerLayout onPointerDown={primeTimeUpSound} onKeyDown={primeTimeUpSound}>
        <TitleRow>
          <h1>{deck.title}</h1>
          {shareable && (
            <PillButton type="button" title={t`Share table`} onClick={share}>
              <ShareIcon size={18} />
              <span className="words">{t`Share table`}</span>
            </PillButton>
          )}
          <PillButton type="button" title={t`New order`} onClick={() => setConfirming(true)}>
            <ShuffleIcon size={18} />
            <span className="words">{t`New order`}</span>
          </PillButton>
          <TableLine>
            {newLink && <NewLinkNotice onShare={share} onDismiss={() => setNewLink(false)} />}
            {previewCards !== null && (
              <p className="preview">
                <span>{t`Preview: ${previewCards} of ${cardCount} cards`}</span>
                {deck.preview && (
                  <PillButton type="button" title={t`Unlock Full Deck`} onClick={onUnlock}>
                    <LockIcon size={16} />
                    <span className="words">{t`Unlock Full Deck`}</span>
                  </PillButton>
                )}
              </p>
            )}
            {turn && (
              <p className="turn">
                <Trans comment="Whose turn it is at a table; {player} is the player's name: Ana's turn">
                  {player}
                  <span className="whose">'s turn</span>
                </Trans>
              </p>
            )}
            {settings.timerSeconds > 0 && (
              <Clock>
                <span role="timer" aria-label={t`Time left`} data-low={timer.running && timer.secondsLeft <= 10}>
                  {formatClock(timer.secondsLeft)}
                </span>
                {timer.paused ? (
                  <PillButton type="button" title={t`Resume timer`} onClick={timer.resume}>
                    <PlayIcon size={16} />
                    <span className="words">{t`Resume timer`}</span>
                  </PillButton>
                ) : (
                  <PillButton type="button" title={t`Pause timer`} onClick={timer.pause} disabled={!timer.running}>
                    <PauseIcon size={16} />
                    <span className="words">{t`Pause timer`}</span>
                  </PillButton>
                )}
              </Clock>
            )}
            {atEnd && (
              <p className="end" role="status">
                {t`That was the last card at this table. 'New order' deals another.`}
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
            url={`${origin}${tableUrl(deck.deckId, settings, state.index)}`}
            deckTitle={deck.title}
            card={state.index + 1}
            onClose={() => setSharing(false)}
            onCopied={() => setToast({ message: t`Link copied to clipboard!`, id: Date.now() })}
          />
        </Suspense>
      )}
      {confirming && (
        <NewOrderDialog
          shared={shareable}
          onCancel={() => setConfirming(false)}
          onConfirm={() => {
            setConfirming(false);
            setDealing(true);
          }}
        />
      )}
      {unlocking && <UnlockDialog deckId={deck.deckId} onClose={() => setUnlocking(false)} />}
      <Toast message={toast?.message ?? null} token={toast?.id} onHide={() => setToast(null)} />
    </>
  );
}
