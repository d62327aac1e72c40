// Rate limits on every write and sign-in path, with rate-limiter-flexible: per client (the
// caller's address, or a person or a device id where the route knows one), a fixed window each,
// and a 429 JSON answer with Retry-After past the limit.
//
// Where the counts live: in this instance's memory by default (PGlite is one process anyway), so
// with several instances each allows its share. With PostgreSQL (DATABASE_URL) the counts are
// shared through the rate_limits table, so the limit holds across instances; should the database
// not answer, each instance falls back to its own memory (the library's insurance limiter) rather
// than refusing or letting everything through.
import { getConnInfo } from "@hono/node-server/conninfo";
import type { Context, MiddlewareHandler } from "hono";
import { CompiledQuery, type Kysely } from "kysely";
import { RateLimiterMemory, RateLimiterPostgres, RateLimiterRes, type RateLimiterAbstract } from "rate-limiter-flexible";
import type { Database } from "../db/schema";
import { apiError } from "./errors";

export interface Limit {
  /** Requests allowed per window. */
  points: number;
  windowMs: number;
}

type Taken = { ok: true } | { ok: false; retryAfterSeconds: number };

export interface Limiter {
  take(key: string): Promise<Taken>;
  /** Returns a point taken for something that then did not happen (what counts is only what was made). */
  giveBack(key: string): Promise<void>;
  /** Whether the key has points left, taking none (a limit on failures only: check first, take on a failure). */
  peek(key: string): Promise<Taken>;
}

export interface RateLimitSettings {
  /** Share the counts through this PostgreSQL database (the rate_limits table); null = this instance's memory. */
  shared?: Kysely<Database> | null;
  /** Proxies in front that append to X-Forwarded-For; 0 = use the connection's address. */
  trustedProxyHops?: number;
}

/** rate-limiter-flexible's Postgres store asks a pg client's query({ text, values }): ours goes through Kysely. */
function kyselyClient(db: Kysely<Database>) {
  return {
    query: async ({ text, values }: { text: string; values?: unknown[] }) => ({
      rows: (await db.executeQuery(CompiledQuery.raw(text, values ?? []))).rows,
    }),
  };
}

/** A factory of named limiters, all in memory or all shared through the database. */
export function limiters({ shared = null }: RateLimitSettings = {}) {
  return (name: string, { points, windowMs }: Limit): Limiter => {
    const duration = Math.max(1, Math.round(windowMs / 1000));
    const memory = new RateLimiterMemory({ keyPrefix: name, points, duration });
    const limiter: RateLimiterAbstract = shared
      ? new RateLimiterPostgres({
          storeClient: kyselyClient(shared),
          storeType: "pool",
          tableName: "rate_limits",
          tableCreated: true, // by the migration, not by the library at start
          keyPrefix: name,
          points,
          duration,
          insuranceLimiter: memory,
        })
      : memory;
    return {
      async take(key) {
        try {
          await limiter.consume(key);
          return { ok: true };
        } catch (caught) {
          if (caught instanceof RateLimiterRes) {
            return { ok: false, retryAfterSeconds: Math.max(1, Math.ceil(caught.msBeforeNext / 1000)) };
          }
          // The store failed and so did its insurance: a limit is not worth refusing people over.
          console.error(`Rate limit ${name} could not be checked:`, caught);
          return { ok: true };
        }
      },
      async peek(key) {
        try {
          const used = await limiter.get(key);
          if (used && used.consumedPoints >= points) return { ok: false, retryAfterSeconds: Math.max(1, Math.ceil(used.msBeforeNext / 1000)) };
        } catch (caught) {
          console.error(`Rate limit ${name} could not be read:`, caught);
        }
        return { ok: true };
      },
      async giveBack(key) {
        try {
          await limiter.reward(key, 1);
        } catch (caught) {
          console.error(`Rate limit ${name} could not give a point back:`, caught);
        }
      },
    };
  };
}

/** The caller's address: the connection's, or with trusted proxies the one the outermost proxy saw. */
export function callerAddress(c: Context, trustedProxyHops: number): string {
  if (trustedProxyHops > 0) {
    const forwarded = (c.req.header("X-Forwarded-For") ?? "").split(",").map((part) => part.trim()).filter(Boolean);
    const seen = forwarded[forwarded.length - trustedProxyHops];
    if (seen) return seen;
  }
  try {
    return getConnInfo(c).remote.address ?? "unknown";
  } catch {
    return "unknown"; // not served by @hono/node-server (app.request in tests)
  }
}

/** 429 JSON with Retry-After. */
export function tooManyRequests(c: Context, retryAfterSeconds: number, message: string) {
  c.header("Retry-After", String(retryAfterSeconds));
  return apiError(c, 429, "rate_limited", `${message} Try again in ${retryAfterSeconds} s.`);
}

/**
 * Middleware: `limit` requests per window per key (by default the caller's address); past it a 429.
 * Only the methods given count (reads are not limited here).
 */
export function rateLimit(
  limiter: Limiter,
  { key, message, methods = ["POST", "PUT", "PATCH", "DELETE"] }: { key: (c: Context) => string; message: string; methods?: string[] },
): MiddlewareHandler {
  return async (c, next) => {
    if (!methods.includes(c.req.method)) return next();
    const taken = await limiter.take(key(c));
    if (!taken.ok) return tooManyRequests(c, taken.retryAfterSeconds, message);
    await next();
  };
}
