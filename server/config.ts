// The server's settings, read once from the environment at start (docs/configuration.md).
import path from "node:path";
import type { DatabaseTarget } from "./db/database";
import { readIdentitySettings, type IdentitySettings } from "./auth/settings";
import { readBillingSettings, type BillingSettings } from "./billing";
import { readAnalyticsSettings, type AnalyticsSettings } from "./analytics";

export interface ServerConfig {
  port: number;
  /** HOST; unset: 127.0.0.1 in local mode (see localTrust), else every interface. */
  host: string;
  /**
   * Printed at start when a local-mode server is put on the network (HOST set to a non-loopback
   * address): what anyone who reaches it could then do. Null otherwise.
   */
  networkWarning: string | null;
  /** A local-mode server on loopback: it answers requests addressed to localhost only (no DNS rebinding). */
  loopbackOnly: boolean;
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

/**
 * What a server trusts in local mode that anyone can forge: the identity emulator's signing key
 * ships inside the cognito-local package, and the payment emulator signs its webhooks with a
 * secret its own code names. Empty when the server trusts neither (production, or nothing set up).
 */
function localTrust(identity: IdentitySettings | null, billing: BillingSettings | null): string[] {
  const trusted: string[] = [];
  if (identity?.localEndpoint) trusted.push("sign-in tokens signed with the identity emulator's key, which is published with cognito-local");
  if (billing?.localEndpoint) trusted.push("payment webhooks signed with the payment emulator's secret");
  return trusted;
}

const LOOPBACK_HOSTS = new Set(["127.0.0.1", "::1", "localhost", "[::1]"]);

const isLoopback = (host: string) => LOOPBACK_HOSTS.has(host.toLowerCase()) || host.startsWith("127.");

function networkWarning(host: string, port: number, trusted: string[]): string | null {
  if (trusted.length === 0 || isLoopback(host)) return null;
  return [
    `WARNING: HOST=${host} puts this local-mode server on the network (port ${port}).`,
    `It trusts ${trusted.join(", and ")}.`,
    "Anyone who can reach this port can sign in as any user and unlock any deck without paying.",
    "Use it only on a network you trust, or leave HOST unset to listen on 127.0.0.1 only.",
  ].join("\n");
}

export function readConfig(env: NodeJS.ProcessEnv = process.env): ServerConfig {
  const port = Number.parseInt(env.PORT ?? "8080", 10);
  if (!Number.isInteger(port) || port < 0 || port > 65535) throw new Error(`PORT must be a port number, not "${env.PORT}"`);
  const dataDir = path.resolve(env.DATA_DIR ?? ".data");
  const identity = readIdentitySettings(env);
  const billing = readBillingSettings(env);
  const trusted = localTrust(identity, billing);
  // A local-mode server answers this machine only, unless HOST says otherwise.
  const host = env.HOST?.trim() || (trusted.length > 0 ? "127.0.0.1" : "0.0.0.0");
  return {
    port,
    host,
    networkWarning: networkWarning(host, port, trusted),
    loopbackOnly: trusted.length > 0 && isLoopback(host),
    dataDir,
    database: env.DATABASE_URL ? { kind: "postgres", url: env.DATABASE_URL } : { kind: "pglite", dataDir },
    staticDir: path.resolve(env.STATIC_DIR ?? "dist"),
    publicOrigin: readPublicOrigin(env.APP_ORIGIN),
    identity,
    adminToken: env.ADMIN_TOKEN?.trim() || null,
    billing,
    analytics: readAnalyticsSettings(env, port),
  };
}
