import { t } from "@lingui/core/macro";
import { useEffect, useState } from "react";
import type { Purchase } from "../../../shared/api-types";
import { ApiError } from "../../lib/http";
import { fetchCheckoutSession } from "./billing-api";
import { keepPurchaseOnDevice } from "./keep-purchase";
import { trackPurchase } from "./purchase-analytics";

/** Past this, the page says the confirmation is taking longer than it should. */
const SLOW_CONFIRMATION_MS = 30_000;
const FIRST_DELAY_MS = 1_000;
const MAX_DELAY_MS = 5_000;

/** The wait before the next look at the checkout: 1 s, growing by half each time, at most 5 s. */
export function pollDelay(attempt: number): number {
  return Math.min(MAX_DELAY_MS, Math.round(FIRST_DELAY_MS * 1.5 ** attempt));
}

export type Confirmation =
  | { phase: "confirming"; purchase: Purchase | null; slow: boolean }
  | { phase: "confirmed"; purchase: Purchase; saved: "saving" | "saved" | "failed" }
  | { phase: "expired"; purchase: Purchase }
  | { phase: "failed"; message: string };

/** Answers that looking again will not change. */
function finalFailure(error: unknown): string | null {
  if (!(error instanceof ApiError)) return null; // offline, a time-out: look again
  if (error.status === 404) return t`We couldn't find this checkout. If you paid, your purchase will show on your profile shortly.`;
  if (error.status === 401) return t`Your sign-in has expired. Please sign in again to see your purchase.`;
  if (error.status >= 400 && error.status < 500) return error.message;
  return null; // 5xx: look again
}

/**
 * Follows a paid checkout until what was bought is unlocked (the server confirms the session with
 * the payment service, so a slow webhook does not hold the person up), looking again with
 * backoff. Once unlocked, the cards are fetched and kept on the device for offline play at once.
 * One checkout per mount: the page is keyed by the session id.
 */
export function useCheckoutConfirmation(sessionId: string, userId: string): Confirmation {
  const [state, setState] = useState<Confirmation>({ phase: "confirming", purchase: null, slow: false });

  useEffect(() => {
    let stopped = false;
    let timer: ReturnType<typeof setTimeout> | undefined;
    const controller = new AbortController();
    const slowTimer = setTimeout(() => {
      setState((current) => (current.phase === "confirming" ? { ...current, slow: true } : current));
    }, SLOW_CONFIRMATION_MS);

    const confirmed = (purchase: Purchase) => {
      clearTimeout(slowTimer);
      trackPurchase(sessionId, purchase.kind === "deck" ? { deckId: purchase.deckId } : { plan: purchase.plan });
      setState({ phase: "confirmed", purchase, saved: "saving" });
      keepPurchaseOnDevice(userId, purchase).then(
        () => !stopped && setState({ phase: "confirmed", purchase, saved: "saved" }),
        (error: unknown) => {
          console.warn("Keeping the purchase on this device failed", error);
          if (!stopped) setState({ phase: "confirmed", purchase, saved: "failed" });
        },
      );
    };

    const look = async (attempt: number) => {
      try {
        const session = await fetchCheckoutSession(sessionId, controller.signal);
        if (stopped) return;
        if (session.entitled) return confirmed(session.purchase);
        if (session.status === "expired") {
          clearTimeout(slowTimer);
          return setState({ phase: "expired", purchase: session.purchase });
        }
        setState((current) => (current.phase === "confirming" ? { ...current, purchase: session.purchase } : current));
      } catch (error) {
        if (stopped) return;
        const message = finalFailure(error);
        if (message) {
          clearTimeout(slowTimer);
          return setState({ phase: "failed", message });
        }
      }
      timer = setTimeout(() => void look(attempt + 1), pollDelay(attempt));
    };
    void look(0);

    return () => {
      stopped = true;
      controller.abort();
      clearTimeout(timer);
      clearTimeout(slowTimer);
    };
  }, [sessionId, userId]);

  return state;
}
