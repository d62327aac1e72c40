import { t } from "@lingui/core/macro";
// The screens a page that plays a deck shows in place of its cards, on the dark page: loading, a
// problem (not found, offline, could not load, nothing to deal) and a deck with no cards yet. A
// table (features/table/) and the pages of deck-play (a person's own deck, a deck shared by its
// link) both use them, so a problem reads and looks the same wherever a deck is played. Here in
// lib because they need no feature: any page that plays a deck can take them.
import styled from "styled-components";
import { Button } from "./Button";
import { DarkPage, LightLink } from "./DarkPage";
import { Centered, Spinner } from "./Spinner";

/** Where a screen's link leads, and its words ('Back to the deck', 'My Decks'). */
export interface BackTo {
  to: string;
  label: string;
}

const Message = styled.div`
  width: min(640px, 100%);
  margin: 0 auto;
  text-align: center;
`;

function BackLink({ back }: { back: BackTo }) {
  return (
    <p>
      <LightLink to={back.to}>{back.label}</LightLink>
    </p>
  );
}

/**
 * Something stands between the person and the cards, announced as an alert: what (the heading),
 * why, then the ways on: 'Try Again' only where trying again can help (`onRetry`), and the link
 * back where the page has one.
 */
export function DeckProblem({ title, message, onRetry, back }: { title: string; message: string; onRetry?: () => void; back?: BackTo }) {
  return (
    <DarkPage>
      <Message role="alert">
        <h1>{title}</h1>
        <p>{message}</p>
        {onRetry && (
          <Button type="button" $variant="light" onClick={onRetry}>
            {t`Try Again`}
          </Button>
        )}
        {back && <BackLink back={back} />}
      </Message>
    </DarkPage>
  );
}

/** The spinner while the deck loads; `label` is its accessible name ('Loading the table'). */
export function DeckLoading({ label }: { label: string }) {
  return (
    <DarkPage>
      <Centered>
        <Spinner light label={label} />
      </Centered>
    </DarkPage>
  );
}

/** A deck with no cards yet: its title, and a way on where there is one. Not a problem to announce. */
export function DeckEmpty({ title, back }: { title: string; back?: BackTo }) {
  return (
    <DarkPage>
      <Message>
        <h1>{title}</h1>
        <p>{t`This deck has no cards yet.`}</p>
        {back && <BackLink back={back} />}
      </Message>
    </DarkPage>
  );
}
