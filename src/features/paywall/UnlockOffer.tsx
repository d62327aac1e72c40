import { msg, t } from "@lingui/core/macro";
import { Trans } from "@lingui/react/macro";
import { useNavigate } from "react-router-dom";
import styled from "styled-components";
import { i18n } from "../../lib/i18n";
import { signUpToBuy } from "../../lib/purchase-urls";
import { Button } from "../../lib/ui/Button";
import { Notice } from "../../lib/ui/Notice";
import { ArrowLeftIcon, CheckIcon } from "../../lib/ui/icons";
import { useAuth } from "../auth";
import { PurchaseButton, useCheckout } from "../billing";
import { EarlySupporterBenefits, formatPrice, usePrices } from "../pricing";

const Price = styled.p`
  font-size: 2.2rem;
  font-weight: 800;
  margin: 8px 0 0;
  color: ${({ theme }) => theme.colors.primary};
  small { font-size: 1rem; font-weight: 500; color: ${({ theme }) => theme.colors.textMuted}; }
`;

const List = styled.ul`
  list-style: none;
  padding: 0;
  margin: 20px 0 28px;
  li { display: flex; gap: 10px; margin-bottom: 10px; }
  svg { flex: none; color: ${({ theme }) => theme.colors.secondary}; }
`;

const Actions = styled.div`
  display: flex;
  flex-direction: column;
  gap: 12px;
`;

const UNLOCK_FEATURES = [
  msg`Every card in this deck, not just the preview`,
  msg`Yours to keep: a one-time purchase, no subscription`,
  msg`Works offline once it is on your device`,
  msg`Free updates when we add new cards`,
];

/**
 * The per-deck purchase offer (spec: 'Unlock Premium Deck'). 'Unlock This Deck' starts the
 * checkout for a signed-in person; a visitor signs up first (coming back to the deck) and then goes
 * straight on to that checkout.
 */
export function UnlockOffer({ deckId }: { deckId: string }) {
  const navigate = useNavigate();
  const { user } = useAuth();
  const prices = usePrices();
  const checkout = useCheckout();

  const unlock = () => {
    if (user) void checkout.start({ deckId });
    else {
      const { to, state } = signUpToBuy({ deckId }, t`Create your account, then continue to unlock this deck.`);
      navigate(to, { state });
    }
  };

  const price = formatPrice(prices.deckByDeck, prices.currency);
  return (
    <>
      <p>{t`Get full access to this premium deck and support the creator.`}</p>
      <Price>
        <Trans>
          {price} <small>one-time</small>
        </Trans>
      </Price>
      <List>
        {UNLOCK_FEATURES.map((feature) => (
          <li key={feature.id}>
            <CheckIcon size={20} />
            {i18n._(feature)}
          </li>
        ))}
      </List>
      <EarlySupporterBenefits singleDeck />
      <Actions>
        <PurchaseButton
          label={t`Unlock This Deck`}
          $block
          working={checkout.working !== null}
          unavailable={prices.purchasable === false}
          onClick={unlock}
        />
        {checkout.failure && <Notice $tone="error" role="alert">{checkout.failure.message}</Notice>}
        <Button type="button" $variant="ghost" $block onClick={() => navigate("/decks")}>
          <ArrowLeftIcon size={18} />
          {t`Back to Decks`}
        </Button>
      </Actions>
    </>
  );
}
