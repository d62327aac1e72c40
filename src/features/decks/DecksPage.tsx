import styled from "styled-components";
import { DarkPage } from "../../lib/ui/DarkPage";
import { usePageTitle } from "../../lib/usePageTitle";
import { useAuth } from "../auth";
import { ownershipOf, useEntitlements } from "../entitlements";
import { DeckCard } from "./DeckCard";
import { DecksLoadState } from "./DecksLoadState";
import { deckDestination } from "./deck-link";
import { useDecks } from "./useDecks";
import { useOfflineDecks } from "./useOfflineDecks";

const Inner = styled.div`
  width: min(1200px, 100%);
  margin: 0 auto;
  header { text-align: center; margin-bottom: 40px; }
  header p { font-size: 1.1rem; opacity: 0.92; }
`;

const Problem = styled.p`
  margin: 0 auto 24px;
  max-width: 640px;
  padding: 12px 16px;
  border-radius: ${({ theme }) => theme.radii.button};
  background: #fdecea;
  color: #8c1d18;
  button { margin-left: 8px; border: 0; background: none; color: inherit; font-weight: 700; text-decoration: underline; cursor: pointer; }
`;

const DeckGrid = styled.div`
  display: grid;
  grid-template-columns: repeat(auto-fill, minmax(270px, 1fr));
  gap: 24px;
`;

export default function DecksPage() {
  usePageTitle("Choose Your Deck");
  const decks = useDecks();
  const offline = useOfflineDecks();
  const { user } = useAuth();
  const entitlements = useEntitlements();
  const owns = entitlements.status === "ready" ? entitlements.entitlements : null;

  return (
    <DarkPage>
      <Inner>
        <header>
          <h1>Choose Your Deck</h1>
          <p>Pick a deck, gather your people and let the questions do the rest.</p>
        </header>
        {offline.error && (
          <Problem role="alert">
            {offline.error}{" "}
            <button type="button" onClick={offline.dismissError}>
              Dismiss
            </button>
          </Problem>
        )}
        <DecksLoadState decks={decks} retry={decks.retry} light />
        {decks.status === "ready" && (
          <DeckGrid>
            {decks.decks.map((deck) => (
              <DeckCard
                key={deck.deckId}
                deck={deck}
                destination={deckDestination(deck, user !== null)}
                ownership={owns && ownershipOf(owns, deck)}
                offline={{
                  stored: offline.stored.has(deck.deckId),
                  preview: offline.previews.has(deck.deckId),
                  busy: offline.busy.has(deck.deckId),
                  onSave: () => offline.save(deck.deckId),
                  onRemove: () => offline.remove(deck.deckId),
                }}
              />
            ))}
          </DeckGrid>
        )}
      </Inner>
    </DarkPage>
  );
}
