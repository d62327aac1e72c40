// /my-decks/{deckId}/play (and …/play/{n}): a deck of the person's own, played in the viewer from
// the copy on this device (offline too). A gathered premium card the person may not read is
// locked, its deck offered to unlock it. 'Share card' never hands out this page's address (it opens
// for its owner only): a card of the content shares its own deck's address (the viewer's
// collectionPlace), a question of the person's own shares the deck's link at that card while the
// deck is shared (and synced: the link shows what the account holds), else its text.
import { t } from "@lingui/core/macro";
import { useMemo } from "react";
import { useParams } from "react-router-dom";
import { MY_DECKS_URL, playDeckUrl, sharedDeckUrl } from "../../lib/app-urls";
import { DeckEmpty, DeckLoading, DeckProblem } from "../../lib/ui/DeckScreens";
import { usePageTitle } from "../../lib/usePageTitle";
import { RequireAuth } from "../auth";
import { useOwnDeck } from "../own-decks";
import { clampIndex, collectionPlace, DeckViewer, parseCardIndex, ViewerErrorBoundary, ViewerPage } from "../viewer";
import { OwnDeckPdfButton } from "./OwnDeckPdfButton";
import { playableDeck, playedCards, readableDeck } from "./playable-deck";

const myDecks = () => ({ to: MY_DECKS_URL, label: t`My Decks` });

function OwnDeckPlay() {
  const { deckId = "", cardIndex } = useParams();
  const view = useOwnDeck(deckId);
  const ready = view.status === "ready" ? view.deck : null;
  usePageTitle(ready ? ready.title : t`My Decks`);
  // The deck's link opens the cards the account holds: with changes not synced yet, a card's place
  // there may not be its place here.
  const link = ready && !ready.pending ? ready.shareId : null;
  const playable = useMemo(() => (ready ? playableDeck(deckId, { title: ready.title, description: ready.description, cards: playedCards(ready.cards) }) : null), [ready, deckId]);
  // What 'Play together' deals and the PDF prints: the cards the person may read.
  const readable = useMemo(() => playable && readableDeck(playable), [playable]);
  const place = useMemo(
    () =>
      playable &&
      collectionPlace(playable.deck, playable.origins, {
        cardPath: (index) => playDeckUrl(deckId, index),
        rootPath: playDeckUrl(deckId),
        // Without the deck's link, a question of one's own has no address anyone else could open: the viewer shares its text.
        sharePath: (index) => (link ? sharedDeckUrl(link, index) : null),
      }),
    [playable, deckId, link],
  );

  if (view.status === "missing") {
    return <DeckProblem title={t`Deck not found`} message={t`This deck is not among your decks on this device or in your account.`} back={myDecks()} />;
  }
  if (!playable || !place || !readable) return <DeckLoading label={t`Loading your deck`} />;
  if (playable.deck.cardCount === 0) return <DeckEmpty title={playable.deck.title} back={myDecks()} />;
  const index = clampIndex(parseCardIndex(cardIndex), playable.deck.cardCount);
  return (
    <ViewerPage>
      <ViewerErrorBoundary>
        <DeckViewer
          key={deckId}
          deck={playable.deck}
          place={place}
          startIndex={index}
          addressIndex={index}
          locked={playable.locked}
          tableDeck={readable.cardCount > 0 ? readable : undefined}
          actions={readable.cardCount > 0 ? <OwnDeckPdfButton deck={readable} /> : undefined}
        />
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
