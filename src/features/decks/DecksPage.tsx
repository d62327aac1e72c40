import styled from "styled-components";
import { DarkPage } from "../../lib/ui/DarkPage";
import { usePageTitle } from "../../lib/usePageTitle";
import { useAuth } from "../auth";
import { DeckCard } from "./DeckCard";
import { DecksLoadState } from "./DecksLoadState";
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
        <DecksLoadState decks={decks} retry={decks.retry} light />
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
