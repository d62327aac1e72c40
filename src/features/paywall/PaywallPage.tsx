import { useNavigate } from "react-router-dom";
import styled from "styled-components";
import { Button } from "../../lib/ui/Button";
import { DarkPage, PagePanel } from "../../lib/ui/DarkPage";
import { ArrowLeftIcon, CheckIcon } from "../../lib/ui/icons";
import { usePageTitle } from "../../lib/usePageTitle";
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

const BackButton = styled(Button)`
  margin-bottom: 16px;
`;

export const UNLOCK_FEATURES = [
  "Every card in this deck, not just the preview",
  "Yours to keep: a one-time purchase, no subscription",
  "Works offline once it is on your device",
  "Free updates when we add new cards",
];

/** 'Unlock Premium Deck': the per-deck purchase offer. */
export default function PaywallPage() {
  usePageTitle("Unlock Premium Deck");
  const navigate = useNavigate();
  const { user } = useAuth();
  return (
    <DarkPage>
      <PagePanel>
        <BackButton type="button" $variant="ghost" $size="small" onClick={() => navigate("/decks")}>
          <ArrowLeftIcon size={18} />
          Back to decks
        </BackButton>
        <h1>Unlock Premium Deck</h1>
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
        <Button type="button" $block onClick={() => navigate(user ? "/pricing" : "/signup")}>
          Unlock This Deck
        </Button>
      </PagePanel>
    </DarkPage>
  );
}
