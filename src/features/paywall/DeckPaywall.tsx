import { t } from "@lingui/core/macro";
import { Trans } from "@lingui/react/macro";
import { Link, useNavigate } from "react-router-dom";
import styled from "styled-components";
import { deckUrl } from "../../lib/app-urls";
import { Button } from "../../lib/ui/Button";
import { DarkPage, PagePanel } from "../../lib/ui/DarkPage";
import { covers, useEntitlements } from "../entitlements";
import { useDecks } from "../decks";
import { UnlockOffer } from "./UnlockOffer";

const DeckTitle = styled.p`
  margin: -4px 0 12px;
  font-size: 1.25rem;
  font-weight: 700;
  color: ${({ theme }) => theme.colors.secondary};
`;

const Aside = styled.p`
  margin: 20px 0 0;
  text-align: center;
`;

function Play({ deckId, message }: { deckId: string; message: string }) {
  const navigate = useNavigate();
  return (
    <>
      <p role="status">{message}</p>
      <Button type="button" $block onClick={() => navigate(deckUrl(deckId))}>
        {t`Start playing`}
      </Button>
    </>
  );
}

/**
 * 'Unlock Premium Deck' for the deck in the address (/paywall?deck=<id>, and the viewer when the
 * cards answer payment_required): its title and price, and the purchase; or, when there is nothing
 * to buy (a free deck, one already owned), the way to play it.
 */
export function DeckPaywall({ deckId, previewLink = false }: { deckId: string; previewLink?: boolean }) {
  const decks = useDecks();
  const entitlements = useEntitlements();
  const deck = decks.status === "ready" ? decks.decks.find((d) => d.deckId === deckId) : undefined;
  const owned = entitlements.status === "ready" && deck?.isPremium && covers(entitlements.entitlements, deckId);

  let body;
  if (decks.status === "ready" && !deck) {
    body = (
      <p role="alert">
        <Trans>
          There is no deck called &ldquo;{deckId}&rdquo;. <Link to="/decks">Choose Your Deck</Link>
        </Trans>
      </p>
    );
  } else if (deck && !deck.isPremium) {
    body = <Play deckId={deckId} message={t`This deck is free: every card is yours to play.`} />;
  } else if (owned) {
    body = <Play deckId={deckId} message={t`You already have every card of this deck.`} />;
  } else {
    body = (
      <>
        <UnlockOffer deckId={deckId} />
        {previewLink && (
          <Aside>
            <Link to={deckUrl(deckId)}>{t`Preview the first cards`}</Link>
          </Aside>
        )}
      </>
    );
  }

  return (
    <DarkPage>
      <PagePanel>
        <h1>{t`Unlock Premium Deck`}</h1>
        {deck && <DeckTitle>{deck.title}</DeckTitle>}
        {body}
      </PagePanel>
    </DarkPage>
  );
}
