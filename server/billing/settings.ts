// Payments configuration from the environment. Production and local differ only in where the
// Stripe API is (STRIPE_API_BASE): the business code never asks which one it talks to.

/** Where the SDK sends its requests (its `host`/`port`/`protocol` options); null = api.stripe.com. */
interface StripeEndpoint {
  host: string;
  port: number;
  protocol: "http" | "https";
}

export interface BillingSettings {
  secretKey: string;
  webhookSecret: string;
  endpoint: StripeEndpoint | null;
  /**
   * The payment emulator's base URL (http://127.0.0.1:12111) when STRIPE_API_BASE is a loopback
   * http URL: its hosted checkout and portal pages are then served at /payments/ on our port.
   */
  localEndpoint: string | null;
  /** Public origin for the success, cancel and return URLs; null = the request's origin. */
  appOrigin: string | null;
}

const LOOPBACK_HOSTS = new Set(["127.0.0.1", "localhost", "[::1]"]);

function parseEndpoint(value: string): { endpoint: StripeEndpoint; loopback: boolean; base: string } {
  let url: URL;
  try {
    url = new URL(value);
  } catch {
    throw new Error(`STRIPE_API_BASE must be a URL like http://127.0.0.1:12111, not "${value}"`);
  }
  if ((url.protocol !== "http:" && url.protocol !== "https:") || url.pathname !== "/" || url.search || url.hash || url.username) {
    throw new Error(`STRIPE_API_BASE must be an http(s) origin without a path, not "${value}"`);
  }
  const protocol = url.protocol === "https:" ? "https" : "http";
  const port = url.port ? Number(url.port) : protocol === "https" ? 443 : 80;
  // The SDK puts the host into the request as it is: an IPv6 literal goes without its brackets.
  const host = url.hostname.replace(/^\[(.*)\]$/, "$1");
  return { endpoint: { host, port, protocol }, loopback: protocol === "http" && LOOPBACK_HOSTS.has(url.hostname), base: url.origin };
}

function parseOrigin(value: string): string {
  let url: URL;
  try {
    url = new URL(value);
  } catch {
    throw new Error(`APP_ORIGIN must be an origin like https://sparkdecks.example, not "${value}"`);
  }
  if ((url.protocol !== "http:" && url.protocol !== "https:") || url.pathname !== "/" || url.search || url.hash) {
    throw new Error(`APP_ORIGIN must be an http(s) origin without a path, not "${value}"`);
  }
  return url.origin;
}

/** Null when STRIPE_SECRET_KEY is unset: payments are off (prices are still shown). */
export function readBillingSettings(env: NodeJS.ProcessEnv): BillingSettings | null {
  const secretKey = env.STRIPE_SECRET_KEY?.trim();
  if (!secretKey) return null;
  const webhookSecret = env.STRIPE_WEBHOOK_SECRET?.trim();
  if (!webhookSecret) throw new Error("STRIPE_WEBHOOK_SECRET (the webhook endpoint's signing secret, whsec_…) is required with STRIPE_SECRET_KEY");
  const base = env.STRIPE_API_BASE?.trim().replace(/\/+$/, "");
  const parsed = base ? parseEndpoint(base) : null;
  const origin = env.APP_ORIGIN?.trim();
  return {
    secretKey,
    webhookSecret,
    endpoint: parsed?.endpoint ?? null,
    localEndpoint: parsed?.loopback ? parsed.base : null,
    appOrigin: origin ? parseOrigin(origin) : null,
  };
}
