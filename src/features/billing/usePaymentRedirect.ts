import { useCallback, useEffect, useRef, useState } from "react";
import type { CheckoutRequest } from "../../../shared/schemas/checkout";
import { ApiError } from "../../lib/http";
import { createCheckout, createPortalSession, goToPaymentPage } from "./billing-api";
import { trackBeginCheckout } from "./purchase-analytics";
import { purchaseErrorMessage, type PaymentAction } from "./purchase-errors";

interface PaymentFailure {
  message: string;
  /** The API's error code ("already_owned", "already_subscribed", …), when it sent one. */
  code: string | null;
}

interface Options {
  /** Back from the payment page skips the page that asked (a page that starts a checkout by itself). */
  replace?: boolean;
}

/**
 * One request that ends on a payment page (checkout or portal). While it runs, `working` holds its
 * argument and a second start is ignored, so a double click makes one request; a failure becomes
 * a message a person can read. Back from the payment page (the browser's page cache) is usable again.
 */
function usePaymentRedirect<A>(action: PaymentAction, request: (argument: A) => Promise<string>, { replace = false }: Options = {}) {
  const [working, setWorking] = useState<A | null>(null);
  const [failure, setFailure] = useState<PaymentFailure | null>(null);
  const running = useRef(false);

  useEffect(() => {
    const restored = (event: PageTransitionEvent) => {
      if (!event.persisted) return;
      running.current = false;
      setWorking(null);
    };
    window.addEventListener("pageshow", restored);
    return () => window.removeEventListener("pageshow", restored);
  }, []);

  const start = useCallback(
    async (argument: A) => {
      if (running.current) return;
      running.current = true;
      setWorking(() => argument);
      setFailure(null);
      try {
        goToPaymentPage(await request(argument), { replace });
        // Still working: the browser is on its way to the payment page.
      } catch (error) {
        running.current = false;
        setWorking(null);
        setFailure({ message: purchaseErrorMessage(error, action), code: error instanceof ApiError ? error.code : null });
      }
    },
    [action, request, replace],
  );

  return { start, working, failure };
}

const startCheckout = (request: CheckoutRequest) => {
  trackBeginCheckout(request);
  return createCheckout(request);
};

/** Starts a checkout for a deck or the pass and goes to its payment page. */
export function useCheckout(options?: Options) {
  return usePaymentRedirect<CheckoutRequest>("checkout", startCheckout, options);
}

const portal = () => createPortalSession();

/** Opens the customer portal ('Manage subscription'). */
export function usePortal() {
  const { start, working, failure } = usePaymentRedirect<true>("portal", portal);
  return { open: useCallback(() => start(true), [start]), working: working !== null, failure };
}
