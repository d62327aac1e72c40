import { t } from "@lingui/core/macro";
import { Notice } from "../../lib/ui/Notice";
import { PurchaseButton } from "./PurchaseButton";
import { usePortal } from "./usePaymentRedirect";

/** 'Manage subscription': opens the customer portal, with a readable error if it cannot. */
export function ManageSubscriptionButton({ block = false }: { block?: boolean }) {
  const portal = usePortal();
  return (
    <>
      <PurchaseButton
        label={t`Manage subscription`}
        workingLabel={t`Opening...`}
        working={portal.working}
        $variant="outline"
        $block={block}
        lightSpinner={false}
        onClick={portal.open}
      />
      {portal.failure && (
        <Notice $tone="error" role="alert">
          {portal.failure.message}
        </Notice>
      )}
    </>
  );
}
