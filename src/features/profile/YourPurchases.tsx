import { msg, t } from "@lingui/core/macro";
import { Trans } from "@lingui/react/macro";
import { Link } from "react-router-dom";
import styled from "styled-components";
import type { Entitlements, PassState } from "../../../shared/api-types";
import { deckUrl } from "../../lib/app-urls";
import { i18n } from "../../lib/i18n";
import { Button } from "../../lib/ui/Button";
import { Spinner } from "../../lib/ui/Spinner";
import { ManageSubscriptionButton } from "../billing";
import { useEntitlements } from "../entitlements";
import { PrintYourDecks } from "../pdf";

const Section = styled.section`
  margin-top: 28px;
  text-align: left;
  h2 { font-size: 1.2rem; color: ${({ theme }) => theme.colors.primary}; margin-bottom: 8px; }
  ul { margin: 0 0 8px; padding-left: 20px; }
  li { margin-bottom: 6px; }
  .muted { color: ${({ theme }) => theme.colors.textMuted}; }
`;

/**
 * The end of the pass's period, as a person reads a date in the page's language. English keeps the
 * day first ("15 January 2027"), as the page has always written it.
 */
function formatPeriodEnd(iso: string): string {
  const locale = i18n.locale === "en" ? "en-GB" : i18n.locale;
  return new Date(iso).toLocaleDateString(locale, { day: "numeric", month: "long", year: "numeric" });
}

function passTerms(pass: PassState): string | null {
  if (!pass.currentPeriodEnd) return null;
  const date = formatPeriodEnd(pass.currentPeriodEnd);
  // A pass granted by support does not renew: it ends.
  return pass.cancelAtPeriodEnd || pass.plan === null ? t`Ends on ${date}` : t`Renews on ${date}`;
}

const PLAN_LABELS = { monthly: msg`Monthly plan`, yearly: msg`Yearly plan` } as const;

function Pass({ pass }: { pass: PassState | null }) {
  if (!pass) {
    return (
      <p>
        <Trans>
          You don&apos;t have the All-Access Pass. <Link to="/pricing">See plans</Link>
        </Trans>
      </p>
    );
  }
  const terms = passTerms(pass);
  return (
    <>
      <p>
        <strong>{pass.plan ? i18n._(PLAN_LABELS[pass.plan]) : t`Granted by Spark Decks support`}</strong>
        {terms && <> · {terms}</>}
      </p>
      {pass.status === "past_due" && (
        <p role="alert">{t`Your last payment did not go through. Update your payment details to keep the pass.`}</p>
      )}
      {pass.plan && <ManageSubscriptionButton />}
    </>
  );
}

function OwnedDecks({ entitlements }: { entitlements: Entitlements }) {
  return (
    <>
      {entitlements.decks.length > 0 ? (
        <ul>
          {entitlements.decks.map((deck) => (
            <li key={deck.deckId}>
              <Link to={deckUrl(deck.deckId)}>{deck.title}</Link>
            </li>
          ))}
        </ul>
      ) : (
        !entitlements.pass && <p className="muted">{t`You haven't unlocked any premium decks yet.`}</p>
      )}
      {entitlements.pass ? (
        <p className="muted">{t`Every premium deck is included in your All-Access Pass.`}</p>
      ) : (
        <p>
          <Link to="/decks">{t`Choose Your Deck`}</Link>
        </p>
      )}
    </>
  );
}

/**
 * The profile's purchases: 'Your decks' (owned, with links), the pass with 'Manage subscription',
 * and what they let the person print.
 */
export function YourPurchases() {
  const view = useEntitlements();
  if (view.status === "visitor") return null;
  if (view.status === "loading") return <Spinner label={t`Loading your purchases`} />;
  if (view.status === "error") {
    return (
      <Section aria-label={t`Your purchases`}>
        <p role="alert">{view.message}</p>
        <Button type="button" $variant="outline" onClick={view.retry}>
          {t`Try Again`}
        </Button>
      </Section>
    );
  }
  return (
    <>
      <Section aria-labelledby="your-decks">
        <h2 id="your-decks">{t`Your decks`}</h2>
        <OwnedDecks entitlements={view.entitlements} />
      </Section>
      <Section aria-labelledby="your-pass">
        <h2 id="your-pass">{t`All-Access Pass`}</h2>
        <Pass pass={view.entitlements.pass} />
      </Section>
      <PrintYourDecks entitlements={view.entitlements} />
    </>
  );
}
