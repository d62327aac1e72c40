// /shared/{shareId} (and /shared/{shareId}/cards/{n}, where 'Share card' points): a person's deck
// shared by its link, played by anyone, no account needed, offline once opened on this device.
// Unlisted: the page asks search engines not to index it (and the API says so too). A signed-in
// visitor can 'Save a copy' (once: a second time says where the first is); anyone else is offered
// 'Sign in to save a copy', which brings them back here.
import { t } from "@lingui/core/macro";
import { Trans } from "@lingui/react/macro";
import { useEffect, useMemo, useState } from "react";
import { Link, useLocation, useNavigate, useParams } from "react-router-dom";
import styled from "styled-components";
import type { AlreadyCopied, OwnDeckSaved, SharedDeck } from "../../../shared/own-decks";
import { MY_DECKS_URL, playDeckUrl, sharedDeckUrl } from "../../lib/app-urls";
import { ApiError, apiRequest, describeError } from "../../lib/http";
import { DeckEmpty, DeckLoading, DeckProblem } from "../../lib/ui/DeckScreens";
import { AddToDeckIcon } from "../../lib/ui/icons";
import { usePageTitle } from "../../lib/usePageTitle";
import { useAuth } from "../auth";
import { keepSavedCopy, useSavedCopyOf } from "../own-decks";
import { clampIndex, collectionPlace, DeckViewer, parseCardIndex, PillButton, ViewerErrorBoundary, ViewerPage } from "../viewer";
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
          setLoaded((shown) => (shown.status === "ready" ? shown : { status: "error", message: describeError(error, t`We could not load this deck.`) }));
        }
      },
    );
    return () => {
      current = false;
    };
  }, [shareId, attempt]);
  return loaded;
}

/** A line under the title's buttons: what 'Save a copy' found, on the dark page. */
const CopyNote = styled.p`
  flex-basis: 100%;
  margin: 0;
  font-size: 0.95rem;
  a { color: inherit; font-weight: 700; }
`;

/** The id of the person's copy in a 409 already_copied answer, else null. */
function copyIn(error: unknown): string | null {
  if (!(error instanceof ApiError) || error.status !== 409 || error.code !== "already_copied") return null;
  try {
    return (JSON.parse(error.body) as AlreadyCopied).deckId;
  } catch {
    return null;
  }
}

type CopyState = { status: "idle" | "saving" } | { status: "failed"; message: string } | { status: "copied"; deckId: string };

function SaveCopy({ shareId }: { shareId: string }) {
  const navigate = useNavigate();
  const known = useSavedCopyOf(shareId);
  const [state, setState] = useState<CopyState>({ status: "idle" });
  const save = async () => {
    // This device knows the copy already: no second one.
    if (known) return setState({ status: "copied", deckId: known });
    setState({ status: "saving" });
    try {
      const saved = await apiRequest<OwnDeckSaved>(`/shared-decks/${encodeURIComponent(shareId)}/copy`, { method: "POST" });
      if (saved.deck) await keepSavedCopy(saved.deck).catch(() => undefined);
      navigate(MY_DECKS_URL);
    } catch (error) {
      const deckId = copyIn(error);
      setState(deckId ? { status: "copied", deckId } : { status: "failed", message: describeError(error, t`The copy could not be saved. Try again.`) });
    }
  };
  return (
    <>
      <PillButton type="button" onClick={save} disabled={state.status === "saving" || known === undefined}>
        <AddToDeckIcon size={18} />
        <span className="words">{t`Save a copy`}</span>
      </PillButton>
      {state.status === "failed" && <CopyNote role="alert">{state.message}</CopyNote>}
      {state.status === "copied" && (
        <CopyNote role="status">
          <Trans>
            This deck is already in My Decks: <Link to={playDeckUrl(state.deckId)}>open your copy</Link>.
          </Trans>
        </CopyNote>
      )}
    </>
  );
}

/** For someone not signed in: sign in (and come back here) to save a copy. */
function SignInToSave() {
  const { pathname } = useLocation();
  return (
    // Drawn as the pill beside it would be.
    <PillButton as={Link} to="/signin" state={{ from: pathname }} style={{ textDecoration: "none" }}>
      <AddToDeckIcon size={18} />
      <span className="words">{t`Sign in to save a copy`}</span>
    </PillButton>
  );
}

export default function SharedDeckPage() {
  const { shareId = "", cardIndex } = useParams();
  const [attempt, setAttempt] = useState(0);
  const loaded = useSharedDeck(shareId, attempt);
  const { user, loading } = useAuth();
  useNoIndex();
  usePageTitle(loaded.status === "ready" ? loaded.deck.title : t`Shared deck`);
  const playable = useMemo(() => (loaded.status === "ready" ? playableDeck(`shared-${shareId}`, loaded.deck) : null), [loaded, shareId]);
  const place = useMemo(
    () =>
      playable &&
      collectionPlace(playable.deck, playable.origins, {
        cardPath: (index) => sharedDeckUrl(shareId, index),
        rootPath: sharedDeckUrl(shareId),
        // A card of the person's own shared from here opens here, at that card.
        sharePath: (index) => sharedDeckUrl(shareId, index),
      }),
    [playable, shareId],
  );

  if (loaded.status === "gone") {
    return (
      <DeckProblem
        title={t`Deck not found`}
        message={t`This link no longer opens a deck: its owner may have stopped sharing it.`}
        back={{ to: "/decks", label: t`Explore Decks` }}
      />
    );
  }
  if (loaded.status === "error") {
    // Shown only with no copy kept on this device (a kept one plays on): 'Try Again' asks the server again.
    return <DeckProblem title={t`This deck could not be loaded`} message={loaded.message} onRetry={() => setAttempt((n) => n + 1)} />;
  }
  if (!playable || !place) return <DeckLoading label={t`Loading the deck`} />;
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
          actions={user ? <SaveCopy shareId={shareId} /> : loading ? undefined : <SignInToSave />}
        />
      </ViewerErrorBoundary>
    </ViewerPage>
  );
}
