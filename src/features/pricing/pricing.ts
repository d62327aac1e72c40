import { siteConfig } from "../../lib/config";

export type BillingPeriod = "monthly" | "yearly";

/** Spec §3 pricing entity: price strings, without a currency symbol. */
export const pricing = { deckByDeck: "11.99", monthly: "4.00", yearly: "36.00" } as const;

function currencySymbol(isEuropeanUser: boolean): string {
  return siteConfig.useEuroForEuropeanUsers && isEuropeanUser ? "€" : "$";
}

export function formatPrice(amount: string, symbol = currencySymbol(false)): string {
  return `${symbol}${amount}`;
}

/** What the All-Access card shows for a billing period. */
export function allAccessDisplay(period: BillingPeriod, symbol = currencySymbol(false)) {
  if (period === "monthly") {
    return { price: `${formatPrice(pricing.monthly, symbol)}/mo`, struck: null, note: "billed monthly" };
  }
  const perMonth = (Number.parseFloat(pricing.yearly) / 12).toFixed(2);
  return {
    price: `${formatPrice(perMonth, symbol)}/mo`,
    struck: formatPrice(pricing.monthly, symbol),
    note: `${formatPrice(pricing.yearly, symbol)} billed yearly`,
  };
}

/** The yearly saving against paying monthly, as a whole percentage (25). */
export function yearlySavingPercent(): number {
  const monthlyForAYear = Number.parseFloat(pricing.monthly) * 12;
  return Math.round((1 - Number.parseFloat(pricing.yearly) / monthlyForAYear) * 100);
}
