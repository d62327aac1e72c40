import { useEffect, useState } from "react";
import type { Pricing } from "../../../shared/api-types";
import { fetchPricing } from "../billing";
import { displayCurrency, pricing, type Prices } from "./pricing";

export interface ShownPrices extends Prices {
  /** The ISO code prices show in ("USD"). */
  currency: string;
  /** False when the server says payments are not set up; null until it has said anything. */
  purchasable: boolean | null;
}

/** Before the server answers (a prerendered first paint, offline): the spec's figures. */
const FALLBACK_PRICES: ShownPrices = { ...pricing, currency: displayCurrency(), purchasable: null };

const isPriceString = (value: unknown): value is string => typeof value === "string" && /^\d+(\.\d+)?$/.test(value);

/** The server's answer as the page shows it; a malformed one is not used. */
function shownPrices(answer: Pricing): ShownPrices | null {
  const [deck, monthly, yearly] = [answer?.deck?.display, answer?.monthly?.display, answer?.yearly?.display];
  if (!isPriceString(deck) || !isPriceString(monthly) || !isPriceString(yearly) || typeof answer.currency !== "string") return null;
  return { deckByDeck: deck, monthly, yearly, currency: displayCurrency(answer.currency), purchasable: answer.purchasable !== false };
}

/**
 * The prices the page shows: the spec's figures first (the same on the prerendered page and the
 * first render, so nothing shifts), then the server's, which are the ones checkout charges.
 */
export function usePrices(): ShownPrices {
  const [prices, setPrices] = useState(FALLBACK_PRICES);
  useEffect(() => {
    const controller = new AbortController();
    fetchPricing(controller.signal)
      .then((answer) => {
        const shown = shownPrices(answer);
        if (shown && !controller.signal.aborted) setPrices(shown);
      })
      .catch((error: unknown) => {
        // Offline is expected (the standard prices show); anything else is worth a line in the log.
        if (!controller.signal.aborted && !(error instanceof TypeError)) console.warn("Loading the prices failed", error);
      });
    return () => controller.abort();
  }, []);
  return prices;
}
