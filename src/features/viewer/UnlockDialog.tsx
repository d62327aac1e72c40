import { t } from "@lingui/core/macro";
import { lazy, Suspense } from "react";
import { Dialog } from "../../lib/ui/Dialog";
import { Centered, Spinner } from "../../lib/ui/Spinner";

// The purchase offer (and the checkout code behind it) loads when the lock is opened, not with
// every deck: a free deck's first card does not wait for it. The service worker precaches it.
const UnlockOffer = lazy(() => import("../paywall").then((paywall) => ({ default: paywall.UnlockOffer })));

/** 'Unlock Premium Deck': what a locked card's 'Unlock Full Deck' opens, in the viewer and at a table. */
export function UnlockDialog({ deckId, onClose }: { deckId: string; onClose: () => void }) {
  return (
    <Dialog title={t`Unlock Premium Deck`} onClose={onClose}>
      <Suspense
        fallback={
          <Centered>
            <Spinner label={t`Loading the offer`} />
          </Centered>
        }
      >
        <UnlockOffer deckId={deckId} />
      </Suspense>
    </Dialog>
  );
}
