// The fuzz's cases, route by route: each a draft of a well-formed request, then broken.
import { loadDeckContent } from "../../../../server/content/deck-content";
import { BUILT_ASSET } from "../built-app";
import { newId, paidDeckSession, passSubscription, refundedCharge, signedDelivery, stripeEvent } from "../test-billing";
import { identityDraft } from "./identity-cases";
import { Rng, caseSeed } from "./rng";
import type { Body, Draft, Fixtures, FuzzCase } from "./types";
import { ADDRESSES, ADMIN_TOKEN, ALPHANUM, MAX_BODY_BYTES, ODD_METHODS, ORIGINS, PRINTABLE, STANDARD_METHODS, authorization, contentType, enc, encodeBody, jsonBody, junkHeaderValue, junkHeaders, mutate, mutateMethod, mutatePath } from "./junk";

export const content = loadDeckContent();
const freeDeck = content.find((d) => !d.isPremium)!;
export const premiumDeck = content.find((d) => d.isPremium)!;
const cardIds = content.flatMap((d) => d.cards.map((card) => card.id));

const deckIds = () => [freeDeck.deckId, premiumDeck.deckId, "no-such-deck", "UPPER", "a".repeat(65), "-x-", "%00", "..", "a b", "😀", "deck.json"];
/**
 * Ids with a control character in them (a NUL, which PostgreSQL refuses in text, and ESC, DEL, a
 * C1 NEL), for paths (sent %-escaped) and JSON bodies: each must be a 400, never a 500.
 */
const controlled = (id: string) => [`${id}\u0000`, `${id.slice(0, 3)}\u0000${id.slice(3)}`, `${id}\u001b`, `${id}\u007f`, `${id}\u0085`];

function apiDraft(rng: Rng): Draft {
  const roll = rng.int(100);
  if (roll < 8) return { family: "GET /api/decks", method: "GET", path: "/api/decks" };
  if (roll < 18) {
    const id = rng.pick([...deckIds(), ...controlled(freeDeck.deckId)]);
    return { family: "GET /api/decks/:id/cards", method: "GET", path: `/api/decks/${encodeURIComponent(id)}/cards`, authorize: true };
  }
  if (roll < 28) {
    const base: Record<string, string> = { name: "Fuzz", email: "fuzz@example.com", message: "A message long enough to count." };
    // Text the database cannot store (a NUL) or that is only odd, in an otherwise good body.
    if (rng.chance(0.2)) base[rng.pick(["name", "email", "message"])] = rng.pick(["nul\u0000@example.com", "A message with a NUL \u0000 inside it.", "tab\there@x.io", "\ud83d lone surrogate message", "line\r\nbreaks in a message"]);
    return { family: "POST /api/feedback", method: "POST", path: "/api/feedback", contentType: "application/json", body: jsonBody(rng, base, 16 * 1024) };
  }
  if (roll < 40) {
    const now = Date.now();
    const event = rng.pick([
      { name: "page_view", params: { page_path: "/decks", page_title: "Decks" }, time: now },
      { name: "end_play", params: { deck_id: freeDeck.deckId, deck_name: "x", total_cards: 10, cards_viewed: 3, time_spent: 30 }, time: now },
      { name: "deck_event", params: { category: "Deck", action: "open", deck_id: freeDeck.deckId }, time: now },
      { name: "purchase", params: { value: 11.99, currency: "EUR", item: premiumDeck.deckId, transaction_id: "t1" }, time: now },
      { name: "engagement", params: { category: "x", action: "y", value: 1 }, time: now },
    ]);
    const base = { clientId: `fuzz-${rng.chars(ALPHANUM, 10)}`, events: [event] };
    const body = rng.chance(0.3) ? { ...base, events: [mutate(rng, event)] } : base;
    return { family: "POST /api/events", method: "POST", path: "/api/events", contentType: rng.pick(["application/json", "text/plain;charset=UTF-8"]), body: jsonBody(rng, body, 64 * 1024) };
  }
  if (roll < 48) {
    const base = rng.chance(0.5) ? { deckId: premiumDeck.deckId } : { plan: rng.pick(["monthly", "yearly"]) };
    return { family: "POST /api/billing/checkout", method: "POST", path: "/api/billing/checkout", contentType: "application/json", body: jsonBody(rng, base, 4096), authorize: true };
  }
  if (roll < 51) return { family: "POST /api/billing/portal", method: "POST", path: "/api/billing/portal", body: rng.chance(0.5) ? null : jsonBody(rng, {}, 1024), contentType: "application/json", authorize: true };
  if (roll < 54) {
    const id = rng.pick(["cs_test_abc", `cs_${"a".repeat(251)}`, "cs_", "pi_123", "cs_test_%00", newId("cs_test")]);
    return { family: "GET /api/billing/session/:id", method: "GET", path: `/api/billing/session/${encodeURIComponent(id)}`, authorize: true };
  }
  if (roll < 56) return { family: "GET /api/pricing", method: "GET", path: "/api/pricing" };
  if (roll < 61) return { family: "GET /api/me/entitlements", method: "GET", path: "/api/me/entitlements", authorize: true };
  if (roll < 64) return { family: "GET /api/me/saved-cards", method: "GET", path: "/api/me/saved-cards", authorize: true };
  if (roll < 74) {
    const id = rng.pick([...cardIds.slice(0, 20), rng.pick(cardIds), "no-such-card", "UPPER", "a".repeat(300), "%00", "x--y", ...controlled(cardIds[0])]);
    const base = { changedAt: new Date(Date.now() - rng.int(86_400_000)).toISOString() };
    return {
      family: "PUT|DELETE /api/me/saved-cards/:id",
      method: rng.pick(["PUT", "DELETE"]),
      path: `/api/me/saved-cards/${encodeURIComponent(id)}`,
      contentType: "application/json",
      body: rng.chance(0.25) ? null : jsonBody(rng, base, 1024),
      authorize: true,
    };
  }
  if (roll < 82) {
    const loopback = rng.chance(0.8);
    const remoteAddress = loopback ? rng.pick(["127.0.0.1", "::1", "::ffff:127.0.0.1"]) : rng.pick(ADDRESSES);
    const headers: [string, string][] = rng.chance(0.85) ? [["X-Admin-Token", rng.chance(0.85) ? ADMIN_TOKEN : junkHeaderValue(rng)]] : [];
    const which = rng.int(3);
    if (which === 0) {
      const base = rng.pick([
        { email: `nobody-${rng.chars(ALPHANUM, 6)}@example.com`, deckId: premiumDeck.deckId },
        { userId: `fuzz-${rng.chars(ALPHANUM, 8)}`, allAccess: true, revoke: rng.chance(0.5) },
        { userId: `fuzz-${rng.chars(ALPHANUM, 8)}`, deckId: rng.pick(deckIds()) },
      ]);
      return { family: "POST /api/admin/entitlements", method: "POST", path: "/api/admin/entitlements", contentType: "application/json", body: jsonBody(rng, base, 4096), headers, remoteAddress };
    }
    if (which === 1) return { family: "GET /api/admin/stats", method: "GET", path: "/api/admin/stats", headers, remoteAddress };
    const clientId = rng.pick(["fuzz-client-1", "short", "x".repeat(70), "%00%00%00%00%00%00%00%00", `fuzz-${rng.chars(ALPHANUM, 10)}`]);
    return { family: "GET /api/admin/events", method: "GET", path: `/api/admin/events?clientId=${clientId}`, headers, remoteAddress };
  }
  if (roll < 86) return { family: "GET /api/health", method: "GET", path: "/api/health" };
  if (roll < 89) return { family: "GET /api/auth/config", method: "GET", path: "/api/auth/config" };
  if (roll < 93) {
    // A person's own decks: a good deck, then broken (mutate), under ids good and bad.
    const id = rng.pick(["my-fuzz-deck-01", "my-fuzz-deck-02", `my-${rng.chars(ALPHANUM, 12).toLowerCase()}`, "no-prefix", "my-", "MY-UPPER-CASE1", "%00", "a".repeat(300), ...controlled("my-fuzz-deck-01")]);
    const base = {
      title: rng.pick(["Fuzz deck", "", "x".repeat(81), "<b>bold</b>", "nul \u0000"]),
      description: "A deck",
      cards: [{ kind: "question", id: "q1", question: "What now?", followUp: null, intensity: 2 }, { kind: "card", id: "c1", cardId: rng.chance(0.2) ? rng.pick(controlled(rng.pick(cardIds))) : rng.pick(cardIds) }],
      changedAt: new Date(Date.now() - rng.int(86_400_000)).toISOString(),
    };
    const method = rng.pick(["GET", "PUT", "PUT", "DELETE", "POST"]);
    const path = method === "GET" ? "/api/me/decks" : method === "POST" ? `/api/me/decks/${encodeURIComponent(id)}/share` : `/api/me/decks/${encodeURIComponent(id)}`;
    return { family: "/api/me/decks", method, path, contentType: "application/json", body: method === "GET" ? null : jsonBody(rng, base, 256 * 1024), authorize: true };
  }
  if (roll < 95) {
    const shareId = rng.pick(["AAAAAAAAAAAAAAAA", rng.chars(ALPHANUM, 16), "short", "%00", "a".repeat(40), ...controlled("AAAAAAAAAAAAAAAA")]);
    const copy = rng.chance(0.3);
    return { family: "/api/shared-decks/:id", method: copy ? "POST" : "GET", path: `/api/shared-decks/${encodeURIComponent(shareId)}${copy ? "/copy" : ""}`, authorize: copy };
  }
  if (roll < 98) {
    // Live rooms: starting one, joining, acting, with codes good and bad.
    const code = rng.pick(["ABCDEF", "abcdef", "ABC", "IO01IO", "%00", rng.chars(ALPHANUM, 6).toUpperCase(), ...controlled("ABCDEF")]);
    const which = rng.int(4);
    if (which === 0) return { family: "POST /api/rooms", method: "POST", path: "/api/rooms", contentType: "application/json", body: jsonBody(rng, { deckId: rng.pick([freeDeck.deckId, premiumDeck.deckId, "nope", ...controlled(freeDeck.deckId), ...controlled("my-fuzz-deck-01")]), levels: [1, 2], timerSeconds: rng.pick([0, 30, 45]) }, 4096), authorize: true };
    if (which === 1) return { family: "POST /api/rooms/:code/participants", method: "POST", path: `/api/rooms/${encodeURIComponent(code)}/participants`, contentType: "application/json", body: jsonBody(rng, { name: rng.pick(["Ana", "", "x".repeat(41), "nul\u0000"]) }, 4096) };
    if (which === 2) return { family: "POST /api/rooms/:code/actions", method: "POST", path: `/api/rooms/${encodeURIComponent(code)}/actions`, contentType: "application/json", body: jsonBody(rng, { action: rng.pick(["next", "reveal", "jump", ""]) }, 4096), authorize: true };
    return { family: "GET /api/rooms/:code", method: "GET", path: `/api/rooms/${encodeURIComponent(code)}` };
  }
  return { family: "/api/<other>", method: rng.pick(STANDARD_METHODS), path: `/api/${rng.pick(["", "admin", "me", "billing", "decks/x/y/z", "v2/decks", "%2e%2e/etc/passwd", rng.chars(ALPHANUM, 8)])}` };
}

function webhookEvent(rng: Rng): object {
  const user = `fuzz-${rng.chars(ALPHANUM, 8)}`;
  const now = Math.floor(Date.now() / 1000);
  const object = rng.pick([
    () => paidDeckSession(user, rng.chance(0.8) ? premiumDeck.deckId : rng.pick(deckIds())),
    () => ({ ...paidDeckSession(user, premiumDeck.deckId), mode: "subscription", subscription: rng.chance(0.5) ? newId("sub") : null, metadata: { user_sub: user, kind: "pass", plan: "monthly" } }),
    () => passSubscription({ id: newId("sub"), userId: user, periodStart: now - 3600 }),
    () => refundedCharge(newId("pi"), { user_sub: user, deck_id: premiumDeck.deckId }),
    () => ({ id: newId("in"), object: "invoice", parent: { subscription_details: { subscription: rng.chance(0.5) ? newId("sub") : null } } }),
    () => ({ id: newId("cs_test"), object: "checkout.session" }),
  ])();
  const type = rng.pick([
    "checkout.session.completed",
    "checkout.session.async_payment_succeeded",
    "checkout.session.expired",
    "customer.subscription.created",
    "customer.subscription.updated",
    "customer.subscription.deleted",
    "invoice.paid",
    "charge.refunded",
    "payment_intent.created",
    rng.chars(ALPHANUM, 10),
  ]);
  const event = stripeEvent(type, rng.chance(0.5) ? (mutate(rng, object) as object) : object);
  // Possibly not an object at all any more (null, a string …): JSON all the same.
  return rng.chance(0.2) ? (mutate(rng, event) as object) : event;
}

function webhookDraft(rng: Rng, fx: Fixtures): Draft {
  const path = "/api/billing/webhook";
  const event = webhookEvent(rng);
  const roll = rng.int(100);
  if (roll < 40) {
    // Signed with the right secret: the body may still be anything.
    const body = rng.chance(0.75) ? JSON.stringify(event) : new TextDecoder().decode(encodeBody(rng, event, 512 * 1024));
    const delivery = signedDelivery(event, { secret: fx.webhookSecret, body, timestamp: rng.chance(0.1) ? Math.floor(Date.now() / 1000) - 3600 : undefined });
    const headers = Object.entries(delivery.headers as Record<string, string>).filter(([name]) => name !== "Content-Type");
    return { family: "POST /api/billing/webhook (signed)", method: "POST", path, headers, contentType: "application/json", body: enc.encode(body), signedWebhook: true, exact: true };
  }
  const signature = rng.pick([
    () => null,
    () => signedDelivery(event, { secret: "whsec_someone_else" }).headers as Record<string, string>,
    () => ({ "Stripe-Signature": rng.pick(["t=1,v1=00", "", "t=abc,v1=zz", `t=${Date.now()},v1=${"f".repeat(64)}`, "v1=", "t=1", ",,,,", junkHeaderValue(rng), "x".repeat(9000)]) }),
  ])();
  const headers: [string, string][] = signature === null ? [] : Object.entries(signature).filter(([name]) => name !== "Content-Type");
  return { family: "POST /api/billing/webhook (unsigned)", method: "POST", path, headers, contentType: "application/json", body: encodeBody(rng, event, 512 * 1024) };
}

function paymentsDraft(rng: Rng): Draft {
  const kind = rng.pick(["checkout", "portal", "other"]);
  const id = rng.pick([newId("cs_test"), newId("bps"), "x".repeat(101), "%00", "..", "a-b"]);
  const path = kind === "other" ? `/payments/${rng.pick(["", "x", "checkout", "checkout/", "_control/reset"])}` : `/payments/${kind}/${id}`;
  if (rng.chance(0.5)) return { family: "GET /payments/*", method: "GET", path };
  const fields = { card: rng.pick(["4242424242424242", "4000000000000002", "x"]), exp: "12/40", cvc: "123", name: rng.chars(PRINTABLE, 10), action: rng.pick(["pay", "cancel", "junk"]) };
  const body = rng.chance(0.8) ? enc.encode(new URLSearchParams(fields).toString()) : encodeBody(rng, fields, 16 * 1024);
  return { family: "POST /payments/*", method: "POST", path, contentType: "application/x-www-form-urlencoded", body };
}

function staticDraft(rng: Rng): Draft {
  const path = rng.pick(["/", "/index.html", BUILT_ASSET, "/sw.js", "/manifest.webmanifest", "/robots.txt", "/about", "/decks", `/deck/${freeDeck.deckId}`, "/missing.png", "/assets/", "/prerendered/about.html", "/favicon.ico", "/.env", "/.git/config", "/index.html.br", "/index.html.gz"]);
  return { family: "GET static", method: rng.chance(0.85) ? "GET" : "HEAD", path };
}

function draftFor(rng: Rng, fx: Fixtures): Draft {
  const roll = rng.int(100);
  if (roll < 42) return apiDraft(rng);
  if (roll < 67) return identityDraft(rng, fx);
  if (roll < 77) return webhookDraft(rng, fx);
  if (roll < 81) return paymentsDraft(rng);
  if (roll < 96) return staticDraft(rng);
  // Anything anywhere.
  return {
    family: "random",
    method: rng.pick([...STANDARD_METHODS, ...ODD_METHODS]),
    path: `/${rng.chars(`${ALPHANUM}/.%-_~`, rng.between(0, 60))}`,
    body: rng.chance(0.5) ? rng.bytes(rng.between(0, 2000)) : null,
  };
}

export function makeCase(seed: number, index: number, fx: Fixtures): FuzzCase {
  const rng = new Rng(caseSeed(seed, index));
  const draft = draftFor(rng, fx);
  const keep = draft.exact || draft.wellFormed;
  const method = keep ? draft.method : mutateMethod(rng, draft.method);
  const path = keep ? draft.path : mutatePath(rng, draft.path);
  let body: Body = draft.body ?? null;
  if (body === null && !keep && rng.chance(0.1)) body = rng.bytes(rng.between(1, 512));
  if (body && body.length > MAX_BODY_BYTES) body = body.subarray(0, MAX_BODY_BYTES);
  const headers: [string, string][] = [...(draft.headers ?? [])];
  const type = keep ? draft.contentType : contentType(rng, draft.contentType ?? "application/json");
  if (type !== null && type !== undefined && (body !== null || rng.chance(0.3))) headers.push(["Content-Type", type]);
  const auth = draft.authorize || rng.chance(0.15) ? authorization(rng, fx) : null;
  if (auth !== null) headers.push(["Authorization", auth]);
  if (!draft.exact) headers.push(...junkHeaders(rng, body));
  const origin = rng.chance(0.85) ? ORIGINS[0] : rng.pick(ORIGINS);
  return {
    index,
    family: draft.family,
    method,
    url: `${origin}${path}`,
    headers,
    // GET and HEAD cannot have a body in a fetch Request (nor, in practice, through Node's parser).
    body: method === "GET" || method === "HEAD" ? null : body,
    remoteAddress: draft.remoteAddress ?? rng.pick(ADDRESSES),
    signedWebhook: draft.signedWebhook,
  };
}

