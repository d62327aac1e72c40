// The purchases API: prices, checkout, the webhook, a checkout's state and the portal. Every
// answer is JSON; every refusal `{ error, message }`.
import { Hono, type Context } from "hono";
import { createMiddleware } from "hono/factory";
import type { Kysely } from "kysely";
import type { Database } from "../db/schema";
import { apiError, methodNotAllowed } from "../http/errors";
import { limitBody } from "../http/body-limit";
import { jsonBody } from "../http/json-body";
import { tooManyRequests } from "../http/rate-limit";
import type { CheckoutStarted, Pricing } from "../../shared/api-types";
import { CHECKOUT_BODY, CheckoutRequestSchema } from "../../shared/schemas/checkout";
import { BillingRefusal, BudgetSpent, type Billing, type BillingContext, type SessionBudgets } from "./billing-context";
import { startCheckout } from "./checkout";
import { PriceCatalog } from "./price-catalog";
import { checkoutState, openPortal, SESSION_ID_PATTERN } from "./session-state";
import { handleWebhook, WEBHOOK_MAX_BYTES } from "./webhook";

/**
 * Mounted on /api. `billing` null = payments off: prices are the defaults, buying answers 503.
 * `budgets`: how many checkout and portal sessions a person may create per window.
 */
export function billingRoutes(db: Kysely<Database>, billing: Billing | null, budgets: SessionBudgets) {
  const routes = new Hono();
  const catalog = billing?.catalog ?? new PriceCatalog(null);
  const ctx: BillingContext | null = billing ? { ...billing, db, budgets } : null;
  const origin = (c: Context) => billing?.settings.appOrigin ?? new URL(c.req.url).origin;

  routes.use("/billing/*", async (c, next) => {
    c.header("Cache-Control", "no-store");
    await next();
  });

  /** The answer for a request that cannot be served: payments off (503), or no caller (401); else null. */
  const refusal = (c: Context) => {
    if (!ctx) return apiError(c, 503, "billing_unavailable", "Purchases are not available on this server.");
    if (c.get("caller")) return null;
    c.header("WWW-Authenticate", "Bearer");
    return apiError(c, 401, "unauthorized", "Sign in to buy or manage purchases.");
  };
  /** Middleware: payments on and a signed-in caller, before a body is read. */
  const purchaser = createMiddleware(async (c, next) => refusal(c) ?? next());

  /** Runs `work` for a signed-in caller with payments on, answering refusals as JSON. */
  const signedIn = async <T,>(c: Context, work: (ctx: BillingContext, userId: string) => Promise<T>) => {
    const caller = c.get("caller");
    if (!ctx || !caller) return refusal(c) as Response;
    try {
      return c.json(await work(ctx, caller.sub));
    } catch (error) {
      if (error instanceof BudgetSpent) return tooManyRequests(c, error.retryAfterSeconds, error.message);
      if (!(error instanceof BillingRefusal)) throw error;
      if (error.url) return c.json({ error: error.code, message: error.message, url: error.url }, error.status);
      return apiError(c, error.status, error.code, error.message);
    }
  };

  routes.get("/pricing", async (c) => {
    c.header("Cache-Control", "public, max-age=60");
    return c.json<Pricing>(await catalog.pricing());
  });
  routes.all("/pricing", methodNotAllowed(["GET", "HEAD"]));

  routes.post(
    "/billing/checkout",
    limitBody(4096),
    // Payments on and a signed-in caller first (503, 401), then the body.
    purchaser,
    jsonBody(CheckoutRequestSchema, {
      unsupported: "Send the checkout request as application/json.",
      code: "invalid_request",
      notAnObject: CHECKOUT_BODY,
      malformed: CHECKOUT_BODY,
      malformedCode: "invalid_request",
    }),
    (c) => signedIn<CheckoutStarted>(c, (ctx, userId) => startCheckout(ctx, userId, c.req.valid("json"), origin(c))),
  );
  routes.all("/billing/checkout", methodNotAllowed(["POST"]));

  routes.post("/billing/webhook", limitBody(WEBHOOK_MAX_BYTES), (c) => {
    if (!ctx) return apiError(c, 503, "billing_unavailable", "Purchases are not available on this server.");
    return handleWebhook(c, db, ctx.stripe, ctx.settings.webhookSecret);
  });
  routes.all("/billing/webhook", methodNotAllowed(["POST"]));

  routes.get("/billing/session/:id", (c) => {
    const id = c.req.param("id");
    if (!SESSION_ID_PATTERN.test(id)) return apiError(c, 400, "invalid_request", "That is not a checkout session id.");
    return signedIn(c, (ctx, userId) => checkoutState(ctx, userId, id));
  });
  routes.all("/billing/session/:id", methodNotAllowed(["GET", "HEAD"]));

  routes.post("/billing/portal", limitBody(1024), (c) =>
    signedIn<CheckoutStarted>(c, (ctx, userId) => openPortal(ctx, userId, origin(c))),
  );
  routes.all("/billing/portal", methodNotAllowed(["POST"]));

  return routes;
}
