// A response body made once and sent many times: its bytes, a brotli and a gzip copy, and each
// one's ETag, all computed when it is prepared, not per request. The built web app's files
// (static-files.ts) and the public deck answers (decks/public-decks.ts) are sent this way, so a
// request costs a lookup and a buffer write: no JSON serialising, no compression, no hashing.
import { createHash } from "node:crypto";
import type { Context } from "hono";
import { brotliCompressSync, constants, gzipSync } from "node:zlib";

export interface Variant {
  body: Uint8Array<ArrayBuffer>;
  /** Per variant: each encoding is its own representation, with its own validator. */
  etag: string;
}

interface EncodedVariant {
  name: string;
  accepted: RegExp;
  variant: Variant;
}

export interface PreparedBody {
  type: string;
  identity: Variant;
  /** Compressed copies, best first. */
  encoded: EncodedVariant[];
}

export const ENCODINGS = [
  { name: "br", suffix: ".br", accepted: /\bbr\b/ },
  { name: "gzip", suffix: ".gz", accepted: /\bgzip\b/ },
] as const;

export function variant(body: Buffer): Variant {
  return { body: new Uint8Array(body), etag: `"${createHash("sha1").update(body).digest("base64url").slice(0, 22)}"` };
}

/** Below this a compressed copy saves less than its own headers cost. */
export const MIN_COMPRESS_BYTES = 512;

/** The brotli and gzip copies of a body, at the highest levels: made once, sent many times. */
export function compressedCopies(body: Buffer): { br: Buffer; gzip: Buffer } {
  const brotli = { [constants.BROTLI_PARAM_QUALITY]: constants.BROTLI_MAX_QUALITY, [constants.BROTLI_PARAM_SIZE_HINT]: body.length };
  return { br: brotliCompressSync(body, { params: brotli }), gzip: gzipSync(body, { level: 9 }) };
}

/** A JSON value as the bytes the API sends, with compressed copies for a body worth compressing. */
export function prepareJson(value: unknown): PreparedBody {
  const body = Buffer.from(JSON.stringify(value));
  if (body.length < MIN_COMPRESS_BYTES) return { type: "application/json", identity: variant(body), encoded: [] };
  const copies = compressedCopies(body);
  return {
    type: "application/json",
    identity: variant(body),
    encoded: [
      { ...ENCODINGS[0], variant: variant(copies.br) },
      { ...ENCODINGS[1], variant: variant(copies.gzip) },
    ],
  };
}

/**
 * A page drawn for one request (server/http/device-pages.ts): compressed quickly, at the levels a
 * web server compresses on the fly, not the highest.
 */
export function preparePage(html: string): PreparedBody {
  const body = Buffer.from(html);
  const brotli = { [constants.BROTLI_PARAM_QUALITY]: 5, [constants.BROTLI_PARAM_SIZE_HINT]: body.length };
  return {
    type: "text/html; charset=utf-8",
    identity: variant(body),
    encoded: [
      { ...ENCODINGS[0], variant: variant(brotliCompressSync(body, { params: brotli })) },
      { ...ENCODINGS[1], variant: variant(gzipSync(body, { level: 6 })) },
    ],
  };
}

const stripWeak = (tag: string) => tag.replace(/^W\//, "");

/**
 * Sends the variant the client accepts, with its ETag, or 304 when the client holds it already.
 * The caller sets Cache-Control (and any Vary beyond Accept-Encoding) first: a 304 keeps them.
 */
export function sendPrepared(c: Context, prepared: PreparedBody): Response {
  const accepts = c.req.header("Accept-Encoding") ?? "";
  const encoded = prepared.encoded.find(({ accepted }) => accepted.test(accepts));
  const { body, etag } = encoded?.variant ?? prepared.identity;
  const vary = c.res.headers.get("Vary");
  c.header("Vary", vary ? `${vary}, Accept-Encoding` : "Accept-Encoding");
  c.header("ETag", etag);
  const ifNoneMatch = c.req.header("If-None-Match");
  if (ifNoneMatch && (ifNoneMatch.trim() === "*" || (ifNoneMatch.match(/(?:W\/)?"[^"]*"/g) ?? []).some((tag) => stripWeak(tag) === etag))) {
    return c.body(null, 304);
  }
  if (encoded) c.header("Content-Encoding", encoded.name);
  c.header("Content-Type", prepared.type);
  c.header("Content-Length", String(body.byteLength));
  if (c.req.method === "HEAD") return c.body(null, 200);
  return c.body(body, 200);
}
