import type { Kysely } from "kysely";
import Stripe from "stripe";
import type { Database } from "../db/schema";
import type { Limiter } from "../http/rate-limit";
import type { PriceCatalog } from "./price-catalog";
import type { BillingSettings } from "./settings";

/** Payments as configured on this server: null when STRIPE_SECRET_KEY is unset. */
export interface Billing {
  settings: BillingSettings;
  stripe: Stripe;
  catalog: PriceCatalog;
}

/**
 * How many sessions a person may create at Stripe per window, checkout and portal apart (the
 * limits in server/app.ts). Only sessions created count: a point is taken just before one is
 * created and given back if Stripe did not create it; a refusal or the same open checkout again
 * costs nothing.
 */
export interface SessionBudgets {
  checkout: Limiter;
  portal: Limiter;
}

/** What the checkout, session and portal code works with. */
export interface BillingContext extends Billing {
  db: Kysely<Database>;
  budgets: SessionBudgets;
}

/** A refusal a person can read, as the routes answer it (`{ error, message }`, plus `url` for checkout_open). */
export class BillingRefusal extends Error {
  constructor(
    readonly status: 400 | 404 | 409 | 415 | 502,
    readonly code: string,
    message: string,
    readonly url?: string,
  ) {
    super(message);
  }
}

/** Past a session budget: answered 429 with Retry-After. */
export class BudgetSpent extends Error {
  constructor(
    readonly retryAfterSeconds: number,
    message: string,
  ) {
    super(message);
  }
}

/**
 * Creates a session within the person's budget: `create` runs only if a point could be taken, and
 * the point is given back if it fails.
 */
export async function withinBudget<T>(budget: Limiter, userId: string, refusal: string, create: () => Promise<T>): Promise<T> {
  const key = `user:${userId}`;
  const taken = await budget.take(key);
  if (!taken.ok) throw new BudgetSpent(taken.retryAfterSeconds, refusal);
  try {
    return await create();
  } catch (error) {
    await budget.giveBack(key);
    throw error;
  }
}

/** A Stripe call failed: nothing was bought, the person may try again. */
export function stripeFailed(what: string, error: unknown): BillingRefusal {
  console.error(`Stripe: ${what} failed:`, error instanceof Error ? error.message : error);
  return new BillingRefusal(502, "billing_error", "Payments are not answering right now. Nothing was charged; please try again in a moment.");
}

/**
 * Stripe answered that an object does not exist (`resource_missing`): the one asked for, or with
 * `param` the one a parameter names (a customer deleted in the dashboard, or an emulator reset).
 */
export function isMissingInStripe(error: unknown, param?: string): boolean {
  if (!(error instanceof Stripe.errors.StripeInvalidRequestError) || error.code !== "resource_missing") return false;
  return param === undefined || error.param === param;
}
