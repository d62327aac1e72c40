import { useCallback, useEffect, useState } from "react";
import { Link, useNavigate, useParams } from "react-router-dom";
import styled from "styled-components";
import type { DeckWithCards } from "../../lib/api-types";
import { ApiError, describeError } from "../../lib/http";
import { Button } from "../../lib/ui/Button";
import { DarkPage, LightLink } from "../../lib/ui/DarkPage";
import { ChevronLeftIcon, ChevronRightIcon, LockIcon } from "../../lib/ui/icons";
import { Centered, Spinner } from "../../lib/ui/Spinner";
import { usePageTitle } from "../../lib/usePageTitle";
import { fetchDeckCards } from "../decks";
import { cardPath, clampCardIndex, parseCardIndex } from "./card-index";

type LoadState =
  | { status: "loading" }
  | { status: "error"; message: string; notFound: boolean }
  | { status: "ready"; deck: DeckWithCards };

const Stage = styled.div`
  width: min(640px, 100%);
  margin: 0 auto;
  text-align: center;
`;

const TitleRow = styled.div`
  display: flex;
  justify-content: center;
  align-items: center;
  gap: 12px;
  flex-wrap: wrap;
  margin-bottom: 24px;
  h1 { margin: 0; }
`;

const Badge = styled.span`
  padding: 4px 12px;
  border-radius: 999px;
  background: ${({ theme }) => theme.colors.accent};
  color: ${({ theme }) => theme.colors.primary};
  font-weight: 700;
  font-size: 0.85rem;
`;

const CardFace = styled.section<{ $cover: string }>`
  display: flex;
  flex-direction: column;
  justify-content: center;
  gap: 16px;
  min-height: 340px;
  padding: 40px 28px;
  border-radius: ${({ theme }) => theme.radii.card};
  background: #fff;
  color: ${({ theme }) => theme.colors.primary};
  box-shadow: 0 20px 48px rgba(0, 0, 0, 0.35);
  border-top: 10px solid ${({ $cover }) => $cover};
  p.question { font-size: clamp(1.3rem, 3.6vw, 1.75rem); font-weight: 600; margin: 0; }
  p.follow-up { color: ${({ theme }) => theme.colors.textMuted}; margin: 0; }
  a { color: ${({ theme }) => theme.colors.secondary}; }
`;

const Controls = styled.div`
  display: flex;
  justify-content: space-between;
  align-items: center;
  gap: 12px;
  margin-top: 24px;
`;

const Progress = styled.div`
  margin-top: 20px;
  height: 6px;
  border-radius: 3px;
  background: rgba(255, 255, 255, 0.2);
  overflow: hidden;
  span { display: block; height: 100%; background: ${({ theme }) => theme.colors.accent}; }
`;

export default function DeckViewerPage() {
  const { deckId = "", cardIndex } = useParams();
  const navigate = useNavigate();
  const [state, setState] = useState<LoadState>({ status: "loading" });
  const [attempt, setAttempt] = useState(0);

  useEffect(() => {
    const controller = new AbortController();
    setState({ status: "loading" });
    fetchDeckCards(deckId, controller.signal)
      .then((deck) => setState({ status: "ready", deck }))
      .catch((error: unknown) => {
        if (controller.signal.aborted) return;
        setState({
          status: "error",
          message: describeError(error, "We could not load this deck."),
          notFound: error instanceof ApiError && (error.status === 404 || error.status === 400),
        });
      });
    return () => controller.abort();
  }, [deckId, attempt]);

  const deck = state.status === "ready" ? state.deck : null;
  usePageTitle(deck?.title ?? "Deck");
  const total = deck?.cardCount ?? 0;
  const index = clampCardIndex(parseCardIndex(cardIndex), total);

  const goTo = useCallback(
    (next: number) => {
      if (!deck) return;
      navigate(cardPath(deck.deckId, clampCardIndex(next, deck.cardCount)), { replace: true });
    },
    [deck, navigate],
  );

  useEffect(() => {
    const onKey = (event: KeyboardEvent) => {
      const target = event.target as HTMLElement | null;
      if (target?.closest("input, textarea, select, [contenteditable='true']")) return;
      if (event.key === "ArrowLeft") goTo(index - 1);
      if (event.key === "ArrowRight") goTo(index + 1);
    };
    window.addEventListener("keydown", onKey);
    return () => window.removeEventListener("keydown", onKey);
  }, [goTo, index]);

  if (state.status === "loading") {
    return (
      <DarkPage>
        <Centered>
          <Spinner light label="Loading deck" />
        </Centered>
      </DarkPage>
    );
  }
  if (state.status === "error") {
    return (
      <DarkPage>
        <Stage role="alert">
          <h1>{state.notFound ? "Deck not found" : "This deck could not be loaded"}</h1>
          <p>{state.message}</p>
          {!state.notFound && (
            <Button type="button" $variant="light" onClick={() => setAttempt((n) => n + 1)}>
              Try Again
            </Button>
          )}
          <p>
            <LightLink to="/decks">Back to all decks</LightLink>
          </p>
        </Stage>
      </DarkPage>
    );
  }

  const loaded = state.deck;
  const card = loaded.cards.find((c) => c.index === index);
  return (
    <DarkPage>
      <Stage>
        <TitleRow>
          <h1>{loaded.title}</h1>
          {loaded.isPremium && <Badge>Preview</Badge>}
        </TitleRow>
        <CardFace $cover={loaded.coverColor} aria-label={`Card ${index + 1} of ${total}`}>
          {card ? (
            <>
              <p className="question">{card.question}</p>
              {card.followUp && <p className="follow-up">{card.followUp}</p>}
            </>
          ) : (
            <>
              <LockIcon size={40} style={{ margin: "0 auto" }} />
              <p className="question">{loaded.lockedCardCount} More Cards Available</p>
              <p className="follow-up">Unlock the full deck to continue exploring</p>
              <p>
                <Link to="/pricing">Unlock Full Deck</Link>
              </p>
            </>
          )}
        </CardFace>
        <Controls>
          <Button type="button" $variant="outlineLight" onClick={() => goTo(index - 1)} disabled={index === 0}>
            <ChevronLeftIcon size={20} />
            Previous
          </Button>
          <span aria-live="polite">
            {index + 1} of {total}
          </span>
          <Button type="button" $variant="outlineLight" onClick={() => goTo(index + 1)} disabled={index >= total - 1}>
            Next
            <ChevronRightIcon size={20} />
          </Button>
        </Controls>
        <Progress aria-hidden="true">
          <span style={{ width: `${total ? ((index + 1) / total) * 100 : 0}%` }} />
        </Progress>
      </Stage>
    </DarkPage>
  );
}
