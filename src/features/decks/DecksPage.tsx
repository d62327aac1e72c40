import { plural, t } from "@lingui/core/macro";
import { useMemo, useRef } from "react";
import styled from "styled-components";
import { Button } from "../../lib/ui/Button";
import { DarkPage } from "../../lib/ui/DarkPage";
import { visuallyHidden } from "../../lib/ui/visually-hidden";
import { usePageTitle } from "../../lib/usePageTitle";
import { useAuth } from "../auth";
import { ownershipOf, useEntitlements } from "../entitlements";
import { DeckCard } from "./DeckCard";
import { DeckFilters } from "./DeckFilters";
import { DecksLoadState } from "./DecksLoadState";
import { filterDecks } from "./deck-filter";
import { deckDestination } from "./deck-link";
import { useDeckFilter } from "./useDeckFilter";
import { useDecks } from "./useDecks";
import { useOfflineDecks } from "./useOfflineDecks";
import { useSettledAnnouncement } from "./useSettledAnnouncement";

const Inner = styled.div`
  width: min(1200px, 100%);
  margin: 0 auto;
  header { text-align: center; margin-bottom: 32px; }
  header p { font-size: 1.1rem; opacity: 0.92; }
  ${({ theme }) => theme.below.sm} {
    header { margin-bottom: 24px; }
    header p { margin-bottom: 0; }
  }
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

const Announcement = styled.div`
  ${visuallyHidden}
`;

const NoMatch = styled.div`
  padding: 32px 24px;
  border-radius: ${({ theme }) => theme.radii.card};
  background: rgba(255, 255, 255, 0.08);
  text-align: center;
  p { margin: 0 0 16px; font-size: 1.1rem; overflow-wrap: anywhere; }
`;

const DeckGrid = styled.div`
  display: grid;
  grid-template-columns: repeat(auto-fill, minmax(270px, 1fr));
  gap: 24px;
`;

export default function DecksPage() {
  usePageTitle(t`Choose Your Deck`);
  const decks = useDecks();
  const offline = useOfflineDecks();
  const { user } = useAuth();
  const entitlements = useEntitlements();
  const owns = entitlements.status === "ready" ? entitlements.entitlements : null;
  const filter = useDeckFilter();
  const searchField = useRef<HTMLInputElement>(null);
  const ready = decks.status === "ready" ? decks.decks : null;
  // Filtered from the sorted list, so the spec's order (free first, then by title) holds within it.
  const shown = useMemo(() => (ready ? filterDecks(ready, filter.kind, filter.words) : null), [ready, filter.kind, filter.words]);
  const word = filter.words.trim();
  // '' is an apostrophe in a message: a single one before a placeholder would hide it.
  const noMatch = word ? t`No decks match ''${word}''.` : t`No decks of this kind yet.`;
  const count = shown && (shown.length === 0 ? noMatch : plural(shown.length, { one: "# deck", other: "# decks" }));
  // Said when the person narrows the list, not for the list the page arrived with (its address's kind included).
  const announcement = useSettledAnnouncement(filter.applied ? count : null, filter.words.trim() === "");
  const clearSearch = () => {
    filter.search("");
    searchField.current?.focus();
  };

  return (
    <DarkPage>
      <Inner>
        <header>
          <h1>{t`Choose Your Deck`}</h1>
          <p>{t`Pick a deck, gather your people and let the questions do the rest.`}</p>
        </header>
        <DeckFilters kind={filter.kind} words={filter.words} onKind={filter.chooseKind} onSearch={filter.search} searchRef={searchField} />
        {/* Not role="status": here that is the spinner's, and checks wait for every status to go (tests/e2e/accessibility.spec.ts). */}
        <Announcement aria-live="polite" aria-atomic="true">
          {announcement}
        </Announcement>
        {offline.error && (
          <Problem role="alert">
            {offline.error}{" "}
            <button type="button" onClick={offline.dismissError}>
              {t`Dismiss`}
            </button>
          </Problem>
        )}
        <DecksLoadState decks={decks} retry={decks.retry} light />
        {shown?.length === 0 && (
          <NoMatch>
            <p>{noMatch}</p>
            {word && (
              <Button type="button" $variant="light" onClick={clearSearch}>
                {t`Clear search`}
              </Button>
            )}
          </NoMatch>
        )}
        {shown && shown.length > 0 && (
          <DeckGrid>
            {shown.map((deck) => (
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
