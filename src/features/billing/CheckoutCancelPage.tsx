import { t } from "@lingui/core/macro";
import { Navigate, useSearchParams } from "react-router-dom";
import { deckUrl, type ArrivalState } from "../../lib/app-urls";
import { purchaseIntentFrom } from "../../lib/purchase-urls";

/**
 * Where the payment page returns when the person cancels: /checkout/cancel?deck=<id> or
 * ?plan=<plan>. It takes them straight back where they came from (the deck, or /pricing with the
 * period they chose) with a calm notice; Back does not return here.
 */
export default function CheckoutCancelPage() {
  const [params] = useSearchParams();
  const intent = purchaseIntentFrom(params);
  const state: ArrivalState = { flash: t`Checkout cancelled. Nothing was charged, and nothing has changed.` };
  if (intent && "deckId" in intent) return <Navigate replace to={deckUrl(intent.deckId)} state={state} />;
  if (intent) return <Navigate replace to="/pricing" state={{ ...state, period: intent.plan }} />;
  return <Navigate replace to="/decks" state={state} />;
}
