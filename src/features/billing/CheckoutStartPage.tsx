import { t } from "@lingui/core/macro";
import { useEffect, useState } from "react";
import { useNavigate, useSearchParams } from "react-router-dom";
import type { CheckoutRequest } from "../../../shared/schemas/checkout";
import { deckUrl, type PurchaseIntent } from "../../lib/app-urls";
import { purchaseIntentFrom } from "../../lib/purchase-urls";
import { Button } from "../../lib/ui/Button";
import { Spinner } from "../../lib/ui/Spinner";
import { useOnlineStatus } from "../../lib/useOnlineStatus";
import { usePageTitle } from "../../lib/usePageTitle";
import { RequireAuth } from "../auth";
import { CheckoutPanel, PanelActions, WaitRow } from "./CheckoutPanel";
import { useCheckout } from "./usePaymentRedirect";

/** Where a refused checkout leads back to. */
function BackButtons({ intent, code, onRetry }: { intent: PurchaseIntent; code: string | null; onRetry: () => void }) {
  const navigate = useNavigate();
  const isDeck = "deckId" in intent;
  if (code === "already_owned" && isDeck) {
    return (
      <Button type="button" $block onClick={() => navigate(deckUrl(intent.deckId))}>
        {t`Start playing`}
      </Button>
    );
  }
  if (code === "deck_not_found" || (code === "invalid_request" && isDeck)) {
    // No such deck, or a free one: nothing to buy, and no deck to go back to.
    return (
      <Button type="button" $block onClick={() => navigate("/decks")}>
        {t`Browse decks`}
      </Button>
    );
  }
  if (code === "already_subscribed") {
    return (
      <Button type="button" $block onClick={() => navigate("/profile")}>
        {t`Go to your profile`}
      </Button>
    );
  }
  return (
    <>
      <Button type="button" $block onClick={onRetry}>
        {t`Try Again`}
      </Button>
      <Button type="button" $variant="outline" $block onClick={() => navigate(isDeck ? deckUrl(intent.deckId) : "/pricing")}>
        {isDeck ? t`Back to the deck` : t`Back to pricing`}
      </Button>
    </>
  );
}

function StartCheckout({ intent }: { intent: PurchaseIntent }) {
  const online = useOnlineStatus();
  // Back from the payment page skips this page: it would only send the person forward again.
  const { start, failure } = useCheckout({ replace: true });
  const [attempt, setAttempt] = useState(0);
  // One purchase per mount (the page is keyed by its address), sent as the contract has it.
  const [request] = useState<CheckoutRequest>(() => ("deckId" in intent ? { deckId: intent.deckId } : { plan: intent.plan }));

  useEffect(() => {
    if (online) void start(request);
  }, [request, online, attempt, start]);

  if (failure) {
    return (
      <CheckoutPanel title={t`The checkout could not be opened`}>
        <p role="alert">{failure.message}</p>
        <PanelActions>
          <BackButtons intent={intent} code={failure.code} onRetry={() => setAttempt((n) => n + 1)} />
        </PanelActions>
      </CheckoutPanel>
    );
  }
  if (!online) {
    return (
      <CheckoutPanel title={t`You're offline`}>
        <p role="alert">{t`Connect to the internet to continue to the checkout. Nothing was charged.`}</p>
      </CheckoutPanel>
    );
  }
  return (
    <CheckoutPanel title={t`Taking you to the checkout`}>
      <WaitRow>
        <Spinner label={t`Opening checkout`} />
      </WaitRow>
      <p>{t`Opening the secure payment page...`}</p>
    </CheckoutPanel>
  );
}

function Start() {
  const [params] = useSearchParams();
  const intent = purchaseIntentFrom(params);
  const navigate = useNavigate();
  if (!intent) {
    return (
      <CheckoutPanel title={t`Nothing to check out`}>
        <p role="alert">{t`This address does not name a deck or a plan to buy.`}</p>
        <PanelActions>
          <Button type="button" $block onClick={() => navigate("/pricing")}>
            {t`See pricing`}
          </Button>
        </PanelActions>
      </CheckoutPanel>
    );
  }
  return <StartCheckout key={params.toString()} intent={intent} />;
}

/**
 * /checkout?deck=<id> or ?plan=<plan>: starts that checkout for a signed-in person and goes to its
 * payment page. Sign-up on the way to a purchase ends here, so it goes straight on to the checkout.
 */
export default function CheckoutStartPage() {
  usePageTitle(t`Checkout`);
  return (
    <RequireAuth>
      <Start />
    </RequireAuth>
  );
}
