// The hosted pages' HTML: plain forms that work without script (the app's CSP allows no inline
// script; an inline <style> is allowed), every address under /payments/ so the app's proxy
// serves them on its own origin. Labelled fields, headings, a layout that fits a phone.

/**
 * @param {unknown} value
 * @returns {string}
 */
function escapeHtml(value) {
  return String(value).replace(/[&<>"']/g, (c) => ({ "&": "&amp;", "<": "&lt;", ">": "&gt;", '"': "&quot;", "'": "&#39;" })[c] ?? c);
}

/**
 * @param {number} cents
 * @param {string} currency
 */
export function formatMoney(cents, currency) {
  const amount = (cents / 100).toFixed(2);
  return currency.toLowerCase() === "usd" ? `$${amount}` : `${amount} ${currency.toUpperCase()}`;
}

/** @param {number} seconds Unix time */
export function formatDate(seconds) {
  return new Intl.DateTimeFormat("en-US", { dateStyle: "long", timeZone: "UTC" }).format(new Date(seconds * 1000));
}

const STYLE = `
  :root { color-scheme: light; --ink: #1a1f36; --muted: #4f566b; --line: #d5dbe1; --accent: #5433ff; --error: #b3093c; }
  * { box-sizing: border-box; }
  body { margin: 0; font: 16px/1.5 system-ui, -apple-system, "Segoe UI", Roboto, sans-serif; color: var(--ink); background: #f6f8fa; }
  main { max-width: 30rem; margin: 0 auto; padding: 1.25rem 1rem 3rem; }
  .badge { display: inline-block; margin: 0 0 1rem; padding: 0.125rem 0.5rem; border-radius: 0.25rem; background: #ffde92; color: #5c3b00; font-size: 0.8125rem; font-weight: 600; }
  h1 { font-size: 1.5rem; line-height: 1.25; margin: 0 0 1rem; }
  h2 { font-size: 1.125rem; margin: 0 0 0.25rem; }
  .panel { background: #fff; border: 1px solid var(--line); border-radius: 0.5rem; padding: 1rem; margin: 0 0 1rem; }
  .amount { font-size: 2rem; font-weight: 700; margin: 0.25rem 0; }
  .muted { color: var(--muted); margin: 0; }
  label { display: block; font-weight: 600; margin: 0.75rem 0 0.25rem; }
  input { width: 100%; min-height: 2.75rem; padding: 0.5rem 0.75rem; font: inherit; border: 1px solid #8792a2; border-radius: 0.375rem; background: #fff; color: var(--ink); }
  input[aria-invalid="true"] { border-color: var(--error); }
  input:focus-visible, button:focus-visible, a:focus-visible { outline: 3px solid var(--accent); outline-offset: 2px; }
  .row { display: grid; grid-template-columns: 1fr 1fr; gap: 0.75rem; }
  .error { color: var(--error); font-weight: 600; margin: 0.75rem 0 0; }
  .notice { background: #e3f8ec; border: 1px solid #1f7a45; color: #0d4d2a; border-radius: 0.375rem; padding: 0.5rem 0.75rem; }
  .actions { display: flex; flex-wrap: wrap; gap: 0.75rem; margin-top: 1.25rem; }
  button, .button { display: inline-flex; align-items: center; justify-content: center; min-height: 2.75rem; padding: 0.5rem 1.25rem; font: inherit; font-weight: 600; border-radius: 0.375rem; border: 1px solid var(--accent); cursor: pointer; text-decoration: none; }
  .primary { background: var(--accent); color: #fff; flex: 1 1 10rem; }
  .secondary { background: #fff; color: var(--accent); }
  .hint { font-size: 0.875rem; color: var(--muted); margin-top: 1.5rem; }
  @media (max-width: 22rem) { .row { grid-template-columns: 1fr; } }
`;

/**
 * A whole page.
 * @param {{ title: string, body: string }} page body: trusted HTML, escaped by the caller
 */
function layout({ title, body }) {
  return `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="robots" content="noindex">
<title>${escapeHtml(title)} · Test mode</title>
<style>${STYLE}</style>
</head>
<body>
<main>
<p class="badge">Test mode: local payment emulator</p>
${body}
</main>
</body>
</html>
`;
}

/**
 * @typedef {object} CheckoutView
 * @property {string} id
 * @property {string} itemName  what is bought, e.g. the deck's title
 * @property {string} itemDetail e.g. the price's nickname
 * @property {string} amount    e.g. "$11.99" or "$36.00 per year"
 * @property {string | null} email who pays, when known
 * @property {{ card: string, expiry: string, cvc: string }} values what was typed, kept on a redraw
 * @property {{ field: "card" | "expiry" | "cvc", message: string } | null} error
 */

/**
 * The checkout form.
 * @param {CheckoutView} view
 */
export function checkoutPage(view) {
  const { error } = view;
  /** @param {"card" | "expiry" | "cvc"} field */
  const invalid = (field) => (error?.field === field ? ' aria-invalid="true" aria-describedby="payment-error" autofocus' : "");
  return layout({
    title: `Pay for ${view.itemName}`,
    body: `<h1>Checkout</h1>
<section class="panel" aria-labelledby="item-name">
  <h2 id="item-name">${escapeHtml(view.itemName)}</h2>
  <p class="muted">${escapeHtml(view.itemDetail)}</p>
  <p class="amount">${escapeHtml(view.amount)}</p>
  ${view.email ? `<p class="muted">Paying as ${escapeHtml(view.email)}</p>` : ""}
</section>
<form class="panel" method="post" action="/payments/checkout/${encodeURIComponent(view.id)}">
  <h2>Pay with card</h2>
  <label for="card">Card number</label>
  <input id="card" name="card" inputmode="numeric" autocomplete="cc-number" placeholder="1234 1234 1234 1234" value="${escapeHtml(view.values.card)}"${invalid("card")}>
  <div class="row">
    <div>
      <label for="expiry">Expiry</label>
      <input id="expiry" name="expiry" autocomplete="cc-exp" placeholder="MM / YY" value="${escapeHtml(view.values.expiry)}"${invalid("expiry")}>
    </div>
    <div>
      <label for="cvc">CVC</label>
      <input id="cvc" name="cvc" inputmode="numeric" autocomplete="cc-csc" placeholder="123" value="${escapeHtml(view.values.cvc)}"${invalid("cvc")}>
    </div>
  </div>
  ${error ? `<p class="error" id="payment-error" role="alert">${escapeHtml(error.message)}</p>` : ""}
  <div class="actions">
    <button class="primary" type="submit" name="action" value="pay">Pay</button>
    <button class="secondary" type="submit" name="action" value="cancel">Cancel</button>
  </div>
</form>
<p class="hint">Test cards: 4242 4242 4242 4242 pays, 4000 0000 0000 0002 is declined. Any expiry in the future and any CVC, or none.</p>`,
  });
}

/**
 * A page that only says something and offers a way on.
 * @param {{ title: string, message: string, link?: { href: string, label: string } | null }} view
 */
export function noticePage({ title, message, link }) {
  return layout({
    title,
    body: `<h1>${escapeHtml(title)}</h1>
<p>${escapeHtml(message)}</p>
${link ? `<p class="actions"><a class="button primary" href="${escapeHtml(link.href)}">${escapeHtml(link.label)}</a></p>` : ""}`,
  });
}

/**
 * @typedef {object} PortalView
 * @property {string} id
 * @property {string | null} email
 * @property {string} returnUrl
 * @property {string | null} notice a line saying what just changed
 * @property {{ plan: string, price: string, dateLine: string, cancelling: boolean, switchTo: string | null } | null} pass
 */

/**
 * The Customer Portal: the pass, cancel or renew it, switch its interval, and back to the app.
 * @param {PortalView} view
 */
export function portalPage(view) {
  const { pass } = view;
  const actions = !pass
    ? ""
    : pass.cancelling
      ? `<button class="primary" type="submit" name="action" value="renew">Renew subscription</button>`
      : `${pass.switchTo ? `<button class="secondary" type="submit" name="action" value="switch">Switch to ${escapeHtml(pass.switchTo)}</button>` : ""}
    <button class="secondary" type="submit" name="action" value="cancel">Cancel subscription</button>`;
  return layout({
    title: "Manage your subscription",
    body: `<h1>Manage your subscription</h1>
${view.email ? `<p class="muted">${escapeHtml(view.email)}</p>` : ""}
${view.notice ? `<p class="notice" role="status">${escapeHtml(view.notice)}</p>` : ""}
${
  pass
    ? `<section class="panel" aria-labelledby="pass-name">
  <h2 id="pass-name">All-Access Pass</h2>
  <p class="muted">${escapeHtml(pass.plan)}, ${escapeHtml(pass.price)}</p>
  <p>${escapeHtml(pass.dateLine)}</p>
  <form method="post" action="/payments/portal/${encodeURIComponent(view.id)}">
    <div class="actions">
    ${actions}
    </div>
  </form>
</section>`
    : `<p class="panel">You have no active subscription.</p>`
}
<p class="actions"><a class="button secondary" href="${escapeHtml(view.returnUrl)}">Return</a></p>`,
  });
}
