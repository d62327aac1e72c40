// The server's prices as GET /api/pricing answers them, for the page tests that need an answer.
import type { Pricing } from "../../shared/api-types";

export const testPricing: Pricing = {
  currency: "usd",
  deck: { amount: 1199, display: "11.99" },
  monthly: { amount: 400, display: "4.00" },
  yearly: { amount: 3600, display: "36.00" },
  purchasable: true,
};
