// /my-decks/{deckId}/play (and …/play/{n}): a deck of the person's own, played in the viewer from
// the copy on this device (offline too). A gathered premium card the person may not read is
// locked, its deck offered to unlock it.
import { useMemo } from "react";
import { useParams } from "react-router-dom";
import type { OwnDeckCard, SharedDeck } from "../../../shared/own-decks";
import { DarkPage, LightLink } from "../../lib/ui/DarkPage";
import { Centered, Spinner } from "../../lib/ui/Spinner";
import { usePageTitle } from "../../lib/usePageTitle";
import { RequireAuth } from "../auth";
import { useOwnDeck } from "../own-decks";
import { clampIndex, collectionPlace, DeckViewer, parseCardIndex, ViewerErrorBoundary, ViewerPage } from "../viewer";
import { playableDeck } from "./playable-deck";

const ownDeckPlayUrl = (deckId: string, index = 0) => `/my-decks/${encodeURIComponent(deckId)}/play${index === 0 ? "" : `/${index}`}`;

/** A deck's entries as the viewer's cards: the person's questions, and gathered cards with their origin. */
function asPlayed(cards: OwnDeckCard[]): SharedDeck["cards"] {
  return cards.map((card, index): SharedDeck["cards"][number] => {
    if (card.kind === "question") return { index, intensity: card.intensity, locked: false, question: card.question, followUp: card.followUp };
    const gathered = { index, intensity: card.intensity, cardId: card.cardId, origin: { deckId: card.deckId, deckTitle: card.deckTitle, coverColor: card.coverColor, position: card.position, isPremium: card.isPremium } };
    return card.locked ? { ...gathered, locked: true } : { ...gathered, locked: false, question: card.question, followUp: card.followUp };
  });
}

function OwnDeckPlay() {
  const { deckId = "", cardIndex } = useParams();
  const view = useOwnDeck(deckId);
  const ready = view.status === "ready" ? view.deck : null;
  usePageTitle(ready ? ready.title : "My Decks");
  const playable = useMemo(() => (ready ? playableDeck(deckId, { title: ready.title, description: ready.description, cards: asPlayed(ready.cards) }) : null), [ready, deckId]);
  const place = useMemo(
    () =>
      playable &&
      collectionPlace(playable.deck, playable.origins, {
        cardPath: (index) => ownDeckPlayUrl(deckId, index),
        rootPath: ownDeckPlayUrl(deckId),
        sharePath: () => ownDeckPlayUrl(deckId),
      }),
    [playable, deckId],
  );

  if (view.status === "missing") {
    return (
      <DarkPage>
        <Centered>
          <div role="alert">
            <h1>Deck not found</h1>
            <p>This deck is not among your decks on this device or in your account.</p>
            <p>
              <LightLink to="/my-decks">My Decks</LightLink>
            </p>
          </div>
        </Centered>
      </DarkPage>
    );
  }
  if (!playable || !place) {
    return (
      <DarkPage>
        <Centered>
          <Spinner light label="Loading your deck" />
        </Centered>
      </DarkPage>
    );
  }
  if (playable.deck.cardCount === 0) {
    return (
      <DarkPage>
        <Centered>
          <div>
            <h1>{playable.deck.title}</h1>
            <p>This deck has no cards yet.</p>
            <p>
              <LightLink to="/my-decks">My Decks</LightLink>
            </p>
          </div>
        </Centered>
      </DarkPage>
    );
  }
  const index = clampIndex(parseCardIndex(cardIndex), playable.deck.cardCount);
  return (
    <ViewerPage>
      <ViewerErrorBoundary>
        <DeckViewer key={deckId} deck={playable.deck} place={place} startIndex={index} addressIndex={index} locked={playable.locked} />
      </ViewerErrorBoundary>
    </ViewerPage>
  );
}

export default function OwnDeckPlayPage() {
  return (
    <RequireAuth>
      <OwnDeckPlay />
    </RequireAuth>
  );
}
