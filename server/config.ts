import path from "node:path";
import type { DatabaseTarget } from "./db/database";
import { readIdentitySettings, type IdentitySettings } from "./auth/settings";
import { readBillingSettings, type BillingSettings } from "./billing";
import { readAnalyticsSettings, type AnalyticsSettings } from "./analytics";

export interface ServerConfig {
  port: number;
  host: string;
  database: DatabaseTarget;
  dataDir: string;
  staticDir: string;
  /** The public origin (APP_ORIGIN), e.g. https://sparkdecks.example; null = unset. */
  publicOrigin: string | null;
  /** The user pool (COGNITO_* variables); null = sign-in not configured, every caller anonymous. */
  identity: IdentitySettings | null;
  /** Guards the local-only admin routes; main.ts generates one in local mode when unset. */
  adminToken: string | null;
  /** Payments (STRIPE_* and APP_ORIGIN variables); null = off. */
  billing: BillingSettings | null;
  /** GA4 forwarding (GA_* variables) and trusted proxies for the events' rate limit. */
  analytics: AnalyticsSettings;
}

function readPublicOrigin(value: string | undefined): string | null {
  const trimmed = value?.trim();
  if (!trimmed) return null;
  let url: URL | null = null;
  try {
    url = new URL(trimmed);
  } catch {
    // refused below
  }
  if (!url || (url.protocol !== "http:" && url.protocol !== "https:") || url.pathname !== "/" || url.search || url.hash) {
    throw new Error(`APP_ORIGIN must be an http(s) origin like https://sparkdecks.example, not "${value}"`);
  }
  return url.origin;
}

export function readConfig(env: NodeJS.ProcessEnv = process.env): ServerConfig {
  const port = Number.parseInt(env.PORT ?? "8080", 10);
  if (!Number.isInteger(port) || port < 0 || port > 65535) throw new Error(`PORT must be a port number, not "${env.PORT}"`);
  const dataDir = path.resolve(env.DATA_DIR ?? ".data");
  return {
    port,
    host: env.HOST ?? "0.0.0.0",
    dataDir,
    database: env.DATABASE_URL ? { kind: "postgres", url: env.DATABASE_URL } : { kind: "pglite", dataDir },
    staticDir: path.resolve(env.STATIC_DIR ?? "dist"),
    publicOrigin: readPublicOrigin(env.APP_ORIGIN),
    identity: readIdentitySettings(env),
    adminToken: env.ADMIN_TOKEN?.trim() || null,
    billing: readBillingSettings(env),
    analytics: readAnalyticsSettings(env, port),
  };
}
