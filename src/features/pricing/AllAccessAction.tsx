import { t } from "@lingui/core/macro";
import { useNavigate } from "react-router-dom";
import { signUpToBuy } from "../../lib/purchase-urls";
import { Notice } from "../../lib/ui/Notice";
import { useAuth } from "../auth";
import { PurchaseButton, useCheckout } from "../billing";
import { useEntitlements } from "../entitlements";
import { AllAccessHeld } from "./AllAccessHeld";
import type { BillingPeriod } from "./pricing";


/**
 * The All-Access card's action: the checkout for the chosen period (a visitor signs up first and
 * then goes on to it); for someone who has the pass, 'You have All-Access' and the portal.
 */
export function AllAccessAction({ period, purchasable }: { period: BillingPeriod; purchasable: boolean | null }) {
  const navigate = useNavigate();
  const { user } = useAuth();
  const entitlements = useEntitlements();
  const checkout = useCheckout();

  if (entitlements.status === "ready" && entitlements.entitlements.pass) return <AllAccessHeld pass={entitlements.entitlements.pass} />;

  const getAccess = () => {
    if (user) void checkout.start({ plan: period });
    else {
      const { to, state } = signUpToBuy({ plan: period }, t`Create your account, then continue to the All-Access Pass checkout.`);
      navigate(to, { state });
    }
  };
  return (
    <>
      <PurchaseButton
        label={t`Get Unlimited Access`}
        $block
        working={checkout.working !== null}
        unavailable={purchasable === false}
        onClick={getAccess}
      />
      {checkout.failure && <Notice $tone="error" role="alert">{checkout.failure.message}</Notice>}
    </>
  );
}
