// /shared/{shareId} (and /shared/{shareId}/cards/{n}): a person's deck shared by its link, played by
// anyone, no account needed, offline once opened on this device. Unlisted: the page asks search
// engines not to index it (and the API says so too). A signed-in visitor can 'Save a copy'.
import { useEffect, useMemo, useState } from "react";
import { useNavigate, useParams } from "react-router-dom";
import type { SharedDeck } from "../../../shared/own-decks";
import { sharedDeckUrl } from "../../lib/app-urls";
import { ApiError, apiRequest, describeError } from "../../lib/http";
import { Button } from "../../lib/ui/Button";
import { usePageTitle } from "../../lib/usePageTitle";
import { useAuth } from "../auth";
import { clampIndex, collectionPlace, DeckViewer, parseCardIndex, PillButton, ViewerErrorBoundary, ViewerPage } from "../viewer";
import { DeckAlert, DeckEmpty, DeckLoading, DeckNotFound } from "./DeckPlayScreens";
import { playableDeck } from "./playable-deck";
import { forgetSharedDeck, recallSharedDeck, rememberSharedDeck } from "./shared-deck-memory";

type Loaded = { status: "loading" } | { status: "ready"; deck: SharedDeck } | { status: "gone" } | { status: "error"; message: string };

/** Asks search engines to leave this page out while it is shown. */
function useNoIndex() {
  useEffect(() => {
    const meta = document.createElement("meta");
    meta.name = "robots";
    meta.content = "noindex";
    document.head.append(meta);
    return () => meta.remove();
  }, []);
}

function useSharedDeck(shareId: string, attempt: number): Loaded {
  const [loaded, setLoaded] = useState<Loaded>(() => {
    const kept = recallSharedDeck(shareId);
    return kept ? { status: "ready", deck: kept } : { status: "loading" };
  });
  useEffect(() => {
    let current = true;
    apiRequest<SharedDeck>(`/shared-decks/${encodeURIComponent(shareId)}`).then(
      (deck) => {
        if (!current) return;
        rememberSharedDeck(deck);
        setLoaded({ status: "ready", deck });
      },
      (error: unknown) => {
        if (!current) return;
        if (error instanceof ApiError && error.status === 404) {
          forgetSharedDeck(shareId);
          setLoaded({ status: "gone" });
        } else {
          // Offline or the server unreachable: the copy this device kept, if any, plays on.
          setLoaded((shown) => (shown.status === "ready" ? shown : { status: "error", message: describeError(error, "We could not load this deck.") }));
        }
      },
    );
    return () => {
      current = false;
    };
  }, [shareId, attempt]);
  return loaded;
}

function SaveCopy({ shareId }: { shareId: string }) {
  const navigate = useNavigate();
  const [state, setState] = useState<"idle" | "saving" | string>("idle");
  const save = async () => {
    setState("saving");
    try {
      await apiRequest(`/shared-decks/${encodeURIComponent(shareId)}/copy`, { method: "POST" });
      navigate("/my-decks");
    } catch (error) {
      setState(describeError(error, "The copy could not be saved. Try again."));
    }
  };
  return (
    <>
      <PillButton type="button" onClick={save} disabled={state === "saving"}>
        <span className="words">Save a copy</span>
      </PillButton>
      {state !== "idle" && state !== "saving" && <p role="alert">{state}</p>}
    </>
  );
}

export default function SharedDeckPage() {
  const { shareId = "", cardIndex } = useParams();
  const [attempt, setAttempt] = useState(0);
  const loaded = useSharedDeck(shareId, attempt);
  const { user } = useAuth();
  useNoIndex();
  usePageTitle(loaded.status === "ready" ? loaded.deck.title : "Shared deck");
  const playable = useMemo(() => (loaded.status === "ready" ? playableDeck(`shared-${shareId}`, loaded.deck) : null), [loaded, shareId]);
  const place = useMemo(
    () =>
      playable &&
      collectionPlace(playable.deck, playable.origins, {
        cardPath: (index) => sharedDeckUrl(shareId, index),
        rootPath: sharedDeckUrl(shareId),
        sharePath: () => sharedDeckUrl(shareId),
      }),
    [playable, shareId],
  );

  if (loaded.status === "gone") {
    return <DeckNotFound message="This link no longer opens a deck: its owner may have stopped sharing it." back={{ to: "/decks", label: "Explore Decks" }} />;
  }
  if (loaded.status === "error") {
    return (
      <DeckAlert heading="This deck could not be loaded">
        <p>{loaded.message}</p>
        <Button type="button" $variant="light" onClick={() => setAttempt((n) => n + 1)}>
          Try Again
        </Button>
      </DeckAlert>
    );
  }
  if (!playable || !place) return <DeckLoading label="Loading the deck" />;
  if (playable.deck.cardCount === 0) return <DeckEmpty title={playable.deck.title} />;
  const index = clampIndex(parseCardIndex(cardIndex), playable.deck.cardCount);
  return (
    <ViewerPage>
      <ViewerErrorBoundary>
        <DeckViewer
          key={shareId}
          deck={playable.deck}
          place={place}
          startIndex={index}
          addressIndex={index}
          locked={playable.locked}
          actions={user ? <SaveCopy shareId={shareId} /> : undefined}
        />
      </ViewerErrorBoundary>
    </ViewerPage>
  );
}
