// POST /api/billing/checkout: what a person buys, a deck or the pass's plan. Anything else in the
// body (an amount, a price, a currency) is dropped: what is sold and for how much is decided on
// the server from the deck or plan alone.
import * as v from "valibot";
import { DECK_ID_MAX_LENGTH, DECK_ID_PATTERN, PASS_PLANS } from "../api-types";
import { check } from "./checks";

/** What the body is, told to a caller who sent something else. */
export const CHECKOUT_BODY = 'Send { "deckId": "…" } or { "plan": "monthly" | "yearly" }.';
const DECK_ID = "A deck id is lower-case letters, digits and hyphens.";

const DeckPurchase = v.object({ deckId: v.pipe(v.string(DECK_ID), v.maxLength(DECK_ID_MAX_LENGTH, DECK_ID), v.regex(DECK_ID_PATTERN, DECK_ID)) });
const PassPurchase = v.object({ plan: v.picklist(PASS_PLANS, 'The plan is "monthly" or "yearly".') });
export type CheckoutRequest = v.InferOutput<typeof DeckPurchase> | v.InferOutput<typeof PassPurchase>;

export const CheckoutRequestSchema = v.pipe(
  v.looseObject({}, CHECKOUT_BODY),
  v.check((body) => ("deckId" in body) !== ("plan" in body), 'Send either "deckId" or "plan".'),
  v.rawTransform(({ dataset, addIssue, NEVER }): CheckoutRequest => {
    const purchase = check("deckId" in dataset.value ? DeckPurchase : PassPurchase, dataset.value);
    if (purchase.ok) return purchase.value;
    addIssue({ message: purchase.message });
    return NEVER;
  }),
);
