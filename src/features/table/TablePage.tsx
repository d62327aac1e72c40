// /play/{deckId}?…: a table. The address is the whole table (lib/table-address.ts); the deck comes
// the offline-first way, as in the viewer, so a table of a deck this device has opened or saved
// plays with no connection, a cold start included.
import { useEffect, useMemo } from "react";
import { useLocation, useNavigate, useParams } from "react-router-dom";
import styled from "styled-components";
import type { DeckWithCards } from "../../../shared/api-types";
import { deckUrl } from "../../lib/app-urls";
import { ApiError, describeError } from "../../lib/http";
import { initialDeck } from "../../lib/initial-data";
import { ALL_LEVELS, deckIntensities, newSeed, parseTableAddress, tableUrl } from "../../../shared/table-address";
import { Button } from "../../lib/ui/Button";
import { DarkPage, LightLink } from "../../lib/ui/DarkPage";
import { Centered, Spinner } from "../../lib/ui/Spinner";
import { useOfflineFirst } from "../../lib/useOfflineFirst";
import { usePageTitle } from "../../lib/usePageTitle";
import { DeckNotSavedError, loadDeckCards } from "../decks";
import { ViewerErrorBoundary, ViewerPage } from "../viewer";
import { tableOrder } from "../../../shared/table-order";
import { TableView } from "./TableView";

const Message = styled.div`
  width: min(640px, 100%);
  margin: 0 auto;
  text-align: center;
`;

function Problem({ title, message, deckId, retry }: { title: string; message: string; deckId: string; retry?: boolean }) {
  return (
    <DarkPage>
      <Message role="alert">
        <h1>{title}</h1>
        <p>{message}</p>
        {retry && (
          <Button type="button" $variant="light" onClick={() => window.location.reload()}>
            Try Again
          </Button>
        )}
        <p>
          <LightLink to={deckUrl(deckId)}>Back to the deck</LightLink>
        </p>
      </Message>
    </DarkPage>
  );
}

/** A table's first paint can come drawn, with its deck (the service worker's, sw/table-page.ts). */
const embeddedDeck = (deckId: string) => initialDeck(deckId);

export default function TablePage() {
  const { deckId = "" } = useParams();
  const { search } = useLocation();
  const navigate = useNavigate();
  const address = useMemo(() => parseTableAddress(search), [search]);
  const { state } = useOfflineFirst(deckId, loadDeckCards, { initial: embeddedDeck });
  const deck: DeckWithCards | null = state.status === "ready" ? state.data : null;
  usePageTitle(deck ? `${deck.title} · Play together` : "Play together");

  // A table address without a usable seed (/play/{deckId} typed by hand) is dealt afresh.
  useEffect(() => {
    if (!address.settings) navigate(tableUrl(deckId, { seed: newSeed(), levels: [...ALL_LEVELS], timerSeconds: 0, players: [] }), { replace: true });
  }, [address.settings, deckId, navigate]);

  const settings = address.settings;
  const order = useMemo(() => (deck && settings ? tableOrder(settings.seed, settings.levels, deckIntensities(deck)) : null), [deck, settings]);

  if (state.status === "error") {
    const { error } = state;
    if (error instanceof DeckNotSavedError) return <Problem title="You're offline" message={error.message} deckId={deckId} />;
    const notFound = error instanceof ApiError && (error.status === 404 || error.status === 400);
    return (
      <Problem
        title={notFound ? "Deck not found" : "This deck could not be loaded"}
        message={describeError(error, "We could not load this deck.")}
        deckId={deckId}
        retry={!notFound}
      />
    );
  }
  if (!deck || !settings) {
    return (
      <DarkPage>
        <Centered>
          <Spinner light label="Loading the table" />
        </Centered>
      </DarkPage>
    );
  }
  if (order === null) {
    return (
      <Problem
        title="This table needs a connection once"
        message="This device does not know the levels of this deck's locked cards yet. Open the deck once online and the table will deal the same cards here."
        deckId={deckId}
      />
    );
  }
  if (order.length === 0) {
    return <Problem title="No cards at these levels" message="This deck has no cards at the levels this table plays. Start a table with other levels." deckId={deckId} />;
  }
  return (
    <ViewerPage>
      <ViewerErrorBoundary>
        {/* A new order is a new table: it starts afresh. */}
        <TableView key={`${deck.deckId}|${settings.seed}|${settings.levels.join("")}`} deck={deck} settings={settings} order={order} addressPosition={address.position} />
      </ViewerErrorBoundary>
    </ViewerPage>
  );
}
