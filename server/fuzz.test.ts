// A seeded fuzz of the whole server in process (app.request, no port): malformed requests over every
// route (the API, the /identity/ proxy to a real cognito-local, the billing webhook and the
// /payments/ proxy to the real payment emulator, analytics events, static files). Every answer must
// be below 500 (except a validly signed webhook whose processing failed: that 5xx makes Stripe
// retry), every error body JSON (or the route's own HTML page) with no stack trace or internal path,
// and the server healthy afterwards.
//
//   FUZZ_SEED=<n>      another run (the seed is printed; the default is fixed, so CI is repeatable)
//   FUZZ_REQUESTS=<n>  how many (default 10,000)
//   FUZZ_CASE=<i>      only case i of the seed, to reproduce one failure (with its request printed)
//   FUZZ_REPORT=<file> write every failure there, not only the first few
import { writeFileSync } from "node:fs";
import { brotliDecompressSync, gunzipSync, inflateSync } from "node:zlib";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { createApp } from "./app";
import { accessTokenVerifierFor } from "./auth/verify";
import { loadDeckContent } from "./content/deck-content";
import type { DatabaseHandle } from "./db/database";
import { migrate } from "./db/migrations";
import { seedDecks } from "./db/seed";
import { BUILT_ASSET, makeBuiltApp } from "../tests/support/server/built-app";
import { newId, paidDeckSession, passSubscription, refundedCharge, signedDelivery, stripeEvent } from "../tests/support/server/test-billing";
import { openEmptyDatabase } from "../tests/support/server/test-databases";
import { emulatorPrivateKey, signJwt, signUpAndSignIn, startTestIdentity, type TestIdentity } from "../tests/support/server/test-identity";
import { startTestPayments, type TestPayments } from "../tests/support/server/test-payments";

const SEED = Number(process.env.FUZZ_SEED ?? 0x15f0221) >>> 0;
const REQUESTS = Number(process.env.FUZZ_REQUESTS ?? 10_000);
const ONLY_CASE = process.env.FUZZ_CASE === undefined ? null : Number(process.env.FUZZ_CASE);
/** In-process requests wait mostly on PGlite and the two emulators: a few at once keeps them busy. */
const CONCURRENCY = 8;
const REQUEST_TIMEOUT_MS = 20_000;
const MAX_BODY_BYTES = 1_200_000;
const ADMIN_TOKEN = "fuzz-admin-token";

const content = loadDeckContent();
const freeDeck = content.find((d) => !d.isPremium)!;
const premiumDeck = content.find((d) => d.isPremium)!;
const cardIds = content.flatMap((d) => d.cards.map((card) => card.id));

// ---------------------------------------------------------------------------------------------
// A small seeded PRNG (mulberry32), one stream per case so that a case does not depend on the
// order in which concurrent cases ran.

class Rng {
  private state: number;
  constructor(seed: number) {
    this.state = seed >>> 0;
  }
  next(): number {
    this.state = (this.state + 0x6d2b79f5) >>> 0;
    let t = this.state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  }
  int(n: number): number {
    return Math.floor(this.next() * n);
  }
  between(min: number, max: number): number {
    return min + this.int(max - min + 1);
  }
  chance(p: number): boolean {
    return this.next() < p;
  }
  pick<T>(items: readonly T[]): T {
    return items[this.int(items.length)];
  }
  /** `count` characters from `alphabet`. */
  chars(alphabet: string, count: number): string {
    let out = "";
    for (let i = 0; i < count; i += 1) out += alphabet[this.int(alphabet.length)];
    return out;
  }
  bytes(count: number): Uint8Array {
    const out = new Uint8Array(count);
    for (let i = 0; i < count; i += 1) out[i] = this.int(256);
    return out;
  }
}

const caseSeed = (index: number) => {
  let h = (SEED ^ Math.imul(index + 1, 0x9e3779b1)) >>> 0;
  h = Math.imul(h ^ (h >>> 16), 0x85ebca6b);
  h = Math.imul(h ^ (h >>> 13), 0xc2b2ae35);
  return (h ^ (h >>> 16)) >>> 0;
};

// ---------------------------------------------------------------------------------------------
// The cases.

type Body = Uint8Array | null;

interface FuzzCase {
  index: number;
  /** The route family, for the tallies. */
  family: string;
  method: string;
  url: string;
  headers: [string, string][];
  body: Body;
  /** c.env: the connection's address (rate limits, the loopback-only admin routes). */
  remoteAddress: string;
  /** A validly signed webhook delivery: a 5xx is its deliberate "try again". */
  signedWebhook?: boolean;
}

interface Fixtures {
  identity: TestIdentity;
  webhookSecret: string;
  /** Access tokens that verify: real users (one with the pass) and forged ones for other subs. */
  goodTokens: string[];
  /** Tokens that verify but name odd users, expired ones, id tokens, tokens for other clients … */
  oddTokens: string[];
  /** A user whose tokens may be spent or revoked by the identity cases. */
  victimAccessToken: string;
  victimRefreshToken: string;
}

const ALPHANUM = "abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789";
const B64URL = `${ALPHANUM}-_`;
const PRINTABLE = Array.from({ length: 95 }, (_, i) => String.fromCharCode(32 + i)).join("");
const LATIN1_JUNK = `${PRINTABLE}\u00a0\u00e9\u00ff\u0080\u0085\u00ad\u00c3\u00bf`;
const TOKEN_CHARS = `${ALPHANUM}!#$%&'*+-.^_\`|~`;
const enc = new TextEncoder();

const STANDARD_METHODS = ["GET", "HEAD", "POST", "PUT", "DELETE", "PATCH", "OPTIONS"];
const ODD_METHODS = ["PROPFIND", "MKCOL", "LOCK", "PURGE", "FOO", "get", "Post", "M-SEARCH", "X".repeat(100), "QUERY", "LINK", "REPORT"];

/** Values a JSON field should not have. */
function junkValue(rng: Rng, depth = 0): unknown {
  switch (rng.int(22)) {
    case 0:
      return null;
    case 1:
      return rng.pick([0, -1, 1e308, -1e-308, 2 ** 53 + 1, 1.5, -0]);
    case 2:
      return rng.chance(0.5);
    case 3:
      return [];
    case 4:
      return {};
    case 5:
      return "";
    case 6:
      return "x".repeat(rng.pick([256, 2049, 10_000, 70_000]));
    case 7:
      return `${rng.chars(ALPHANUM, 6)}\u0000${rng.chars(ALPHANUM, 6)}`;
    case 8:
      return `\ud800${rng.chars(ALPHANUM, 3)}\udfff`;
    case 9:
      return "\u202e\u200b\ufeff😀 ünïcödé";
    case 10:
      return "<script>alert(1)</script>\"'`";
    case 11:
      return "../../../../etc/passwd";
    case 12:
      return "' OR 1=1; DROP TABLE decks; --";
    case 13:
      return { __proto__: { polluted: true }, constructor: { prototype: { polluted: true } } };
    case 14:
      return depth < 3 ? [junkValue(rng, depth + 1), junkValue(rng, depth + 1)] : 1;
    case 15:
      return depth < 3 ? { [rng.chars(ALPHANUM, 3)]: junkValue(rng, depth + 1) } : "x";
    case 16:
      return nested(rng.pick([50, 500, 3000]), rng.chance(0.5));
    case 17:
      return "2025-02-30T25:61:61Z";
    case 18:
      return "%s%n%x{{7*7}}${7*7}";
    case 19:
      return rng.chars(PRINTABLE, rng.between(1, 40));
    case 20:
      return "\r\nX-Injected: 1";
    default:
      return "9".repeat(400);
  }
}

/** An array or object `depth` levels deep. */
function nested(depth: number, arrays: boolean): unknown {
  let value: unknown = 1;
  for (let i = 0; i < depth; i += 1) value = arrays ? [value] : { a: value };
  return value;
}

/** A deeply nested JSON text built as text (no recursion here either). */
function nestedText(depth: number, arrays: boolean): string {
  return arrays ? `${"[".repeat(depth)}1${"]".repeat(depth)}` : `${'{"a":'.repeat(depth)}1${"}".repeat(depth)}`;
}

/** `base` with one field replaced, removed or added, or the whole of it swapped for junk. */
function mutate(rng: Rng, base: unknown): unknown {
  if (rng.chance(0.12)) return junkValue(rng);
  if (typeof base !== "object" || base === null) return junkValue(rng);
  const copy: Record<string, unknown> | unknown[] = Array.isArray(base) ? [...base] : { ...(base as Record<string, unknown>) };
  const keys = Object.keys(copy);
  const times = rng.between(1, 3);
  for (let i = 0; i < times; i += 1) {
    const key = keys.length > 0 && rng.chance(0.8) ? rng.pick(keys) : rng.pick(["extra", "__proto__", "constructor", "", rng.chars(ALPHANUM, 6)]);
    const record = copy as Record<string, unknown>;
    if (rng.chance(0.15)) delete record[key];
    else if (key in record && typeof record[key] === "object" && record[key] !== null && rng.chance(0.5)) record[key] = mutate(rng, record[key]);
    else record[key] = junkValue(rng);
  }
  return copy;
}

const b64 = (value: unknown) => Buffer.from(JSON.stringify(value)).toString("base64url");

/** Encodes a body as text, broken in one of many ways some of the time. */
function encodeBody(rng: Rng, value: unknown, limit: number): Uint8Array {
  let text: string;
  try {
    text = JSON.stringify(value) ?? "null";
  } catch {
    text = "{}";
  }
  const roll = rng.int(100);
  if (roll < 45) return enc.encode(text);
  if (roll < 52) return enc.encode(text.slice(0, rng.int(Math.max(1, text.length)))); // truncated
  if (roll < 56) return enc.encode(text + rng.pick(["}", "]", ",", "garbage", "\u0000", "{}"]));
  if (roll < 60) return new Uint8Array(Buffer.from(text, "utf16le")); // the wrong encoding
  if (roll < 63) return new Uint8Array(Buffer.concat([Buffer.from([0xef, 0xbb, 0xbf]), Buffer.from(text)])); // BOM
  if (roll < 66) return new Uint8Array(Buffer.from(text, "latin1").map((b, i) => (i % 7 === 3 ? 0xff : b))); // invalid UTF-8
  if (roll < 69) return enc.encode(text.replace(/"/, '"\u0000')); // a raw NUL
  if (roll < 74) return rng.bytes(rng.pick([1, 16, 300, 4096])); // binary
  if (roll < 78) return enc.encode(nestedText(rng.pick([1000, 10_000, Math.floor(limit / 2)]), rng.chance(0.5)));
  if (roll < 82) return enc.encode(rng.pick(["", " ", "{", "[", "null", "true", "0", "\"x\"", "{\"a\":}", "{'a':1}", "NaN", "[1,]", "{\"a\":1,\"a\":2}", "\u0000"]));
  if (roll < 86) {
    // Just past the route's limit, or far past it.
    const size = Math.min(MAX_BODY_BYTES, rng.chance(0.5) ? limit + rng.between(1, 64) : limit * rng.between(2, 16));
    return enc.encode(`{"message":"${"a".repeat(Math.max(0, size - 14))}"}`);
  }
  if (roll < 90) return enc.encode(new URLSearchParams({ a: "1", b: rng.chars(PRINTABLE, 20) }).toString());
  if (roll < 93) return enc.encode(`--xyz\r\nContent-Disposition: form-data; name="a"\r\n\r\n${rng.chars(PRINTABLE, 30)}\r\n--xyz--`);
  if (roll < 96) return new Uint8Array([0x1f, 0x8b, 0x08, 0x00, ...rng.bytes(40)]); // "gzip" that is not
  return enc.encode(text.replace(/[a-z]/g, (ch) => (rng.chance(0.1) ? "\\u00" : ch))); // broken escapes
}

function junkHeaderValue(rng: Rng): string {
  const value = rng.pick([
    () => rng.chars(LATIN1_JUNK, rng.between(1, 60)),
    () => "x".repeat(rng.pick([1000, 8000])),
    () => "",
    () => "\u00ff\u00fe\u00fd",
    () => "() { :; }; echo vulnerable",
    () => "=?utf-8?B?w6k=?=",
  ])();
  return value;
}

/** Content types, right and wrong. */
function contentType(rng: Rng, right: string): string | null {
  const roll = rng.int(100);
  if (roll < 55) return right;
  if (roll < 62) return null;
  return rng.pick([
    "application/json",
    "application/json; charset=utf-16",
    "application/json; charset=\"latin1\"",
    "APPLICATION/JSON;;;",
    "application/jsonx",
    "text/plain",
    "text/plain;charset=UTF-8",
    "application/x-www-form-urlencoded",
    "multipart/form-data; boundary=xyz",
    "multipart/form-data",
    "application/x-amz-json-1.1",
    "application/x-amz-json-1.0",
    "application/octet-stream",
    "*/*",
    "json",
    "application/json, text/plain",
    " application/json ",
    "application/json; boundary=\u00ff",
    junkHeaderValue(rng),
  ]);
}

function authorization(rng: Rng, fx: Fixtures): string | null {
  const roll = rng.int(100);
  if (roll < 30) return null;
  if (roll < 50) return `Bearer ${rng.pick(fx.goodTokens)}`;
  if (roll < 62) return `Bearer ${rng.pick(fx.oddTokens)}`;
  const good = rng.pick(fx.goodTokens);
  return rng.pick([
    () => "Bearer",
    () => "Bearer ",
    () => "bearer    " + good,
    () => `Bearer ${good} ${good}`,
    () => `Bearer ${good.slice(0, rng.int(good.length))}`,
    () => `Bearer ${good.slice(0, -3)}${rng.chars(B64URL, 3)}`, // signature flipped
    () => `Bearer ${good.split(".").slice(0, 2).join(".")}.`, // no signature
    () => `Bearer ${b64({ alg: "none", typ: "JWT" })}.${good.split(".")[1]}.`,
    () => `Bearer ${b64({ alg: "HS256", kid: "CognitoLocal" })}.${good.split(".")[1]}.${rng.chars(B64URL, 43)}`,
    () => `Bearer ${rng.chars(B64URL, 20)}.${rng.chars(B64URL, 40)}.${rng.chars(B64URL, 40)}`,
    () => `Bearer ${Buffer.from("not json").toString("base64url")}.${Buffer.from("{").toString("base64url")}.x`,
    () => `Bearer ${rng.chars(B64URL, rng.pick([10, 5000, 20_000]))}`,
    () => `Bearer ${rng.chars(`${B64URL}+/=~.`, 200)}`,
    () => "Basic dXNlcjpwYXNz",
    () => `Token ${good}`,
    () => `Bearer ${"a.".repeat(500)}`,
    () => junkHeaderValue(rng),
  ])();
}

/** Random junk headers, and contradictory or lying ones. */
function junkHeaders(rng: Rng, body: Body): [string, string][] {
  const out: [string, string][] = [];
  const count = rng.between(0, 4);
  for (let i = 0; i < count; i += 1) {
    const length = body?.length ?? 0;
    out.push(
      rng.pick<() => [string, string]>([
        () => ["Accept-Encoding", rng.pick(["gzip", "br", "deflate", "zstd", "*", "gzip;q=0", "identity;q=0, *;q=0", "gzip, br, deflate", "x-junk", "br;q=abc", junkHeaderValue(rng)])],
        () => ["Accept", rng.pick(["*/*", "text/html", "application/json", "image/png", "application/x-amz-json-1.1", junkHeaderValue(rng)])],
        () => ["Content-Length", rng.pick([String(length), "0", String(length + 10), String(Math.max(0, length - 1)), "-1", "abc", "1e3", "99999999999999999999", `${length}, ${length}`])],
        () => ["Transfer-Encoding", rng.pick(["chunked", "gzip, chunked", "identity", "chunked, chunked", "x"])],
        () => ["Content-Encoding", rng.pick(["gzip", "br", "deflate", "identity", "x-junk"])],
        () => ["X-Amz-Target", rng.pick(["AWSCognitoIdentityProviderService.GetUser", "junk", ".", "a.b.c", "x".repeat(2000)])],
        () => ["If-None-Match", rng.pick(["*", '"abc"', "W/\"x\"", junkHeaderValue(rng), '"' + "a".repeat(5000) + '"'])],
        () => ["If-Modified-Since", rng.pick(["Thu, 01 Jan 1970 00:00:00 GMT", "yesterday", junkHeaderValue(rng)])],
        () => ["Range", rng.pick(["bytes=0-0", "bytes=-1", "bytes=9999999-", "bytes=abc", "bytes=0-1,2-3,4-5"])],
        () => ["X-Forwarded-For", rng.pick(["1.2.3.4", "::1", "127.0.0.1, 10.0.0.1", "not-an-ip", "1.1.1.1,".repeat(200)])],
        () => ["X-Admin-Token", rng.pick([ADMIN_TOKEN, `${ADMIN_TOKEN}x`, "", junkHeaderValue(rng)])],
        () => ["Stripe-Signature", rng.pick(["t=1,v1=00", "t=,v1=", "v1=" + "0".repeat(64), junkHeaderValue(rng)])],
        () => ["Origin", rng.pick(["null", "https://evil.example", "http://localhost:3999", junkHeaderValue(rng)])],
        () => ["Cookie", rng.pick(["a=b", "session=" + "x".repeat(4000), junkHeaderValue(rng)])],
        () => ["Host", rng.pick(["evil.example", "localhost:99999", "", "a b"])],
        () => ["Expect", "100-continue"],
        () => ["Connection", rng.pick(["close", "upgrade", "keep-alive, Upgrade"])],
        () => ["Upgrade", "websocket"],
        () => [`X-${rng.chars(TOKEN_CHARS, rng.between(1, 30))}`, junkHeaderValue(rng)],
      ])(),
    );
  }
  return out;
}

const PATH_MUTATIONS: ((rng: Rng, path: string) => string)[] = [
  (_, p) => `${p}/`,
  (_, p) => `/${p}`,
  (_, p) => p.replace(/\//g, "//"),
  (_, p) => `${p}/..`,
  (_, p) => `${p}/../../../../etc/passwd`,
  (_, p) => `${p}/%2e%2e/%2e%2e/%2e%2e/server/app.ts`,
  (_, p) => `${p.replace(/\/[^/]*$/, "")}/..%2f..%2f..%2fpackage.json`,
  (_, p) => `${p}%00`,
  (_, p) => `${p}%00.html`,
  (_, p) => `${p}%ff%fe`,
  (_, p) => `${p}%zz%`,
  (_, p) => `${p}%`,
  (_, p) => `${p}%c0%ae%c0%ae/`,
  (_, p) => `${p}\\..\\..\\windows\\win.ini`,
  (_, p) => p.toUpperCase(),
  (_, p) => `${p};jsessionid=1`,
  (_, p) => `${p}.json`,
  (_, p) => `${p}/${"%E2%80%AE".repeat(5)}é😀`,
  (rng, p) => `${p}/${"a".repeat(rng.pick([200, 1020, 1100, 3000, 8000]))}`,
  (rng, p) => `${p}?${rng.pick(["a=%ff", "&&=&", "a[]=1&a[]=2", "__proto__[x]=1", "q=" + "x".repeat(5000), "%", "=", "a=1;b=2", "state=%22%3E%3Cb%3E", "logout_uri=//evil.example", "clientId=%00"])}`,
  (_, p) => `${p}#fragment`,
  (_, p) => `${p}/*`,
  (_, p) => `${p}/.well-known/../../admin/stats`,
];

function mutatePath(rng: Rng, path: string): string {
  if (!rng.chance(0.28)) return path;
  const times = rng.chance(0.8) ? 1 : 2;
  let out = path;
  for (let i = 0; i < times; i += 1) out = rng.pick(PATH_MUTATIONS)(rng, out);
  return out;
}

function mutateMethod(rng: Rng, method: string): string {
  if (!rng.chance(0.22)) return method;
  return rng.chance(0.75) ? rng.pick(STANDARD_METHODS) : rng.pick(ODD_METHODS);
}

const ORIGINS = ["http://localhost", "http://localhost:3999", "http://127.0.0.1:8080", "https://sparkdecks.example", "http://[::1]:8080"];

const ADDRESSES = Array.from({ length: 400 }, (_, i) => `10.${(i >> 8) & 255}.${i & 255}.${(i * 7) & 255}`);

interface Draft {
  family: string;
  method: string;
  path: string;
  contentType?: string | null;
  body?: Body;
  headers?: [string, string][];
  authorize?: boolean;
  signedWebhook?: boolean;
  remoteAddress?: string;
  /** Leave the path and method alone (the webhook's signed deliveries). */
  exact?: boolean;
  /** Keep the method, path and content type (the fields inside are what is wrong): reaches deeper. */
  wellFormed?: boolean;
}

/** A JSON body for a route: its right shape, broken. */
function jsonBody(rng: Rng, base: unknown, limit: number): Uint8Array {
  return encodeBody(rng, rng.chance(0.2) ? base : mutate(rng, base), limit);
}

const deckIds = () => [freeDeck.deckId, premiumDeck.deckId, "no-such-deck", "UPPER", "a".repeat(65), "-x-", "%00", "..", "a b", "😀", "deck.json"];

function apiDraft(rng: Rng): Draft {
  const roll = rng.int(100);
  if (roll < 8) return { family: "GET /api/decks", method: "GET", path: "/api/decks" };
  if (roll < 18) {
    const id = rng.pick(deckIds());
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
    const id = rng.pick([...cardIds.slice(0, 20), rng.pick(cardIds), "no-such-card", "UPPER", "a".repeat(300), "%00", "x--y"]);
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
  return { family: "/api/<other>", method: rng.pick(STANDARD_METHODS), path: `/api/${rng.pick(["", "admin", "me", "billing", "decks/x/y/z", "v2/decks", "%2e%2e/etc/passwd", rng.chars(ALPHANUM, 8)])}` };
}

const PAGE_OPERATIONS = [
  "SignUp",
  "ConfirmSignUp",
  "ResendConfirmationCode",
  "InitiateAuth",
  "RespondToAuthChallenge",
  "ForgotPassword",
  "ConfirmForgotPassword",
  "GetUser",
  "ChangePassword",
  "GlobalSignOut",
  "RevokeToken",
  "UpdateUserAttributes",
  "VerifyUserAttribute",
  "GetUserAttributeVerificationCode",
  "DeleteUserAttributes",
  "AssociateSoftwareToken",
  "VerifySoftwareToken",
  "ListDevices",
  "GetTokensFromRefreshToken",
];
// Not the destructive pool or client operations: the run needs its pool and app client.
const OTHER_OPERATIONS = ["AdminGetUser", "ListUsers", "AdminCreateUser", "DescribeUserPool", "AdminInitiateAuth", "AddCustomAttributes", "CreateGroup", "GetUserPoolMfaConfig", "ListGroups", "SetUserSettings", "DescribeUserPoolClient"];

function identityBody(rng: Rng, fx: Fixtures, operation: string): unknown {
  const { clientId, userPoolId } = fx.identity.settings;
  const email = rng.chance(0.5) ? `fuzz-${rng.chars(ALPHANUM, 8)}@example.com` : rng.pick(["", "not-an-email", "a@b", "x".repeat(300) + "@example.com"]);
  const password = rng.pick(["correct horse 1", "short", "", "p".repeat(300)]);
  const access = rng.chance(0.5) ? fx.victimAccessToken : rng.pick(fx.oddTokens);
  switch (operation) {
    case "SignUp":
      return { ClientId: clientId, Username: email, Password: password, UserAttributes: [{ Name: "name", Value: "Fuzz" }] };
    case "ConfirmSignUp":
    case "ConfirmForgotPassword":
      return { ClientId: clientId, Username: email, ConfirmationCode: rng.pick(["123456", "000000", ""]), Password: password };
    case "ResendConfirmationCode":
    case "ForgotPassword":
      return { ClientId: clientId, Username: email };
    case "InitiateAuth":
      return {
        ClientId: clientId,
        AuthFlow: rng.pick(["USER_PASSWORD_AUTH", "USER_SRP_AUTH", "REFRESH_TOKEN_AUTH", "REFRESH_TOKEN", "CUSTOM_AUTH", "ADMIN_NO_SRP_AUTH", "JUNK"]),
        AuthParameters: rng.pick([{ USERNAME: email, PASSWORD: password }, { SRP_A: rng.chars("0123456789abcdef", 64), USERNAME: email }, { REFRESH_TOKEN: rng.chance(0.3) ? fx.victimRefreshToken : "junk" }, {}]),
      };
    case "RespondToAuthChallenge":
      return { ClientId: clientId, ChallengeName: rng.pick(["PASSWORD_VERIFIER", "NEW_PASSWORD_REQUIRED", "SMS_MFA", "JUNK"]), Session: rng.chars(B64URL, 40), ChallengeResponses: { USERNAME: email } };
    case "RevokeToken":
      return { ClientId: clientId, Token: rng.chance(0.2) ? fx.victimRefreshToken : rng.chars(B64URL, 40) };
    case "GetTokensFromRefreshToken":
      return { ClientId: clientId, RefreshToken: fx.victimRefreshToken };
    case "UpdateUserAttributes":
      return { AccessToken: access, UserAttributes: [{ Name: rng.pick(["name", "email", "custom:x", ""]), Value: "Fuzz" }] };
    case "VerifyUserAttribute":
      return { AccessToken: access, AttributeName: "email", Code: "123456" };
    case "GetUserAttributeVerificationCode":
    case "DeleteUserAttributes":
      return { AccessToken: access, AttributeName: "email", UserAttributeNames: ["name"] };
    case "ChangePassword":
      // Only ever a wrong previous password: the victim keeps theirs.
      return { AccessToken: access, PreviousPassword: "wrong password 9", ProposedPassword: password };
    default:
      return { AccessToken: access, ClientId: clientId, UserPoolId: rng.chance(0.7) ? userPoolId : "eu-central-1_nope", Username: email, MaxResults: rng.pick([1, 0, -1, 61]) };
  }
}

function identityDraft(rng: Rng, fx: Fixtures): Draft {
  const roll = rng.int(100);
  const { clientId, userPoolId } = fx.identity.settings;
  if (roll < 62) {
    const operation = rng.chance(0.8) ? rng.pick(PAGE_OPERATIONS) : rng.pick(OTHER_OPERATIONS);
    const target = rng.pick([
      `AWSCognitoIdentityProviderService.${operation}`,
      `AWSCognitoIdentityProviderService.${operation}`,
      `AWSCognitoIdentityProviderService.${operation}`,
      `AWSCognitoIdentityProviderService.${rng.chars(ALPHANUM, 8)}`,
      "AWSCognitoIdentityProviderService.",
      "AWSCognitoIdentityProviderService",
      `.${operation}`,
      `a.${operation}.b`,
      "x".repeat(3000),
      "AWSCognitoIdentityProviderService.constructor",
      "AWSCognitoIdentityProviderService.__proto__",
      "AWSCognitoIdentityProviderService.toString",
      "",
    ]);
    const headers: [string, string][] = rng.chance(0.95) ? [["X-Amz-Target", target]] : [];
    if (rng.chance(0.05)) headers.push(["X-Amz-Target", target]);
    if (rng.chance(0.1)) headers.push(["X-Amz-User-Agent", junkHeaderValue(rng)]);
    const base = identityBody(rng, fx, operation);
    if (rng.chance(0.45)) {
      // A request the proxy passes on, its fields wrong: what the emulator itself makes of them.
      const wellFormed: [string, string][] = [["X-Amz-Target", `AWSCognitoIdentityProviderService.${rng.pick(PAGE_OPERATIONS)}`]];
      const fields = rng.chance(0.85) ? mutate(rng, base) : base;
      const object = typeof fields === "object" && fields !== null && !Array.isArray(fields) ? fields : { ClientId: fields };
      return { family: "POST /identity/ (well-formed)", method: "POST", path: "/identity/", contentType: "application/x-amz-json-1.1", body: enc.encode(JSON.stringify(object)), headers: wellFormed, wellFormed: true };
    }
    return { family: "POST /identity/", method: "POST", path: "/identity/", contentType: "application/x-amz-json-1.1", body: jsonBody(rng, base, 64 * 1024), headers };
  }
  const authorize = {
    client_id: rng.chance(0.8) ? clientId : rng.chars(ALPHANUM, 26),
    redirect_uri: rng.pick(["http://localhost:3999/auth-callback", "https://evil.example/cb", "", "javascript:alert(1)"]),
    response_type: "code",
    code_challenge: "E9Melhoa2OwvFrEMTJguCHaoeK1t8URWbuGJSstw-cM",
    code_challenge_method: "S256",
    scope: "openid email profile",
    state: rng.chars(ALPHANUM, 32),
  };
  const form = (fields: Record<string, unknown>) => {
    const params = new URLSearchParams();
    for (const [key, value] of Object.entries(fields)) {
      if (rng.chance(0.08)) continue;
      params.append(key, typeof value === "string" ? value : JSON.stringify(value));
      if (rng.chance(0.05)) params.append(key, String(junkValue(rng)).slice(0, 100));
    }
    if (rng.chance(0.3)) params.append(rng.pick(["username", "password", "redirect_uri", "extra", "__proto__", "client_id[]"]), String(junkValue(rng)).slice(0, 3000));
    return params.toString();
  };
  const formBody = (fields: Record<string, unknown>) =>
    rng.chance(0.8) ? enc.encode(form(fields)) : encodeBody(rng, mutate(rng, fields), 64 * 1024);
  if (roll < 72) {
    const query = rng.chance(0.85) ? form(authorize) : rng.chars(PRINTABLE, 40);
    return { family: "GET /identity/oauth2/authorize", method: "GET", path: `/identity/oauth2/authorize?${query}` };
  }
  if (roll < 80) {
    const fields = { ...authorize, username: rng.pick([`fuzz-${rng.chars(ALPHANUM, 5)}@example.com`, ""]), password: rng.pick(["correct horse 1", "x"]) };
    return { family: "POST /identity/oauth2/authorize", method: "POST", path: "/identity/oauth2/authorize", contentType: "application/x-www-form-urlencoded", body: formBody(fields) };
  }
  if (roll < 88) {
    const fields = rng.pick([
      { grant_type: "authorization_code", code: rng.chars(ALPHANUM, 20), redirect_uri: authorize.redirect_uri, client_id: clientId, code_verifier: rng.chars(ALPHANUM, 43) },
      { grant_type: "refresh_token", refresh_token: rng.chance(0.3) ? fx.victimRefreshToken : rng.chars(B64URL, 50), client_id: clientId },
      { grant_type: rng.pick(["client_credentials", "password", "", "junk"]), client_id: clientId },
    ]);
    return { family: "POST /identity/oauth2/token", method: "POST", path: "/identity/oauth2/token", contentType: "application/x-www-form-urlencoded", body: formBody(fields) };
  }
  if (roll < 93) {
    const pool = rng.pick([
      userPoolId,
      "eu-central-1_nope",
      "%2e%2e",
      "a".repeat(500),
      "x%00",
      "health%3F",
      // A decoded parameter must not become another emulator path (its login page, reflecting the query).
      `oauth2%2Fauthorize%3Fclient_id%3D${clientId}%26redirect_uri%3Dhttp%3A%2F%2Flocalhost%3A3999%2Fauth-callback%26response_type%3Dcode%26code_challenge%3Dx%26code_challenge_method%3DS256%26state%3D%22%3E%3Cscript%3Ealert(1)%3C%2Fscript%3E%23`,
    ]);
    return { family: "GET /identity/:pool/.well-known/jwks.json", method: "GET", path: `/identity/${pool}/.well-known/jwks.json` };
  }
  if (roll < 96) {
    const target = rng.pick(["/", "/decks", "//evil.example", "https://evil.example/", "javascript:alert(1)", "http://[::1", "%00", "/\\evil.example", "http://localhost:3999/x"]);
    return { family: "GET /identity/logout", method: "GET", path: `/identity/logout?logout_uri=${encodeURIComponent(target)}` };
  }
  return { family: "/identity/<other>", method: rng.pick(STANDARD_METHODS), path: `/identity/${rng.pick(["health", "oauth2/userInfo", "login", `${userPoolId}/.well-known/openid-configuration`, "_control/reset", rng.chars(ALPHANUM, 6)])}` };
}

/** Stripe's events, of the types the webhook handles, with their objects broken some of the time. */
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

function makeCase(index: number, fx: Fixtures): FuzzCase {
  const rng = new Rng(caseSeed(index));
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

// ---------------------------------------------------------------------------------------------
// Sending and judging.

interface Outcome {
  case: FuzzCase;
  status: number;
  contentType: string;
  text: string;
  problems: string[];
}

/** Stack frames, our file paths, error dumps: what no answer may show. */
const LEAKS: { name: string; pattern: RegExp; errorsOnly?: boolean }[] = [
  { name: "stack frame", pattern: /\bat (?:async )?[\w$.<>[\] ]*\(?(?:file:\/\/|node:|\/)[^\s)]*:\d+(?::\d+)?\)?/ },
  { name: "stack frame", pattern: /\n\s+at \S/ },
  { name: "internal path", pattern: /\/work\/[\w./-]*/ },
  { name: "internal path", pattern: /node_modules[\w./-]*/ },
  { name: "internal path", pattern: /\b(?:server|scripts|src)\/[\w/.-]+\.(?:ts|js|mjs|cjs)\b/ },
  { name: "internal path", pattern: /\/tmp\/spark-[\w./-]*/ },
  { name: "error dump", pattern: /\b[A-Z]\w*Error: [^"]*/, errorsOnly: true },
  { name: "error dump", pattern: /"stack"\s*:/, errorsOnly: true },
];

function decode(bytes: Buffer, encoding: string | null): Buffer {
  switch ((encoding ?? "").toLowerCase()) {
    case "gzip":
      return gunzipSync(bytes);
    case "br":
      return brotliDecompressSync(bytes);
    case "deflate":
      return inflateSync(bytes);
    default:
      return bytes;
  }
}

/** The request as text, so that an answer echoing the request's own path is not taken for a leak. */
function requestText(c: FuzzCase): string {
  let url = c.url;
  try {
    url = decodeURIComponent(c.url);
  } catch {
    // an invalid escape: the raw URL it is
  }
  const body = c.body ? Buffer.from(c.body.subarray(0, 100_000)).toString("utf8") : "";
  return `${c.url}\n${url}\n${c.headers.map(([n, v]) => `${n}: ${v}`).join("\n")}\n${body}`;
}

function judge(c: FuzzCase, status: number, contentType: string, text: string): string[] {
  const problems: string[] = [];
  const isPayments = new URL(c.url).pathname.startsWith("/payments/");
  if (status >= 500 && !(c.signedWebhook && status < 600)) problems.push(`status ${status}`);
  if (status < 100 || status > 599) problems.push(`status ${status} out of range`);
  const hasBody = text.length > 0;
  if (status >= 400 && c.method !== "HEAD") {
    const json = /\bjson\b/i.test(contentType);
    const html = isPayments && /^text\/html\b/i.test(contentType);
    if (!hasBody) problems.push("empty error body");
    else if (!json && !html) problems.push(`error body is ${contentType || "untyped"}, not JSON`);
  }
  if (hasBody && /\bjson\b/i.test(contentType)) {
    try {
      JSON.parse(text);
    } catch {
      problems.push("body is not valid JSON");
    }
  }
  if (/^text\/html\b/i.test(contentType) && text.includes("<script>alert(1)</script>")) problems.push("markup from the request reflected in a page");
  const sent = requestText(c);
  for (const { name, pattern, errorsOnly } of LEAKS) {
    if (errorsOnly && status < 400) continue;
    const match = pattern.exec(text);
    if (match && !sent.includes(match[0].trim())) problems.push(`${name}: ${JSON.stringify(match[0].slice(0, 80))}`);
  }
  return problems;
}

/** The fetch Request for a case, or null when fetch itself refuses it (a method or header value Node's parser would refuse too). */
function build(c: FuzzCase): Request | null {
  try {
    return new Request(c.url, { method: c.method, headers: c.headers, body: c.body as BodyInit | null });
  } catch {
    return null;
  }
}

async function exchange(app: ReturnType<typeof createApp>, c: FuzzCase, request: Request): Promise<Outcome> {
  const env = { incoming: { socket: { remoteAddress: c.remoteAddress, remotePort: 40_000, remoteFamily: c.remoteAddress.includes(":") ? "IPv6" : "IPv4" } } };
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new Error(`no answer within ${REQUEST_TIMEOUT_MS / 1000} s`)), REQUEST_TIMEOUT_MS);
  });
  try {
    const res = await Promise.race([app.request(request, undefined, env), timeout]);
    const raw = Buffer.from(await Promise.race([res.arrayBuffer(), timeout]));
    const contentType = res.headers.get("content-type") ?? "";
    let text: string;
    try {
      // A HEAD answer names the encoding of the body it leaves out.
      text = raw.length === 0 ? "" : decode(raw, res.headers.get("content-encoding")).toString("utf8");
    } catch {
      return { case: c, status: res.status, contentType, text: raw.toString("latin1"), problems: [`body does not decode as ${res.headers.get("content-encoding")}`] };
    }
    return { case: c, status: res.status, contentType, text, problems: judge(c, res.status, contentType, text) };
  } catch (error) {
    return { case: c, status: -1, contentType: "", text: String(error), problems: [`threw: ${String(error).slice(0, 200)}`] };
  } finally {
    clearTimeout(timer);
  }
}

const excerpt = (text: string, max: number) => JSON.stringify(text.length > max ? `${text.slice(0, max)}…(${text.length})` : text);

/** One line per failure, enough to reproduce it: FUZZ_SEED and FUZZ_CASE run it again alone. */
function describeFailure(o: Outcome): string {
  const c = o.case;
  const body = c.body ? `${c.body.length} B ${excerpt(Buffer.from(c.body.subarray(0, 200)).toString("utf8"), 100)}` : "none";
  const headers = c.headers.map(([n, v]) => `${n}: ${v.length > 60 ? `${v.slice(0, 60)}…` : v}`).join(" | ");
  return [
    `#${c.index} [${c.family}] ${c.method} ${excerpt(c.url, 160)} → ${o.status} ${o.contentType}: ${o.problems.join("; ")}`,
    `    headers: ${headers || "none"}`,
    `    body: ${body}`,
    `    answer: ${excerpt(o.text, 240)}`,
  ].join("\n");
}

// ---------------------------------------------------------------------------------------------

describe(`fuzz: ${REQUESTS} seeded malformed requests (seed ${SEED})`, () => {
  let handle: DatabaseHandle;
  let identity: TestIdentity;
  let payments: TestPayments;
  let app: ReturnType<typeof createApp>;
  let fixtures: Fixtures;

  beforeAll(async () => {
    [identity, payments, handle] = await Promise.all([startTestIdentity(), startTestPayments(), openEmptyDatabase({ kind: "memory" })]);
    await migrate(handle.db);
    await seedDecks(handle.db, content);
    const { settings } = identity;
    app = createApp({
      db: handle.db,
      staticDir: makeBuiltApp(),
      auth: { settings, verifier: accessTokenVerifierFor(settings), adminToken: ADMIN_TOKEN },
      billing: payments.billing,
    });
    payments.serve(app);

    const viaProxy = (init: RequestInit) => app.request("/identity/", init);
    const stamp = Date.now();
    const [owner, plain, victim] = [
      await signUpAndSignIn(viaProxy, settings.clientId, `fuzz-owner-${stamp}@example.com`),
      await signUpAndSignIn(viaProxy, settings.clientId, `fuzz-plain-${stamp}@example.com`),
      await signUpAndSignIn(viaProxy, settings.clientId, `fuzz-victim-${stamp}@example.com`),
    ];
    const grant = await app.request(
      "/api/admin/entitlements",
      { method: "POST", headers: { "Content-Type": "application/json", "X-Admin-Token": ADMIN_TOKEN }, body: JSON.stringify({ userId: owner.sub, allAccess: true }) },
      { incoming: { socket: { remoteAddress: "127.0.0.1" } } },
    );
    expect(grant.status).toBe(200);

    // Tokens signed with the emulator's key (trusted in local mode): valid ones for more people (the
    // per-person limits), and valid signatures around odd claims.
    const key = emulatorPrivateKey();
    const now = Math.floor(Date.now() / 1000);
    const issuer = `${settings.localEndpoint}/${settings.userPoolId}`;
    const claims = (more: Record<string, unknown>) => ({ iss: issuer, client_id: settings.clientId, token_use: "access", iat: now, exp: now + 3600, ...more });
    const forged = (more: Record<string, unknown>) => signJwt(claims(more), key);
    const goodTokens = [
      owner.tokens.AccessToken,
      plain.tokens.AccessToken,
      ...Array.from({ length: 40 }, (_, i) => forged({ sub: `00000000-0000-4000-8000-${String(i).padStart(12, "0")}`, username: `fuzz-${i}` })),
    ];
    const oddTokens = [
      forged({ sub: "" }),
      forged({ sub: 42 }),
      forged({ sub: null }),
      forged({ sub: ["a"] }),
      forged({ sub: "a\u0000b" }),
      forged({ sub: "\ud800" }),
      forged({ sub: "x".repeat(5000) }),
      forged({ sub: "😀 ünïcödé" }),
      forged({ sub: "' OR 1=1 --" }),
      forged({ sub: "ok", username: { nested: true } }),
      forged({ sub: "ok", exp: now - 60 }),
      forged({ sub: "ok", exp: "tomorrow" }),
      forged({ sub: "ok", nbf: now + 3600 }),
      forged({ sub: "ok", token_use: "id" }),
      forged({ sub: "ok", client_id: "someone-else" }),
      forged({ sub: "ok", iss: "https://evil.example" }),
      signJwt(claims({ sub: "ok" }), key, "unknown-kid"),
      signJwt(claims({ sub: "ok" }), key, "x".repeat(3000)),
      owner.tokens.IdToken,
      owner.tokens.RefreshToken,
    ];
    fixtures = {
      identity,
      webhookSecret: payments.billing.settings.webhookSecret,
      goodTokens,
      oddTokens,
      victimAccessToken: victim.tokens.AccessToken,
      victimRefreshToken: victim.tokens.RefreshToken,
    };
  });

  afterAll(async () => {
    await payments?.stop();
    await identity?.stop();
    await handle?.close();
  });

  it(
    "answers every one below 500 (but a signed webhook that failed), errors as JSON without internals, and stays healthy",
    async () => {
      const outcomes: Outcome[] = [];
      let refused = 0;
      // The server's own logs of what it refused or failed: counted, not printed per request.
      const logged: string[] = [];
      const keep = (...args: unknown[]) => {
        logged.push(args.map((a) => (a instanceof Error ? `${a.name}: ${a.message}` : String(a))).join(" ").slice(0, 300));
      };
      const errorSpy = vi.spyOn(console, "error").mockImplementation(keep);
      const warnSpy = vi.spyOn(console, "warn").mockImplementation(keep);
      const started = performance.now();
      try {
        // Cases in index order until REQUESTS have been sent (a case fetch refuses to build is skipped).
        let nextIndex = ONLY_CASE ?? 0;
        let claimed = 0;
        const total = ONLY_CASE === null ? REQUESTS : 1;
        const worker = async () => {
          while (claimed < total) {
            const c = makeCase(nextIndex++, fixtures);
            const request = build(c);
            if (!request) {
              refused += 1;
              if (ONLY_CASE !== null) break;
              continue;
            }
            claimed += 1;
            outcomes.push(await exchange(app, c, request));
          }
        };
        await Promise.all(Array.from({ length: ONLY_CASE === null ? CONCURRENCY : 1 }, worker));
      } finally {
        errorSpy.mockRestore();
        warnSpy.mockRestore();
      }
      const seconds = (performance.now() - started) / 1000;
      outcomes.sort((a, b) => a.case.index - b.case.index);

      const histogram: Record<string, number> = {};
      for (const o of outcomes) histogram[o.status] = (histogram[o.status] ?? 0) + 1;
      const byFamily: Record<string, Record<string, number>> = {};
      for (const o of outcomes) {
        const row = (byFamily[o.case.family] ??= {});
        row[o.status] = (row[o.status] ?? 0) + 1;
      }
      const failures = outcomes.filter((o) => o.problems.length > 0);
      const failuresByFamily: Record<string, Record<string, number>> = {};
      for (const o of failures) {
        const row = (failuresByFamily[o.case.family] ??= {});
        row[o.status] = (row[o.status] ?? 0) + 1;
      }
      const lines = [
        `fuzz seed ${SEED}: ${outcomes.length} requests sent (${refused} cases skipped: fetch's Request refused them) in ${seconds.toFixed(1)} s, concurrency ${CONCURRENCY}`,
        `statuses: ${JSON.stringify(histogram)}`,
        ...Object.entries(byFamily)
          .sort(([a], [b]) => a.localeCompare(b))
          .map(([family, row]) => `  ${family}: ${JSON.stringify(row)}`),
        `server log lines (console.error/warn): ${logged.length}, most frequent:`,
        ...Object.entries(
          logged.reduce<Record<string, number>>((counts, line) => {
            // Alike lines counted together: ids, numbers and quoted values left out.
            const key = line.replace(/"[^"]*"|\b\w*\d\w*\b/g, "…").slice(0, 120);
            counts[key] = (counts[key] ?? 0) + 1;
            return counts;
          }, {}),
        )
          .sort(([, a], [, b]) => b - a)
          .slice(0, 8)
          .map(([line, count]) => `  ${count} × ${line}`),
      ];
      if (failures.length > 0) {
        lines.push(`${failures.length} failing answers by route and status: ${JSON.stringify(failuresByFamily)}`);
        lines.push(...failures.slice(0, 8).map(describeFailure));
        lines.push(`(reproduce one: FUZZ_SEED=${SEED} FUZZ_CASE=<#> npx vitest run --project api server/fuzz.test.ts)`);
      }
      console.log(lines.join("\n"));
      if (process.env.FUZZ_REPORT) writeFileSync(process.env.FUZZ_REPORT, `${lines.join("\n")}\n\n${failures.map(describeFailure).join("\n")}\n`);

      expect(outcomes.length).toBe(ONLY_CASE === null ? REQUESTS : 1);
      expect(failures.map(describeFailure).slice(0, 8)).toEqual([]);

      // Still healthy: the API, the database behind it, the identity emulator behind the proxy.
      const health = await app.request("/api/health");
      expect(health.status).toBe(200);
      const decks = await app.request("/api/decks");
      expect(decks.status).toBe(200);
      expect(((await decks.json()) as unknown[]).length).toBe(content.length);
      const premium = await app.request(`/api/decks/${premiumDeck.deckId}/cards`, { headers: { Authorization: `Bearer ${fixtures.goodTokens[0]}` } });
      expect(premium.status).toBe(200);
      expect(((await premium.json()) as { preview: boolean }).preview).toBe(false);
      const jwks = await app.request(`/identity/${identity.settings.userPoolId}/.well-known/jwks.json`);
      expect(jwks.status).toBe(200);
    },
    240_000,
  );
});
