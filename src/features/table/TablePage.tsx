// /play/{deckId}?…: a table. The address is the whole table (shared/table-address.ts); the deck comes
// the offline-first way, as in the viewer, so a table of a deck this device has opened or saved
// plays with no connection, a cold start included. A deck of the person's own (/play/my-…) comes
// from their decks on the device (OwnDeckTable.tsx, loaded only for one).
import { t } from "@lingui/core/macro";
import { lazy, Suspense } from "react";
import { useParams } from "react-router-dom";
import { OWN_DECK_ID } from "../../../shared/own-decks";
import { deckUrl } from "../../lib/app-urls";
import { ApiError, describeError } from "../../lib/http";
import { initialDeck } from "../../lib/initial-data";
import { DeckProblem } from "../../lib/ui/DeckScreens";
import { useOfflineFirst } from "../../lib/useOfflineFirst";
import { RequireAuth } from "../auth";
import { DeckNotSavedError, loadDeckCards } from "../decks";
import { Table, TableLoading } from "./Table";

const OwnDeckTable = lazy(() => import("./OwnDeckTable"));

/** A table's first paint can come drawn, with its deck (the service worker's, sw/device-page.ts). */
const embeddedDeck = (deckId: string) => initialDeck(deckId);

/** A deck of the catalogue, the offline-first way. */
function CatalogueTable({ deckId }: { deckId: string }) {
  const { state } = useOfflineFirst(deckId, loadDeckCards, { initial: embeddedDeck });
  const back = { to: deckUrl(deckId), label: t`Back to the deck` };
  if (state.status === "error") {
    const { error } = state;
    if (error instanceof DeckNotSavedError) return <DeckProblem title={t`You're offline`} message={error.message} back={back} />;
    const notFound = error instanceof ApiError && (error.status === 404 || error.status === 400);
    return (
      <DeckProblem
        title={notFound ? t`Deck not found` : t`This deck could not be loaded`}
        message={describeError(error, t`We could not load this deck.`)}
        // Reloading cannot bring a deck that is not there: only the way back.
        onRetry={notFound ? undefined : () => window.location.reload()}
        back={back}
      />
    );
  }
  return <Table deckId={deckId} deck={state.status === "ready" ? state.data : null} back={back} shareable />;
}

export default function TablePage() {
  const { deckId = "" } = useParams();
  if (!OWN_DECK_ID.test(deckId)) return <CatalogueTable deckId={deckId} />;
  return (
    <RequireAuth>
      <Suspense fallback={<TableLoading />}>
        <OwnDeckTable deckId={deckId} />
      </Suspense>
    </RequireAuth>
  );
}
