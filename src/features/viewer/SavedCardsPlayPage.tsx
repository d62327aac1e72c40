import { t } from "@lingui/core/macro";
import { useMemo, useState } from "react";
import { useParams } from "react-router-dom";
import { DarkPage, LightLink } from "../../lib/ui/DarkPage";
import { Centered, Spinner } from "../../lib/ui/Spinner";
import { usePageTitle } from "../../lib/usePageTitle";
import { RequireAuth } from "../auth";
import { savedDeck, useSavedCards, type SavedEntry } from "../saved-cards";
import { parseCardIndex } from "./card-index";
import { DeckViewer } from "./DeckViewer";
import { ViewerPage } from "./DeckViewer.styles";
import { clampIndex } from "./navigation";
import { ViewerErrorBoundary } from "./ViewerErrorBoundary";
import { savedPlace } from "./viewer-place";

/**
 * /saved/cards/{n}: the saved cards the person may read, played as a deck of their own with the
 * viewer's controls, keys and swipes. The deck is taken as it is when play begins: a card unsaved
 * while playing stays in this round, so the cards do not shift under the finger.
 */
function SavedCardsPlay() {
  const { cardIndex } = useParams();
  const saved = useSavedCards();
  const [played, setPlayed] = useState<SavedEntry[] | null>(null);
  if (played === null && saved.status === "ready") setPlayed(saved.entries);

  const deck = useMemo(() => (played ? savedDeck(played) : null), [played]);
  const place = useMemo(() => (deck && played ? savedPlace(deck, played) : null), [deck, played]);

  if (!deck || !place) {
    return (
      <DarkPage>
        <Centered>
          <Spinner light label={t`Loading your saved cards`} />
        </Centered>
      </DarkPage>
    );
  }
  if (deck.cardCount === 0) {
    return (
      <DarkPage>
        <Centered>
          <div>
            <h1>{t`No saved cards to play`}</h1>
            <p>{t`Save a card from its question side while you play a deck, and it will be here.`}</p>
            <p>
              <LightLink to="/saved">{t`Back to saved cards`}</LightLink>
            </p>
          </div>
        </Centered>
      </DarkPage>
    );
  }
  const addressIndex = clampIndex(parseCardIndex(cardIndex), deck.cardCount);
  return (
    <ViewerPage>
      <ViewerErrorBoundary>
        <DeckViewer deck={deck} place={place} startIndex={addressIndex} addressIndex={addressIndex} />
      </ViewerErrorBoundary>
    </ViewerPage>
  );
}

export default function SavedCardsPlayPage() {
  usePageTitle(t`Saved cards`);
  return (
    <RequireAuth>
      <SavedCardsPlay />
    </RequireAuth>
  );
}
