import { siteConfig } from "../../lib/config";

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

const SYMBOLS: Record<string, string> = { usd: "$", eur: "€", gbp: "£" };

/** The symbol for the server's currency; the spec's euro-for-Europeans flag stays off. */
export function currencySymbol(currency = "usd", isEuropeanUser = false): string {
  if (siteConfig.useEuroForEuropeanUsers && isEuropeanUser) return "€";
  return SYMBOLS[currency.toLowerCase()] ?? `${currency.toUpperCase()} `;
}

export function formatPrice(amount: string, symbol = currencySymbol()): string {
  return `${symbol}${amount}`;
}

/** What the All-Access card shows for a billing period. */
export function allAccessDisplay(period: BillingPeriod, prices: Prices = pricing, symbol = currencySymbol()) {
  if (period === "monthly") {
    return { price: `${formatPrice(prices.monthly, symbol)}/mo`, struck: null, note: "billed monthly" };
  }
  const perMonth = (Number.parseFloat(prices.yearly) / 12).toFixed(2);
  return {
    price: `${formatPrice(perMonth, symbol)}/mo`,
    struck: formatPrice(prices.monthly, symbol),
    note: `${formatPrice(prices.yearly, symbol)} billed yearly`,
  };
}

/** The yearly saving against paying monthly, as a whole percentage (25). */
export function yearlySavingPercent(prices: Prices = pricing): number {
  const monthlyForAYear = Number.parseFloat(prices.monthly) * 12;
  return Math.round((1 - Number.parseFloat(prices.yearly) / monthlyForAYear) * 100);
}
