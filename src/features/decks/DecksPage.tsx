import styled from "styled-components";
import { Button } from "../../lib/ui/Button";
import { DarkPage } from "../../lib/ui/DarkPage";
import { Centered, Spinner } from "../../lib/ui/Spinner";
import { usePageTitle } from "../../lib/usePageTitle";
import { useAuth } from "../auth";
import { DeckCard } from "./DeckCard";
import { deckDestination } from "./deck-link";
import { useDecks } from "./useDecks";

const Inner = styled.div`
  width: min(1200px, 100%);
  margin: 0 auto;
  header { text-align: center; margin-bottom: 40px; }
  header p { font-size: 1.1rem; opacity: 0.92; }
`;

export const DeckGrid = styled.div`
  display: grid;
  grid-template-columns: repeat(auto-fill, minmax(270px, 1fr));
  gap: 24px;
`;

const ErrorBox = styled.div`
  text-align: center;
  p { font-size: 1.1rem; }
`;

export default function DecksPage() {
  usePageTitle("Choose Your Deck");
  const decks = useDecks();
  const { user } = useAuth();

  return (
    <DarkPage>
      <Inner>
        <header>
          <h1>Choose Your Deck</h1>
          <p>Pick a deck, gather your people and let the questions do the rest.</p>
        </header>
        {decks.status === "loading" && (
          <Centered>
            <Spinner light label="Loading decks" />
          </Centered>
        )}
        {decks.status === "error" && (
          <ErrorBox role="alert">
            <p>{decks.message}</p>
            <Button type="button" $variant="light" onClick={decks.retry}>
              Try Again
            </Button>
          </ErrorBox>
        )}
        {decks.status === "ready" && (
          <DeckGrid>
            {decks.decks.map((deck) => (
              <DeckCard key={deck.deckId} deck={deck} destination={deckDestination(deck, user !== null)} />
            ))}
          </DeckGrid>
        )}
      </Inner>
    </DarkPage>
  );
}
