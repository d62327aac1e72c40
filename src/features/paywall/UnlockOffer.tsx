import { useNavigate } from "react-router-dom";
import styled from "styled-components";
import { SIGN_UP_URL, signUpForDeck } from "../../lib/app-urls";
import { Button } from "../../lib/ui/Button";
import { ArrowLeftIcon, CheckIcon } from "../../lib/ui/icons";
import { useAuth } from "../auth";
import { formatPrice, pricing } from "../pricing";

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
  "Every card in this deck, not just the preview",
  "Yours to keep: a one-time purchase, no subscription",
  "Works offline once it is on your device",
  "Free updates when we add new cards",
];

/**
 * The per-deck purchase offer. Until purchases exist, 'Unlock This Deck' sends visitors to sign
 * up (coming back to this deck) and signed-in users to the pricing page.
 */
export function UnlockOffer({ deckId }: { deckId?: string }) {
  const navigate = useNavigate();
  const { user } = useAuth();

  const unlock = () => {
    if (user) navigate("/pricing");
    else if (deckId) {
      const { to, state } = signUpForDeck(deckId);
      navigate(to, { state });
    } else navigate(SIGN_UP_URL);
  };

  return (
    <>
      <p>Get full access to this premium deck and support the creator.</p>
      <Price>
        {formatPrice(pricing.deckByDeck)} <small>one-time</small>
      </Price>
      <List>
        {UNLOCK_FEATURES.map((feature) => (
          <li key={feature}>
            <CheckIcon size={20} />
            {feature}
          </li>
        ))}
      </List>
      <Actions>
        <Button type="button" $block onClick={unlock}>
          Unlock This Deck
        </Button>
        <Button type="button" $variant="ghost" $block onClick={() => navigate("/decks")}>
          <ArrowLeftIcon size={18} />
          Back to Decks
        </Button>
      </Actions>
    </>
  );
}
