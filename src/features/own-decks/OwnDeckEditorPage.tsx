// /my-decks/new and /my-decks/{deckId}/edit: the editor of one of the person's decks (DeckEditor),
// for the signed-in person. A new deck gets its id here, once, so saving again (after the server
// refused it, say) saves the same deck.
import { useState } from "react";
import { useLocation, useParams } from "react-router-dom";
import { DarkPage, LightLink } from "../../lib/ui/DarkPage";
import { Centered, Spinner } from "../../lib/ui/Spinner";
import { usePageTitle } from "../../lib/usePageTitle";
import { RequireAuth } from "../auth";
import { DeckEditor } from "./DeckEditor";
import { draftOf, emptyDraft, gatheredEntry, newDeckId, type Draft } from "./draft";
import { MY_DECKS_URL, type NewDeckState } from "./own-deck-urls";
import { useOwnDeck, useOwnDeckLimits } from "./useOwnDecks";

/** A new deck: empty, or begun with the card 'Add to my deck' was pressed on. */
function firstDraft(state: unknown): Draft {
  const card = (state as NewDeckState | null)?.gather;
  return card ? { title: "", description: "", entries: [gatheredEntry(card)] } : emptyDraft();
}

function NewDeck() {
  const { state } = useLocation();
  const [deckId] = useState(newDeckId);
  const [draft] = useState(() => firstDraft(state));
  const limits = useOwnDeckLimits();
  return <DeckEditor deckId={deckId} initial={draft} isNew refusal={null} maxCards={limits.cards} />;
}

function EditDeck({ deckId }: { deckId: string }) {
  const view = useOwnDeck(deckId);
  const limits = useOwnDeckLimits();
  if (view.status === "loading") {
    return (
      <Centered>
        <Spinner light label="Loading your deck" />
      </Centered>
    );
  }
  if (view.status === "missing") {
    return (
      <Centered>
        <div>
          <h1>Deck not found</h1>
          <p>It may have been deleted on another device.</p>
          <p>
            <LightLink to={MY_DECKS_URL}>Back to My Decks</LightLink>
          </p>
        </div>
      </Centered>
    );
  }
  return <DeckEditor key={deckId} deckId={deckId} initial={draftOf(view.deck)} isNew={false} refusal={view.deck.refusal} maxCards={limits.cards} />;
}

function Editor() {
  const { deckId } = useParams();
  return <DarkPage>{deckId ? <EditDeck deckId={deckId} /> : <NewDeck />}</DarkPage>;
}

export default function OwnDeckEditorPage() {
  const { deckId } = useParams();
  usePageTitle(deckId ? "Edit deck" : "New deck");
  return (
    <RequireAuth>
      <Editor />
    </RequireAuth>
  );
}
