import { startTransition, useEffect, useState } from "react";
import { useParams } from "react-router-dom";
import styled from "styled-components";
import type { DeckWithCards } from "../../../shared/api-types";
import { ApiError, describeError } from "../../lib/http";
import { Button } from "../../lib/ui/Button";
import { DarkPage, LightLink, PagePanel } from "../../lib/ui/DarkPage";
import { Centered, Spinner } from "../../lib/ui/Spinner";
import { usePageTitle } from "../../lib/usePageTitle";
import { deckStore } from "../../lib/deck-store";
import { initialDeck } from "../../lib/initial-data";
import { DeckNotSavedError, loadDeckCards } from "../decks";
import { UnlockOffer } from "../paywall";
import { parseCardIndex } from "./card-index";
import { DeckViewer } from "./DeckViewer";
import { clampIndex } from "./navigation";
import { ViewerErrorBoundary } from "./ViewerErrorBoundary";

type LoadState =
  | { status: "loading" }
  | { status: "error"; message: string; notFound: boolean }
  | { status: "not_saved"; message: string }
  | { status: "payment_required" }
  /** `lastIndex` is undefined until the stored card has been read (a prerendered deck). */
  | { status: "ready"; deck: DeckWithCards; lastIndex: number | null | undefined };

/** Cards slide past the screen edge: that must not widen the page (it would zoom out on phones). */
const ViewerPage = styled(DarkPage)`
  padding-top: calc(${({ theme }) => theme.headerHeight} + 24px);
  padding-bottom: 96px;
  overflow-x: hidden;
  overflow-x: clip;
`;

const Stage = styled.div`
  width: min(640px, 100%);
  margin: 0 auto;
  text-align: center;
`;

/** The deck on screen, kept as it is when the new one says the same: nothing to draw again. */
function sameOrNew(shown: DeckWithCards, loaded: DeckWithCards): DeckWithCards {
  return shown.deckId === loaded.deckId && JSON.stringify(shown) === JSON.stringify(loaded) ? shown : loaded;
}

export default function DeckViewerPage() {
  const { deckId = "", cardIndex } = useParams();
  // A prerendered free deck (scripts/prerender.mjs) carries its cards: its first card is on screen
  // before any request, and the load below still runs to bring the stored card and fresh cards.
  const [state, setState] = useState<LoadState>(() => {
    const embedded = initialDeck(deckId);
    return embedded ? { status: "ready", deck: embedded, lastIndex: undefined } : { status: "loading" };
  });

  useEffect(() => {
    const controller = new AbortController();
    setState((s) => (s.status === "ready" && s.deck.deckId === deckId ? s : { status: "loading" }));
    const refreshed = (deck: DeckWithCards) => {
      if (!controller.signal.aborted) setState((s) => (s.status === "ready" ? { ...s, deck: sameOrNew(s.deck, deck) } : s));
    };
    Promise.all([loadDeckCards(deckId, { signal: controller.signal, onRefresh: refreshed }), deckStore.readLastCard(deckId)])
      .then(([deck, lastIndex]) => {
        if (controller.signal.aborted) return;
        startTransition(() =>
          setState((s) => ({ status: "ready", deck: s.status === "ready" ? sameOrNew(s.deck, deck) : deck, lastIndex })),
        );
      })
      .catch((error: unknown) => {
        if (controller.signal.aborted) return;
        if (error instanceof DeckNotSavedError) {
          setState({ status: "not_saved", message: error.message });
          return;
        }
        if (error instanceof ApiError && error.code === "payment_required") {
          setState({ status: "payment_required" });
          return;
        }
        setState({
          status: "error",
          message: describeError(error, "We could not load this deck."),
          notFound: error instanceof ApiError && (error.status === 404 || error.status === 400),
        });
      });
    return () => controller.abort();
  }, [deckId]);

  usePageTitle(state.status === "ready" ? state.deck.title : "Deck");

  // A new deck's address arrives a render before its load starts: never show the old deck there.
  if (state.status === "loading" || (state.status === "ready" && state.deck.deckId !== deckId)) {
    return (
      <DarkPage>
        <Centered>
          <Spinner light label="Loading deck" />
        </Centered>
      </DarkPage>
    );
  }
  if (state.status === "payment_required") {
    return (
      <DarkPage>
        <PagePanel>
          <h1>Unlock Premium Deck</h1>
          <UnlockOffer deckId={deckId} />
        </PagePanel>
      </DarkPage>
    );
  }
  if (state.status === "not_saved") {
    return (
      <DarkPage>
        <Stage role="alert">
          <h1>You're offline</h1>
          <p>{state.message}</p>
          <p>
            <LightLink to="/decks">Back to all decks</LightLink>
          </p>
        </Stage>
      </DarkPage>
    );
  }
  if (state.status === "error") {
    return (
      <DarkPage>
        <Stage role="alert">
          <h1>{state.notFound ? "Deck not found" : "This deck could not be loaded"}</h1>
          <p>{state.message}</p>
          <Button type="button" $variant="light" onClick={() => window.location.reload()}>
            Try Again
          </Button>
          <p>
            <LightLink to="/decks">Back to all decks</LightLink>
          </p>
        </Stage>
      </DarkPage>
    );
  }

  const { deck } = state;
  const addressIndex = cardIndex === undefined ? null : clampIndex(parseCardIndex(cardIndex), deck.cardCount);
  const startIndex = addressIndex ?? clampIndex(state.lastIndex ?? 0, deck.cardCount);
  return (
    <ViewerPage>
      <ViewerErrorBoundary>
        <DeckViewer
          key={deck.deckId}
          deck={deck}
          startIndex={startIndex}
          addressIndex={addressIndex}
          restoring={state.lastIndex === undefined}
        />
      </ViewerErrorBoundary>
    </ViewerPage>
  );
}
