import type { PassPlan, Purchase } from "../../../shared/api-types";

const PLAN_NAMES: Record<PassPlan, string> = { monthly: "billed monthly", yearly: "billed yearly" };

/** What was bought, in a few words: the deck's title, or the pass and its period. */
export function purchaseName(purchase: Purchase): string {
  return purchase.kind === "deck" ? purchase.deckTitle : `All-Access Pass, ${PLAN_NAMES[purchase.plan]}`;
}
