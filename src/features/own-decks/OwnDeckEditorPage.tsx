// /my-decks/new and /my-decks/{deckId}/edit: the editor of one of the person's decks (DeckEditor),
// for the signed-in person. A new deck gets its id here, once, so saving again (after the server
// refused it, say) saves the same deck. Above the form: a new deck at the plan's limit says so
// before anything is written; a deck says what this device has to tell about it (DeckNotices.tsx).
import { t } from "@lingui/core/macro";
import { useState } from "react";
import { Notice } from "../../lib/ui/Notice";
import { useLocation, useParams } from "react-router-dom";
import { DarkPage, LightLink } from "../../lib/ui/DarkPage";
import { Centered, Spinner } from "../../lib/ui/Spinner";
import { usePageTitle } from "../../lib/usePageTitle";
import { RequireAuth } from "../auth";
import { DeckEditor } from "./DeckEditor";
import { DeckNote } from "./DeckNotices";
import { draftOf, emptyDraft, gatheredEntry, newDeckId, type Draft } from "./draft";
import { MY_DECKS_URL } from "../../lib/app-urls";
import type { NewDeckState } from "./new-deck-state";
import { deckLimitText } from "./own-deck-messages";
import { countedDecks, useOwnDeck, useOwnDeckLimits, useOwnDecks } from "./useOwnDecks";

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
  const view = useOwnDecks();
  const atLimit = limits.known && view.status === "ready" && countedDecks(view.decks) >= limits.decks;
  const notice = atLimit && (
    <Notice $tone="info" role="status">
      {deckLimitText(limits.decks)} {t`This deck would be kept on this device only.`}
    </Notice>
  );
  return <DeckEditor deckId={deckId} initial={draft} isNew refusal={null} maxCards={limits.cards} notice={notice} />;
}

function EditDeck({ deckId }: { deckId: string }) {
  const view = useOwnDeck(deckId);
  const limits = useOwnDeckLimits();
  if (view.status === "loading") {
    return (
      <Centered>
        <Spinner light label={t`Loading your deck`} />
      </Centered>
    );
  }
  if (view.status === "missing") {
    return (
      <Centered>
        <div>
          <h1>{t`Deck not found`}</h1>
          <p>{t`It may have been deleted on another device.`}</p>
          <p>
            <LightLink to={MY_DECKS_URL}>{t`Back to My Decks`}</LightLink>
          </p>
        </div>
      </Centered>
    );
  }
  return (
    <DeckEditor
      key={deckId}
      deckId={deckId}
      initial={draftOf(view.deck)}
      isNew={false}
      refusal={view.deck.refusal}
      maxCards={limits.cards}
      notice={view.deck.notice && <DeckNote deck={view.deck} choices={false} />}
    />
  );
}

function Editor() {
  const { deckId } = useParams();
  return <DarkPage>{deckId ? <EditDeck deckId={deckId} /> : <NewDeck />}</DarkPage>;
}

export default function OwnDeckEditorPage() {
  const { deckId } = useParams();
  usePageTitle(deckId ? t`Edit deck` : t`New deck`);
  return (
    <RequireAuth>
      <Editor />
    </RequireAuth>
  );
}
