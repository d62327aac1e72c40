import { t } from "@lingui/core/macro";
import { lazy, Suspense } from "react";
import { useParams } from "react-router-dom";
import type { DeckWithCards } from "../../../shared/api-types";
import { ApiError, describeError } from "../../lib/http";
import { DeckLoading, DeckProblem, type BackTo } from "../../lib/ui/DeckScreens";
import { usePageTitle } from "../../lib/usePageTitle";
import { initialDeck } from "../../lib/initial-data";
import { useOfflineFirst, type OfflineFirstState } from "../../lib/useOfflineFirst";
import { DeckNotSavedError, loadDeckCards } from "../decks";
import { parseCardIndex } from "./card-index";
import { DeckViewer } from "./DeckViewer";
import { ViewerPage } from "./DeckViewer.styles";
import { clampIndex } from "./navigation";
import { useStoredLastCard } from "./useStoredLastCard";
import { deckPlace, restoredIndex } from "./viewer-place";
import type { LastCardPosition } from "./last-card-store";
import { ViewerErrorBoundary } from "./ViewerErrorBoundary";

const embeddedDeck = (deckId: string) => initialDeck(deckId);

// Loaded only when the server refuses the cards: the checkout code is not part of every deck.
const DeckPaywall = lazy(() => import("../paywall").then((paywall) => ({ default: paywall.DeckPaywall })));

// Every problem screen of the viewer offers the way back to the deck list.
const backToDecks = (): BackTo => ({ to: "/decks", label: t`Back to all decks` });

function Loading() {
  return <DeckLoading label={t`Loading deck`} />;
}

type PageState =
  | { status: "loading" }
  | { status: "error"; message: string; notFound: boolean }
  | { status: "not_saved"; message: string }
  | { status: "payment_required" }
  /** `lastIndex` is undefined until the stored card has been read (a prerendered deck). */
  | { status: "ready"; deck: DeckWithCards; lastIndex: number | null | undefined };

/** What the page shows for the deck's load and the stored last card. */
function pageState(cards: OfflineFirstState<DeckWithCards>, last: LastCardPosition | null | undefined): PageState {
  if (cards.status === "ready") {
    // A deck that came with the page is played at once; a loaded one waits for its stored card, so
    // the viewer does not open on card 1 and jump.
    if (last === undefined && !cards.prerendered) return { status: "loading" };
    return { status: "ready", deck: cards.data, lastIndex: last === undefined ? undefined : restoredIndex(last, cards.data.cards) };
  }
  if (cards.status === "loading") return cards;
  const { error } = cards;
  if (error instanceof DeckNotSavedError) return { status: "not_saved", message: error.message };
  if (error instanceof ApiError && error.code === "payment_required") return { status: "payment_required" };
  return {
    status: "error",
    message: describeError(error, t`We could not load this deck.`),
    notFound: error instanceof ApiError && (error.status === 404 || error.status === 400),
  };
}

export default function DeckViewerPage() {
  const { deckId = "", cardIndex } = useParams();
  // A prerendered free deck (scripts/prerender.mjs) carries its cards: its first card is on screen
  // before any request, and the load still runs to bring the stored card and fresh cards.
  const { state: cards } = useOfflineFirst(deckId, loadDeckCards, { initial: embeddedDeck });
  const state = pageState(cards, useStoredLastCard(deckId));

  usePageTitle(state.status === "ready" ? state.deck.title : t`Deck`);

  if (state.status === "loading") return <Loading />;
  if (state.status === "payment_required") {
    return (
      <Suspense fallback={<Loading />}>
        <DeckPaywall deckId={deckId} />
      </Suspense>
    );
  }
  if (state.status === "not_saved") return <DeckProblem title={t`You're offline`} message={state.message} back={backToDecks()} />;
  if (state.status === "error") {
    return (
      <DeckProblem
        title={state.notFound ? t`Deck not found` : t`This deck could not be loaded`}
        message={state.message}
        // Reloading cannot bring a deck that is not there: only the way to the deck list.
        onRetry={state.notFound ? undefined : () => window.location.reload()}
        back={backToDecks()}
      />
    );
  }

  const { deck } = state;
  const place = deckPlace(deck);
  const addressIndex = cardIndex === undefined ? null : clampIndex(parseCardIndex(cardIndex), deck.cardCount);
  const startIndex = addressIndex ?? clampIndex(state.lastIndex ?? 0, deck.cardCount);
  return (
    <ViewerPage>
      <ViewerErrorBoundary>
        <DeckViewer
          key={deck.deckId}
          deck={deck}
          place={place}
          startIndex={startIndex}
          addressIndex={addressIndex}
          restoring={state.lastIndex === undefined}
        />
      </ViewerErrorBoundary>
    </ViewerPage>
  );
}
