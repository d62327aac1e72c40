// /play/my-…: a table of a deck of the person's own (loaded only for such a table).
import { t } from "@lingui/core/macro";
import { useMemo } from "react";
import { MY_DECKS_URL, playDeckUrl } from "../../lib/app-urls";
import { DeckProblem } from "../../lib/ui/DeckScreens";
import { useOwnDeck } from "../own-decks";
import { playableDeck, playedCards, readableDeck } from "../deck-play";
import { Table } from "./Table";

/**
 * A deck of the person's own, from this device (offline too): the cards they may read. Its table
 * is theirs, on any device they sign in on; the link is no use to anyone else, so it is not shared.
 */
export default function OwnDeckTable({ deckId }: { deckId: string }) {
  const view = useOwnDeck(deckId);
  const ready = view.status === "ready" ? view.deck : null;
  const deck = useMemo(() => (ready ? readableDeck(playableDeck(deckId, { title: ready.title, description: ready.description, cards: playedCards(ready.cards) })) : null), [ready, deckId]);
  if (view.status === "missing") {
    return (
      <DeckProblem
        title={t`Deck not found`}
        message={t`This deck is not among your decks on this device or in your account.`}
        back={{ to: MY_DECKS_URL, label: t`My Decks` }}
      />
    );
  }
  return <Table deckId={deckId} deck={deck} back={{ to: playDeckUrl(deckId), label: t`Back to the deck` }} shareable={false} />;
}

