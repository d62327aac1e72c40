import { msg, t } from "@lingui/core/macro";
import { Link, useLocation } from "react-router-dom";
import styled from "styled-components";
import { i18n } from "../../lib/i18n";
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

/** What the pass offers, by the feature someone reached for (descriptors, shown with i18n._). */
const OFFERS = {
  save: {
    title: msg`Saving cards is part of the All-Access Pass`,
    pitch: msg`Keep the questions that mattered to you and play them again later, on any of your devices.`,
  },
  pdf: {
    title: msg`Printable decks are part of the All-Access Pass`,
    pitch: msg`Download every deck as a PDF of cards to print and cut out, for a table with no screens.`,
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
    <Dialog title={i18n._(offer.title)} onClose={onClose}>
      <p>{i18n._(offer.pitch)}</p>
      {visitor && <p>{t`Create a free account first, then add the pass whenever you like.`}</p>}
      <Actions>
        {visitor && (
          <Link className="primary" to={SIGN_UP_URL} state={signUpState}>
            {t`Sign Up`}
          </Link>
        )}
        <Link className={visitor ? "secondary" : "primary"} to="/pricing">
          {t`See the All-Access Pass`}
        </Link>
        <Button type="button" $variant="ghost" onClick={onClose}>
          {t`Not now`}
        </Button>
      </Actions>
    </Dialog>
  );
}
