// /my-decks: the signed-in person's own decks, each to play, edit or delete (with undo), and
// 'New deck'. From the device at once; synced with the account when the page opens, when the
// browser comes back online and after each change. The count is what the account holds: a deck
// the server refused says why on itself and is not counted; at the limit, 'New deck' says what the
// limit is instead of opening the editor. What lost to a change on another device is told here.
import { plural, t } from "@lingui/core/macro";
import { useCallback, useEffect, useId, useRef, useState } from "react";
import { Link, useNavigate } from "react-router-dom";
import { OWN_DECK_LIMITS } from "../../../shared/own-decks";
import { Button } from "../../lib/ui/Button";
import { DarkPage } from "../../lib/ui/DarkPage";
import { Notice } from "../../lib/ui/Notice";
import { Centered, Spinner } from "../../lib/ui/Spinner";
import { Toast } from "../../lib/ui/Toast";
import { useOnlineStatus } from "../../lib/useOnlineStatus";
import { usePageTitle } from "../../lib/usePageTitle";
import { RequireAuth } from "../auth";
import { DeckNote, PageNotices } from "./DeckNotices";
import { ActionLink, DeckItem, DeckList, Inner, Notices, PlanLine } from "./MyDecksPage.styles";
import { EmptyPanel } from "../../lib/ui/EmptyPanel";
import { editDeckUrl, NEW_DECK_URL, playDeckUrl } from "../../lib/app-urls";
import { checkMessage, deckLimitText } from "./own-deck-messages";
import { ownDecksState } from "./own-decks-state";
import { ShareDeckDialog } from "./ShareDeckDialog";
import { UndoToast } from "./UndoToast";
import { countedDecks, useOwnDeckLimits, useOwnDecks, type OwnDeckOnDevice } from "./useOwnDecks";

const cardCount = (n: number) => plural(n, { one: "# card", other: "# cards" });

interface DeckRowProps {
  deck: OwnDeckOnDevice;
  deleteId: string;
  /** The account has room for one more deck (a refused one may be sent again). */
  room: boolean;
  onDelete: () => void;
  onShare: () => void;
}

function DeckRow({ deck, deleteId, room, onDelete, onShare }: DeckRowProps) {
  const titleId = useId();
  const refusal = deck.refusal && checkMessage(deck.refusal);
  return (
    <DeckItem aria-labelledby={titleId}>
      <div className="about">
        <h2 id={titleId} dir="auto">
          <Link to={playDeckUrl(deck.deckId)}>{deck.title}</Link>
        </h2>
        {deck.description && (
          <p className="description" dir="auto">
            {deck.description}
          </p>
        )}
        <p className="meta">
          {cardCount(deck.cards.length)}
          {deck.pending && !deck.refusal && ` · ${t`Not synced yet`}`}
        </p>
        {refusal && (
          <Notice className="refusal" $tone="error">
            {t`Not saved to your account: ${refusal} It is kept on this device, and not counted.`}
            {room && (
              <button type="button" onClick={() => void ownDecksState.saveToAccount(deck.deckId)}>
                {t`Save to my account`}
              </button>
            )}
          </Notice>
        )}
        <DeckNote deck={deck} />
      </div>
      <div className="actions">
        <ActionLink to={editDeckUrl(deck.deckId)}>{t`Edit`}</ActionLink>
        <Button type="button" $variant="outline" $size="small" onClick={onShare}>
          {t`Share`}
        </Button>
        <Button id={deleteId} type="button" $variant="outline" $size="small" onClick={onDelete}>
          {t`Delete`}
        </Button>
      </div>
    </DeckItem>
  );
}

function NoDecks() {
  return (
    <EmptyPanel>
      <h2>{t`No decks yet`}</h2>
      <p>{t`Write your own questions with New deck: a deck of your own plays like any other, on every device you sign in on.`}</p>
      <p>
        <Link to="/decks">{t`Choose Your Deck`}</Link>
      </p>
    </EmptyPanel>
  );
}

interface Deleted {
  deck: OwnDeckOnDevice;
  token: number;
}

function MyDecks() {
  const view = useOwnDecks();
  const limits = useOwnDeckLimits();
  const online = useOnlineStatus();
  const navigate = useNavigate();
  const ids = useId();
  const heading = useRef<HTMLHeadingElement>(null);
  const [deleted, setDeleted] = useState<Deleted | null>(null);
  const [sharing, setSharing] = useState<OwnDeckOnDevice | null>(null);
  const [copied, setCopied] = useState(0);
  const [atLimit, setAtLimit] = useState(false);
  // The link made or taken back: the next sync brings the deck's new state from the account.
  const sharingChanged = useCallback(() => void ownDecksState.retry(), []);
  // Where the keyboard goes once a deleted deck has left the list: the next deck's 'Delete'.
  const focusAfter = useRef<{ removed: string; next: string | null } | null>(null);
  const deleteId = (deckId: string) => `${ids}-delete-${deckId}`;
  const decks = view.status === "ready" ? view.decks : null;
  const counted = decks ? countedDecks(decks) : 0;
  const room = !limits.known || counted < limits.decks;
  const { decks: maxDecks, cards: maxCards } = limits;
  const syncMessage = (view.status === "ready" && view.syncMessage) || "";
  const loadMessage = view.status === "error" ? view.message : "";
  const deletedTitle = deleted ? deleted.deck.title : null;

  useEffect(() => {
    const target = focusAfter.current;
    if (!target || !decks || decks.some((deck) => deck.deckId === target.removed)) return;
    focusAfter.current = null;
    const next = target.next ? document.getElementById(deleteId(target.next)) : null;
    (next ?? heading.current)?.focus();
  });

  const remove = (deck: OwnDeckOnDevice) => {
    if (!decks) return;
    const at = decks.findIndex((d) => d.deckId === deck.deckId);
    focusAfter.current = { removed: deck.deckId, next: (decks[at + 1] ?? decks[at - 1])?.deckId ?? null };
    setDeleted((current) => ({ deck, token: (current?.token ?? 0) + 1 }));
    void ownDecksState.remove(deck.deckId);
  };

  const undo = () => {
    if (!deleted) return;
    const { deckId, title, description, cards, shareId } = deleted.deck;
    setDeleted(null);
    // The deck as it was, its link with it; a deck the server refused is never sent in its place.
    void ownDecksState.restore(deckId, { title, description, cards, shareId });
  };

  // At the limit the editor would only be refused: say what the limit is, and what makes room.
  const newDeck = () => (decks && !room ? setAtLimit(true) : navigate(NEW_DECK_URL));
  const hide = useCallback(() => setDeleted(null), []);

  return (
    <DarkPage>
      <Inner>
        <header>
          <h1 ref={heading} tabIndex={-1}>
            {t`My Decks`}
          </h1>
          <Button type="button" $variant="light" onClick={newDeck} aria-describedby={atLimit && !room ? `${ids}-limit` : undefined}>
            {t`New deck`}
          </Button>
          <p>{t`Your own questions, and cards gathered from any deck, on every device you sign in on.`}</p>
        </header>
        <Notices>
          {atLimit && !room && (
            <Notice id={`${ids}-limit`} $tone="info" role="alert">
              {deckLimitText(limits.decks)}
              {limits.decks < OWN_DECK_LIMITS.pass.decks && (
                <>
                  {" "}
                  <Link to="/pricing">{t`See plans`}</Link>
                </>
              )}
            </Notice>
          )}
          {decks && <PageNotices decks={decks} />}
          {!online && (
            <Notice $tone="info" role="status">
              {t`You're offline. Your decks are on this device, and changes sync when you're back online.`}
            </Notice>
          )}
          {view.status === "ready" && syncMessage && online && (
            <Notice $tone="error" role="alert">
              {t`Your decks could not be synced: ${syncMessage}`}
              <button type="button" onClick={view.retry}>
                {t`Try again`}
              </button>
            </Notice>
          )}
        </Notices>
        {view.status === "loading" ? (
          <Centered>
            <Spinner light label={t`Loading your decks`} />
          </Centered>
        ) : view.status === "error" ? (
          <Notices>
            <Notice $tone="error" role="alert">
              {t`Your decks could not be loaded: ${loadMessage}`}
              <button type="button" onClick={view.retry}>
                {t`Try again`}
              </button>
            </Notice>
          </Notices>
        ) : view.decks.length === 0 ? (
          <NoDecks />
        ) : (
          <>
            <DeckList aria-label={t`Your decks`}>
              {view.decks.map((deck) => (
                <DeckRow key={deck.deckId} deck={deck} deleteId={deleteId(deck.deckId)} room={room} onDelete={() => remove(deck)} onShare={() => setSharing(deck)} />
              ))}
            </DeckList>
            {limits.known && (
              <PlanLine>{t`${counted} of ${maxDecks} decks, each of up to ${maxCards} cards, on your plan.`}</PlanLine>
            )}
          </>
        )}
        <UndoToast message={deletedTitle === null ? null : t`Deleted “${deletedTitle}”.`} token={deleted?.token ?? 0} onUndo={undo} onHide={hide} />
        {sharing && <ShareDeckDialog deck={sharing} onSharing={sharingChanged} onClose={() => setSharing(null)} onCopied={() => setCopied((n) => n + 1)} />}
        <Toast message={copied > 0 ? t`Link copied to clipboard!` : null} token={copied} onHide={() => setCopied(0)} />
      </Inner>
    </DarkPage>
  );
}

/** /my-decks, for the signed-in person (a visitor signs in first and comes back). */
export default function MyDecksPage() {
  usePageTitle(t`My Decks`);
  return (
    <RequireAuth>
      <MyDecks />
    </RequireAuth>
  );
}
