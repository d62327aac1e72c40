import { t } from "@lingui/core/macro";
import type { Purchase } from "../../../shared/api-types";

/** What was bought, in a few words: the deck's title, or the pass and its period. */
export function purchaseName(purchase: Purchase): string {
  if (purchase.kind === "deck") return purchase.deckTitle;
  return purchase.plan === "monthly" ? t`All-Access Pass, billed monthly` : t`All-Access Pass, billed yearly`;
}
