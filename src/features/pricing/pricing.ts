import { t } from "@lingui/core/macro";
import { siteConfig } from "../../lib/config";
import { i18n } from "../../lib/i18n";

export type BillingPeriod = "monthly" | "yearly";

/** Price strings without a currency symbol (spec §3 pricing entity). */
export interface Prices {
  deckByDeck: string;
  monthly: string;
  yearly: string;
}

/**
 * The spec's prices: what a prerendered page and an offline page show until GET /api/pricing
 * answers (the server's figures are the ones checkout charges, and replace these).
 */
export const pricing: Prices = { deckByDeck: "11.99", monthly: "4.00", yearly: "36.00" };

/**
 * The currency prices show in (an ISO code): the server's, the one checkout charges; the spec's
 * euro-for-Europeans flag stays off.
 */
export function displayCurrency(currency = "usd", isEuropeanUser = false): string {
  if (siteConfig.useEuroForEuropeanUsers && isEuropeanUser) return "EUR";
  return currency.toUpperCase();
}

/**
 * A price string ("11.99") in `currency`, written as the page's language writes prices ("$11.99",
 * "11,99 $"): the amount and the currency stay as they are, with the amount's own decimals.
 */
export function formatPrice(amount: string, currency = displayCurrency()): string {
  const decimals = amount.split(".")[1]?.length ?? 0;
  try {
    return i18n.number(Number.parseFloat(amount), {
      style: "currency",
      currency,
      minimumFractionDigits: decimals,
      maximumFractionDigits: decimals,
    });
  } catch {
    // A code the browser does not know as a currency: the code, then the amount.
    return `${currency} ${amount}`;
  }
}

/** A price per month ("$4.00/mo"). */
const perMonth = (price: string) => t({ message: `${price}/mo`, comment: "A price per month" });

/** What the All-Access card shows for a billing period. */
export function allAccessDisplay(period: BillingPeriod, prices: Prices = pricing, currency = displayCurrency()) {
  if (period === "monthly") {
    return { price: perMonth(formatPrice(prices.monthly, currency)), struck: null, note: t`billed monthly` };
  }
  const monthlyShare = (Number.parseFloat(prices.yearly) / 12).toFixed(2);
  const yearly = formatPrice(prices.yearly, currency);
  return {
    price: perMonth(formatPrice(monthlyShare, currency)),
    struck: formatPrice(prices.monthly, currency),
    note: t`${yearly} billed yearly`,
  };
}

/** The yearly saving against paying monthly, as a whole percentage (25). */
export function yearlySavingPercent(prices: Prices = pricing): number {
  const monthlyForAYear = Number.parseFloat(prices.monthly) * 12;
  return Math.round((1 - Number.parseFloat(prices.yearly) / monthlyForAYear) * 100);
}
