import { Link, useLocation } from "react-router-dom";
import styled from "styled-components";
import { SIGN_UP_URL, type SignUpState } from "../../lib/app-urls";
import { Button } from "../../lib/ui/Button";
import { Dialog } from "../../lib/ui/Dialog";

const Actions = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: 12px;
  margin-top: 20px;
  a {
    display: inline-flex;
    align-items: center;
    min-height: 44px;
    padding: 0 18px;
    border-radius: ${({ theme }) => theme.radii.button};
    font-weight: 600;
    text-decoration: none;
  }
  a.primary { background: ${({ theme }) => theme.colors.primary}; color: #fff; }
  a.secondary { border: 1px solid ${({ theme }) => theme.colors.primary}; color: ${({ theme }) => theme.colors.primary}; }
`;

/** What the pass offers, by the feature someone reached for. */
const OFFERS = {
  save: {
    title: "Saving cards is part of the All-Access Pass",
    pitch: "Keep the questions that mattered to you and play them again later, on any of your devices.",
  },
  pdf: {
    title: "Printable decks are part of the All-Access Pass",
    pitch: "Download every deck as a PDF of cards to print and cut out, for a table with no screens.",
  },
} as const;

export type PassFeature = keyof typeof OFFERS;

/**
 * What someone who cannot use a pass feature (saving cards, a deck's PDF) sees when they reach for
 * it: the pass that includes it, and for a visitor the account that comes first (sign-up brings
 * them back to this card). 'Not now' (or Escape, or a press outside) goes back to the card.
 */
export function PassOffer({ feature, visitor, onClose }: { feature: PassFeature; visitor: boolean; onClose: () => void }) {
  const { pathname } = useLocation();
  const signUpState: SignUpState = { redirectTo: pathname };
  const offer = OFFERS[feature];
  return (
    <Dialog title={offer.title} onClose={onClose}>
      <p>{offer.pitch}</p>
      {visitor && <p>Create a free account first, then add the pass whenever you like.</p>}
      <Actions>
        {visitor && (
          <Link className="primary" to={SIGN_UP_URL} state={signUpState}>
            Sign Up
          </Link>
        )}
        <Link className={visitor ? "secondary" : "primary"} to="/pricing">
          See the All-Access Pass
        </Link>
        <Button type="button" $variant="ghost" onClick={onClose}>
          Not now
        </Button>
      </Actions>
    </Dialog>
  );
}
