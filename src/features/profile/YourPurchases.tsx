import { Link } from "react-router-dom";
import styled from "styled-components";
import type { Entitlements, PassState } from "../../../shared/api-types";
import { deckUrl } from "../../lib/app-urls";
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

/** The end of the pass's period, as a person reads a date. */
function formatPeriodEnd(iso: string): string {
  return new Date(iso).toLocaleDateString("en-GB", { day: "numeric", month: "long", year: "numeric" });
}

function passTerms(pass: PassState): string | null {
  if (!pass.currentPeriodEnd) return null;
  const date = formatPeriodEnd(pass.currentPeriodEnd);
  // A pass granted by support does not renew: it ends.
  return pass.cancelAtPeriodEnd || pass.plan === null ? `Ends on ${date}` : `Renews on ${date}`;
}

const PLAN_LABELS = { monthly: "Monthly plan", yearly: "Yearly plan" } as const;

function Pass({ pass }: { pass: PassState | null }) {
  if (!pass) {
    return (
      <p>
        You don&apos;t have the All-Access Pass. <Link to="/pricing">See plans</Link>
      </p>
    );
  }
  const terms = passTerms(pass);
  return (
    <>
      <p>
        <strong>{pass.plan ? PLAN_LABELS[pass.plan] : "Granted by Spark Decks support"}</strong>
        {terms && <> · {terms}</>}
      </p>
      {pass.status === "past_due" && (
        <p role="alert">Your last payment did not go through. Update your payment details to keep the pass.</p>
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
        !entitlements.pass && <p className="muted">You haven&apos;t unlocked any premium decks yet.</p>
      )}
      {entitlements.pass ? (
        <p className="muted">Every premium deck is included in your All-Access Pass.</p>
      ) : (
        <p>
          <Link to="/decks">Choose Your Deck</Link>
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
  if (view.status === "loading") return <Spinner label="Loading your purchases" />;
  if (view.status === "error") {
    return (
      <Section aria-label="Your purchases">
        <p role="alert">{view.message}</p>
        <Button type="button" $variant="outline" onClick={view.retry}>
          Try Again
        </Button>
      </Section>
    );
  }
  return (
    <>
      <Section aria-labelledby="your-decks">
        <h2 id="your-decks">Your decks</h2>
        <OwnedDecks entitlements={view.entitlements} />
      </Section>
      <Section aria-labelledby="your-pass">
        <h2 id="your-pass">All-Access Pass</h2>
        <Pass pass={view.entitlements.pass} />
      </Section>
      <PrintYourDecks entitlements={view.entitlements} />
    </>
  );
}
