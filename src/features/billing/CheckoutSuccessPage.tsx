import { t } from "@lingui/core/macro";
import { useNavigate, useSearchParams } from "react-router-dom";
import { deckUrl, paywallUrl } from "../../lib/app-urls";
import { Button } from "../../lib/ui/Button";
import { Spinner } from "../../lib/ui/Spinner";
import { usePageTitle } from "../../lib/usePageTitle";
import { RequireAuth, useAuth } from "../auth";
import type { Purchase } from "../../../shared/api-types";
import { CheckoutPanel, PanelActions, WaitRow } from "./CheckoutPanel";
import { purchaseName } from "./purchase-text";
import { useCheckoutConfirmation, type Confirmation } from "./useCheckoutConfirmation";

const playUrl = (purchase: Purchase) => (purchase.kind === "deck" ? deckUrl(purchase.deckId) : "/decks");

function SavedNote({ saved, purchase }: { saved: "saving" | "saved" | "failed"; purchase: Purchase }) {
  if (saved === "saving") return <p className="note">{t`Saving the cards on this device for offline play...`}</p>;
  if (saved === "saved") {
    return (
      <p className="note">
        {purchase.kind === "deck" ? t`The deck will play offline on this device too.` : t`Your premium decks will play offline on this device too.`}
      </p>
    );
  }
  return <p className="note">{t`The cards could not be saved for offline play yet. Open the deck while you are online and it will be saved.`}</p>;
}

function Status({ state }: { state: Confirmation }) {
  const navigate = useNavigate();
  if (state.phase === "failed") {
    return (
      <>
        <p role="alert">{state.message}</p>
        <PanelActions>
          <Button type="button" $block onClick={() => navigate("/profile")}>
            {t`Go to your profile`}
          </Button>
        </PanelActions>
      </>
    );
  }
  const { purchase } = state;
  const bought = purchase && <p className="what">{purchaseName(purchase)}</p>;
  if (state.phase === "confirming") {
    return (
      <>
        {bought}
        <WaitRow>
          <Spinner label={t`Confirming your purchase`} />
        </WaitRow>
        <p>{t`Confirming your purchase...`}</p>
        {state.slow && (
          <p role="alert">
            {t`This is taking longer than usual. Your payment is safe: what you bought unlocks as soon as the payment is confirmed. You can keep this page open, or come back later and find it on your profile.`}
          </p>
        )}
      </>
    );
  }
  if (state.phase === "expired") {
    return (
      <>
        {bought}
        <p role="alert">{t`This checkout expired before it was paid. Nothing was charged.`}</p>
        <PanelActions>
          <Button
            type="button"
            $block
            onClick={() => navigate(state.purchase.kind === "deck" ? paywallUrl(state.purchase.deckId) : "/pricing")}
          >
            {t`Try again`}
          </Button>
        </PanelActions>
      </>
    );
  }
  return (
    <>
      {bought}
      <p>{state.purchase.kind === "deck" ? t`Every card of this deck is yours now.` : t`Every premium deck is unlocked for you.`}</p>
      <SavedNote saved={state.saved} purchase={state.purchase} />
      {/* Once the cards and the app are on the device (or that failed): played from here, the deck
          then opens offline too, even if the person leaves at once. */}
      {state.saved !== "saving" && (
        <PanelActions>
          <Button type="button" $block onClick={() => navigate(playUrl(state.purchase))}>
            {t`Start playing`}
          </Button>
        </PanelActions>
      )}
    </>
  );
}

/** 'Thank you' only where something was bought (or is being confirmed). */
function titleFor(state: Confirmation): string {
  if (state.phase === "failed") return t`We couldn't confirm this checkout`;
  if (state.phase === "expired") return t`Checkout expired`;
  return t`Thank you`;
}

function Confirming({ sessionId, userId }: { sessionId: string; userId: string }) {
  const state = useCheckoutConfirmation(sessionId, userId);
  return (
    <CheckoutPanel title={titleFor(state)}>
      <div aria-live="polite">
        <Status state={state} />
      </div>
    </CheckoutPanel>
  );
}

function Success() {
  const [params] = useSearchParams();
  const { user } = useAuth();
  const sessionId = params.get("session_id");
  if (sessionId && user) return <Confirming key={sessionId} sessionId={sessionId} userId={user.id} />;
  return (
    <CheckoutPanel title={t`No checkout to confirm`}>
      <p role="alert">{t`This address does not name a checkout. Your purchases are listed on your profile.`}</p>
    </CheckoutPanel>
  );
}

/** Where the payment page returns after paying: /checkout/success?session_id=… */
export default function CheckoutSuccessPage() {
  usePageTitle(t`Thank you`);
  return (
    <RequireAuth>
      <Success />
    </RequireAuth>
  );
}
