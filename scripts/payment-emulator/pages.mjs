// The hosted pages under /payments/: Checkout (pay or cancel) and the Customer Portal (cancel at
// period end, renew, switch monthly ↔ yearly, return). The app's server forwards /payments/* here
// unchanged, so the pages are served on the app's origin.
import { existsSync, readFileSync } from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { otherPassPrice, planOf } from "./catalog.mjs";
import { findCheckoutSession, payCheckoutSession } from "./checkout.mjs";
import { readBody, redirect, sendHtml } from "./http.mjs";
import { checkoutPage, formatDate, formatMoney, noticePage, portalPage } from "./pages-html.mjs";
import { cancelAtPeriodEnd, liveSubscriptionOf, switchInterval, undoCancellation } from "./subscriptions.mjs";

/** @import { IncomingMessage, ServerResponse } from "node:http" */
/** @import { Stripe } from "stripe" */
/** @import { PaymentStore, StoredCheckoutSession } from "./state.mjs" */
/** @import { CheckoutView } from "./pages-html.mjs" */

const DECKS_DIR = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "..", "..", "server", "content", "decks");

/** The test cards the checkout form knows (Stripe's own test numbers). */
export const TEST_CARDS = { success: "4242 4242 4242 4242", declined: "4000 0000 0000 0002" };

/**
 * A deck's title from the app's deck files (the app puts only the deck's id in the metadata).
 * @param {string} deckId
 * @returns {string | null}
 */
function deckTitle(deckId) {
  if (!/^[a-z0-9-]{1,64}$/.test(deckId)) return null;
  const file = path.join(DECKS_DIR, `${deckId}.json`);
  if (!existsSync(file)) return null;
  try {
    const { title } = JSON.parse(readFileSync(file, "utf8"));
    return typeof title === "string" ? title : null;
  } catch {
    return null;
  }
}

/**
 * @param {Stripe.Price} price
 */
function priceLabel(price) {
  const money = formatMoney(price.unit_amount ?? 0, price.currency);
  return price.recurring ? `${money} per ${price.recurring.interval}` : money;
}

/**
 * @param {PaymentStore} store
 * @param {StoredCheckoutSession} stored
 * @param {Partial<Pick<CheckoutView, "values" | "error">>} [form]
 */
function checkoutView(store, stored, form = {}) {
  const { session, lineItems } = stored;
  const price = lineItems[0]?.price;
  const metadata = session.metadata ?? {};
  const title = metadata.deck_title || (metadata.deck_id ? deckTitle(metadata.deck_id) : null);
  const product = price ? store.data.products[String(price.product)] : undefined;
  const customer = session.customer ? store.data.customers[String(session.customer)] : undefined;
  const plan = price ? planOf(price) : null;
  /** @type {CheckoutView} */
  const view = {
    id: session.id,
    itemName: title ?? product?.name ?? "Your order",
    itemDetail:
      plan && price?.recurring
        ? `${plan === "yearly" ? "Yearly" : "Monthly"} plan, renews every ${price.recurring.interval} until you cancel`
        : `${title ? `${product?.name ?? "Deck"}, ` : ""}one-time payment`,
    amount: lineItems.length === 1 && price?.recurring ? priceLabel(price) : formatMoney(session.amount_total ?? 0, session.currency ?? "usd"),
    email: customer?.email ?? session.customer_email,
    values: form.values ?? { card: "", expiry: "", cvc: "" },
    error: form.error ?? null,
  };
  return view;
}

/**
 * @param {string} url
 * @param {string} id
 */
function withSessionId(url, id) {
  return url.replaceAll("{CHECKOUT_SESSION_ID}", id);
}

/**
 * The page for a session that cannot be paid (any more).
 * @param {StoredCheckoutSession} stored
 */
function closedCheckoutPage({ session }) {
  if (session.status === "complete") {
    return noticePage({
      title: "This checkout is already paid",
      message: "The payment went through. There is nothing more to pay.",
      link: session.success_url ? { href: withSessionId(session.success_url, session.id), label: "Continue" } : null,
    });
  }
  return noticePage({
    title: "This checkout has expired",
    message: "Nothing was charged. Start again from the shop to buy.",
    link: session.cancel_url ? { href: session.cancel_url, label: "Back" } : null,
  });
}

/**
 * Checks the card form as Stripe's does: a test number, and when given, an expiry in the future
 * and a 3- or 4-digit CVC.
 * @param {{ card: string, expiry: string, cvc: string }} values
 * @returns {{ outcome: "pay", last4: string } | { outcome: "error", status: number, field: "card" | "expiry" | "cvc", message: string }}
 */
function checkCard({ card, expiry, cvc }) {
  const digits = card.replace(/[\s-]/g, "");
  if (digits === "") return { outcome: "error", status: 400, field: "card", message: "Your card number is incomplete." };
  if (expiry.trim() !== "") {
    const match = /^(\d{1,2})\s*\/\s*(\d{2}|\d{4})$/.exec(expiry.trim());
    const month = match ? Number(match[1]) : 0;
    if (!match || month < 1 || month > 12) return { outcome: "error", status: 400, field: "expiry", message: "Your card's expiration date is incomplete." };
    const year = match[2].length === 2 ? 2000 + Number(match[2]) : Number(match[2]);
    const now = new Date();
    if (year < now.getUTCFullYear()) return { outcome: "error", status: 400, field: "expiry", message: "Your card's expiration year is in the past." };
    if (year === now.getUTCFullYear() && month < now.getUTCMonth() + 1) return { outcome: "error", status: 400, field: "expiry", message: "Your card's expiration date is in the past." };
  }
  if (cvc.trim() !== "" && !/^\d{3,4}$/.test(cvc.trim())) return { outcome: "error", status: 400, field: "cvc", message: "Your card's security code is incomplete." };
  if (digits === TEST_CARDS.success.replace(/ /g, "")) return { outcome: "pay", last4: digits.slice(-4) };
  if (digits === TEST_CARDS.declined.replace(/ /g, "")) return { outcome: "error", status: 402, field: "card", message: "Your card was declined." };
  return { outcome: "error", status: 400, field: "card", message: "Your card number is incorrect." };
}

/**
 * @param {PaymentStore} store
 * @param {IncomingMessage} req
 * @param {ServerResponse} res
 * @param {string} id
 */
async function checkout(store, req, res, id) {
  const stored = findCheckoutSession(store, id);
  if (!stored) {
    sendHtml(res, 404, noticePage({ title: "This checkout link is not valid", message: "Start again from the shop." }));
    return;
  }
  if (req.method !== "POST") {
    if (stored.session.status === "open") sendHtml(res, 200, checkoutPage(checkoutView(store, stored)));
    else sendHtml(res, 200, closedCheckoutPage(stored));
    return;
  }
  const form = new URLSearchParams(await readBody(req));
  if (stored.session.status !== "open") {
    sendHtml(res, stored.session.status === "complete" ? 409 : 410, closedCheckoutPage(stored));
    return;
  }
  if (form.get("action") === "cancel") {
    redirect(res, stored.session.cancel_url ?? "/");
    return;
  }
  const values = { card: form.get("card") ?? "", expiry: form.get("expiry") ?? "", cvc: form.get("cvc") ?? "" };
  const result = checkCard(values);
  if (result.outcome === "error") {
    sendHtml(res, result.status, checkoutPage(checkoutView(store, stored, { values, error: { field: result.field, message: result.message } })));
    return;
  }
  payCheckoutSession(store, stored, { last4: result.last4, name: null });
  redirect(res, withSessionId(stored.session.success_url ?? "/", stored.session.id));
}

/** What the portal says after each action (Post/Redirect/Get: the address carries which). */
const PORTAL_NOTICES = /** @type {const} */ (["cancelled", "renewed", "switched"]);

/**
 * @param {PaymentStore} store
 * @param {IncomingMessage} req
 * @param {ServerResponse} res
 * @param {string} id
 * @param {URL} url
 */
async function portal(store, req, res, id, url) {
  const session = Object.hasOwn(store.data.portalSessions, id) ? store.data.portalSessions[id] : undefined;
  if (!session) {
    sendHtml(res, 404, noticePage({ title: "This link is not valid", message: "Open the subscription page again from your profile." }));
    return;
  }
  const subscription = liveSubscriptionOf(store, session.customer);
  if (req.method === "POST") {
    const action = new URLSearchParams(await readBody(req)).get("action");
    /** @type {string | null} */
    let done = null;
    if (subscription && action === "cancel" && cancelAtPeriodEnd(store, subscription)) done = "cancelled";
    else if (subscription && action === "renew" && undoCancellation(store, subscription)) done = "renewed";
    else if (subscription && action === "switch" && switchInterval(store, subscription)) done = "switched";
    redirect(res, `/payments/portal/${encodeURIComponent(id)}${done ? `?done=${done}` : ""}`);
    return;
  }
  const item = subscription?.items.data[0];
  const plan = item ? planOf(item.price) : null;
  const target = item ? otherPassPrice(store, item.price) : undefined;
  const done = PORTAL_NOTICES.find((notice) => notice === url.searchParams.get("done"));
  let notice = null;
  if (item && done === "cancelled") notice = `Your subscription is cancelled. You keep access until ${formatDate(item.current_period_end)}.`;
  if (item && done === "renewed") notice = `Your subscription will renew on ${formatDate(item.current_period_end)}.`;
  if (item && done === "switched") notice = `You are now on the ${plan} plan.`;
  sendHtml(
    res,
    200,
    portalPage({
      id,
      email: store.data.customers[session.customer]?.email ?? null,
      returnUrl: session.return_url ?? "/",
      notice,
      pass:
        subscription && item
          ? {
              plan: plan === "yearly" ? "Yearly" : plan === "monthly" ? "Monthly" : (item.price.nickname ?? "Plan"),
              price: priceLabel(item.price),
              dateLine: `${subscription.cancel_at_period_end ? "Ends on" : "Renews on"} ${formatDate(item.current_period_end)}`,
              cancelling: subscription.cancel_at_period_end,
              switchTo: target ? planOf(target) : null,
            }
          : null,
    }),
  );
}

/**
 * @param {{ store: PaymentStore }} options
 * @returns {(req: IncomingMessage, res: ServerResponse, url: URL) => Promise<void>}
 */
export function createPages({ store }) {
  return async function handlePage(req, res, url) {
    const match = /^\/payments\/(checkout|portal)\/([A-Za-z0-9_]{1,100})$/.exec(url.pathname);
    if (!match) {
      sendHtml(res, 404, noticePage({ title: "Page not found", message: "There is no page at this address." }));
      return;
    }
    // HEAD is a GET without the body (Node leaves the body out).
    if (req.method !== "GET" && req.method !== "HEAD" && req.method !== "POST") {
      res.writeHead(405, { Allow: "GET, HEAD, POST", "Content-Length": 0 });
      res.end();
      return;
    }
    if (match[1] === "checkout") await checkout(store, req, res, match[2]);
    else await portal(store, req, res, match[2], url);
  };
}
