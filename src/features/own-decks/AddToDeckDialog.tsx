// 'Add to my deck' (the viewer's card actions): the card someone is reading goes into one of their
// decks with one tap, or into a new deck (the editor, with the card already in it). Kept on the
// device at once and synced like any edit; a deck at its plan's limit is left as it was.
import { plural, t } from "@lingui/core/macro";
import { useState } from "react";
import { Link, useLocation, useNavigate } from "react-router-dom";
import styled from "styled-components";
import { SIGN_UP_URL, type SignUpState } from "../../lib/app-urls";
import { Button } from "../../lib/ui/Button";
import { Dialog } from "../../lib/ui/Dialog";
import { DialogActions } from "../../lib/ui/dialog-parts";
import { Spinner } from "../../lib/ui/Spinner";
import { useAuth } from "../auth";
import { checkDraft, draftOf, gatheredEntry, type CardToGather } from "./draft";
import { NEW_DECK_URL } from "../../lib/app-urls";
import type { NewDeckState } from "./new-deck-state";
import { deckLimitText } from "./own-deck-messages";
import { ownDecksState } from "./own-decks-state";
import { countedDecks, useOwnDeckLimits, useOwnDecks, type OwnDeckOnDevice } from "./useOwnDecks";

const Body = styled.div`
  blockquote {
    margin: 0 0 16px;
    padding: 10px 14px;
    border-left: 4px solid ${({ theme }) => theme.colors.primary};
    background: #f4f6fa;
    border-radius: 4px;
    overflow-wrap: anywhere;
  }
  ul { list-style: none; margin: 0 0 16px; padding: 0; display: grid; gap: 8px; }
  li { display: flex; align-items: center; gap: 12px; }
  li button { flex: 1; min-width: 0; justify-content: flex-start; text-align: left; overflow-wrap: anywhere; }
  .count { flex: none; color: ${({ theme }) => theme.colors.textMuted}; font-size: 0.85rem; }
  .note { margin: 0 0 12px; color: ${({ theme }) => theme.colors.textMuted}; font-size: 0.9rem; }
  .error { margin: 0 0 12px; color: ${({ theme }) => theme.colors.danger}; font-weight: 600; }
  .links { display: flex; flex-wrap: wrap; gap: 12px; align-items: center; }
  .links a { display: inline-flex; align-items: center; min-height: 44px; font-weight: 600; }
`;

interface AddToDeckDialogProps {
  card: CardToGather;
  onClose: () => void;
  /** The card went into a deck (the toast says which). */
  onAdded: (message: string) => void;
}

const cardsLabel = (count: number) => plural(count, { one: "# card", other: "# cards" });

function ForVisitor({ onClose }: { onClose: () => void }) {
  const { pathname } = useLocation();
  const signUpState: SignUpState = { redirectTo: pathname };
  return (
    <>
      <p>{t`Sign in to gather cards into decks of your own: a free account keeps 3 decks, on every device you sign in on.`}</p>
      <DialogActions className="links">
        <Link to="/signin" state={{ from: pathname }}>
          {t`Sign In`}
        </Link>
        <Link to={SIGN_UP_URL} state={signUpState}>
          {t`Sign Up`}
        </Link>
        <Button type="button" $variant="ghost" onClick={onClose}>
          {t`Not now`}
        </Button>
      </DialogActions>
    </>
  );
}

function DeckChoice({ card, onClose, onAdded }: AddToDeckDialogProps) {
  const view = useOwnDecks();
  const limits = useOwnDeckLimits();
  const navigate = useNavigate();
  const [problem, setProblem] = useState<string | null>(null);
  const [adding, setAdding] = useState<string | null>(null);

  if (view.status === "loading") return <Spinner label={t`Loading your decks`} />;
  if (view.status === "error") {
    return (
      <>
        <p className="error" role="alert">
          {view.message}
        </p>
        <DialogActions>
          <Button type="button" $variant="outline" onClick={onClose}>
            {t`Cancel`}
          </Button>
          <Button type="button" onClick={view.retry}>
            {t`Try Again`}
          </Button>
        </DialogActions>
      </>
    );
  }

  const holds = (deck: OwnDeckOnDevice) => deck.cards.some((entry) => entry.kind === "card" && entry.cardId === card.cardId);
  // A deck the server refused holds no place in the account.
  const atDeckLimit = limits.known && countedDecks(view.decks) >= limits.decks;

  const addTo = async (deck: OwnDeckOnDevice) => {
    if (adding) return;
    const draft = draftOf(deck);
    const checked = checkDraft({ ...draft, entries: [...draft.entries, gatheredEntry(card)] }, limits.cards);
    // Over the plan's limit the deck is left as it was: nothing to keep, nothing lost.
    if (!checked.ok) return setProblem(checked.message);
    setProblem(null);
    setAdding(deck.deckId);
    try {
      const outcome = await ownDecksState.save({ deckId: deck.deckId, ...checked.deck });
      if (outcome.status === "refused") {
        setProblem(outcome.message);
        setAdding(null);
        return;
      }
      const title = deck.title;
      onAdded(outcome.status === "offline" ? t`Added to ${title} on this device.` : t`Added to ${title}.`);
      onClose();
    } catch (error) {
      setProblem(error instanceof Error ? error.message : t`The card could not be added. Please try again.`);
      setAdding(null);
    }
  };

  const startNewDeck = () => {
    const state: NewDeckState = { gather: card };
    onClose();
    navigate(NEW_DECK_URL, { state });
  };

  return (
    <>
      {view.decks.length > 0 ? (
        <ul aria-label={t`Your decks`}>
          {view.decks.map((deck) => {
            const inIt = holds(deck);
            return (
              <li key={deck.deckId}>
                <Button
                  type="button"
                  $variant="outline"
                  disabled={inIt || adding !== null}
                  aria-busy={adding === deck.deckId || undefined}
                  aria-describedby={`add-${deck.deckId}-count`}
                  onClick={() => void addTo(deck)}
                >
                  {deck.title}
                </Button>
                <span className="count" id={`add-${deck.deckId}-count`}>
                  {inIt ? t`Already in this deck` : cardsLabel(deck.cards.length)}
                </span>
              </li>
            );
          })}
        </ul>
      ) : (
        <p className="note">{t`You have no decks yet. Start one with this card.`}</p>
      )}
      {problem && (
        <p className="error" role="alert">
          {problem}
        </p>
      )}
      {atDeckLimit && (
        <p className="note" id="add-new-deck-limit">
          {deckLimitText(limits.decks)}
        </p>
      )}
      <DialogActions>
        <Button type="button" $variant="ghost" onClick={onClose}>
          {t`Cancel`}
        </Button>
        <Button type="button" disabled={atDeckLimit} aria-describedby={atDeckLimit ? "add-new-deck-limit" : undefined} onClick={startNewDeck}>
          {t`New deck`}
        </Button>
      </DialogActions>
    </>
  );
}

/** The card, and where it can go: one of the person's decks, or a new one. */
export function AddToDeckDialog(props: AddToDeckDialogProps) {
  const { user, loading } = useAuth();
  return (
    <Dialog title={t`Add to my deck`} onClose={props.onClose}>
      <Body>
        <blockquote>{props.card.question}</blockquote>
        {user ? <DeckChoice {...props} /> : loading ? <Spinner label={t`Loading your decks`} /> : <ForVisitor onClose={props.onClose} />}
      </Body>
    </Dialog>
  );
}
