// Junk of every kind for the fuzz's cases: values, bodies, headers, tokens, paths and methods.
import type { Rng } from "./rng";
import type { Body, Fixtures } from "./types";

/** The admin token of the fuzz's app (its admin routes are fuzzed with it too). */
export const ADMIN_TOKEN = "fuzz-admin-token";

/** The largest body a case sends. */
export const MAX_BODY_BYTES = 1_200_000;

export const ALPHANUM = "abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789";
export const B64URL = `${ALPHANUM}-_`;
export const PRINTABLE = Array.from({ length: 95 }, (_, i) => String.fromCharCode(32 + i)).join("");
const LATIN1_JUNK = `${PRINTABLE}\u00a0\u00e9\u00ff\u0080\u0085\u00ad\u00c3\u00bf`;
const TOKEN_CHARS = `${ALPHANUM}!#$%&'*+-.^_\`|~`;
export const enc = new TextEncoder();

export const STANDARD_METHODS = ["GET", "HEAD", "POST", "PUT", "DELETE", "PATCH", "OPTIONS"];
export const ODD_METHODS = ["PROPFIND", "MKCOL", "LOCK", "PURGE", "FOO", "get", "Post", "M-SEARCH", "X".repeat(100), "QUERY", "LINK", "REPORT"];

/** Values a JSON field should not have. */
export function junkValue(rng: Rng, depth = 0): unknown {
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
export function mutate(rng: Rng, base: unknown): unknown {
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
export function encodeBody(rng: Rng, value: unknown, limit: number): Uint8Array {
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
  if (roll < 67) return enc.encode(text.replace(/"/, '"\u0000')); // a raw NUL
  if (roll < 69) return enc.encode(text.replace(/"(?=[^"]*"\s*[,}\]])/, rng.pick(['"\\u0000', '"\\u001b', '"\\u0085', '"\u0085']))); // a NUL (or ESC, NEL) escaped: valid JSON
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

export function junkHeaderValue(rng: Rng): string {
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
export function contentType(rng: Rng, right: string): string | null {
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

export function authorization(rng: Rng, fx: Fixtures): string | null {
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
export function junkHeaders(rng: Rng, body: Body): [string, string][] {
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
  (rng, p) => `${p}${rng.pick(["%1b", "%7F", "%C2%85", "%0d%0a"])}`,
  (rng, p) => `${p}?${rng.pick(["q=%00", "a%00=1", "q=%C2%9f", "q=a+%1F"])}`,
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

export function mutatePath(rng: Rng, path: string): string {
  if (!rng.chance(0.28)) return path;
  const times = rng.chance(0.8) ? 1 : 2;
  let out = path;
  for (let i = 0; i < times; i += 1) out = rng.pick(PATH_MUTATIONS)(rng, out);
  return out;
}

export function mutateMethod(rng: Rng, method: string): string {
  if (!rng.chance(0.22)) return method;
  return rng.chance(0.75) ? rng.pick(STANDARD_METHODS) : rng.pick(ODD_METHODS);
}

export const ORIGINS = ["http://localhost", "http://localhost:3999", "http://127.0.0.1:8080", "https://sparkdecks.example", "http://[::1]:8080"];

export const ADDRESSES = Array.from({ length: 400 }, (_, i) => `10.${(i >> 8) & 255}.${i & 255}.${(i * 7) & 255}`);


/** A JSON body for a route: its right shape, broken. */
export function jsonBody(rng: Rng, base: unknown, limit: number): Uint8Array {
  return encodeBody(rng, rng.chance(0.2) ? base : mutate(rng, base), limit);
}
