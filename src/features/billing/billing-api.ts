// The purchase calls of the product API (billing contract): prices, a checkout for a deck or the
// pass, a checkout's state after paying, and the customer portal. What the person owns is the
// entitlements feature's.
import type {
  CheckoutSessionState,
  CheckoutStarted,
  Pricing,
} from "../../../shared/api-types";
import type { CheckoutRequest } from "../../../shared/schemas/checkout";
import { ApiError, apiRequest } from "../../lib/http";
import { withTimeout } from "../../lib/offline-first";

const post = (body: unknown) => ({ method: "POST", body: JSON.stringify(body), signal: withTimeout() });

/** An address the payment service hands back: only a web page may be opened. */
function webAddress(url: unknown): string {
  if (typeof url === "string") {
    try {
      const parsed = new URL(url, window.location.origin);
      if (parsed.protocol === "https:" || parsed.protocol === "http:") return parsed.href;
    } catch {
      // not an address: refused below
    }
  }
  throw new Error("The payment service answered with an address that cannot be opened.");
}

function urlIn(body: string): unknown {
  try {
    return (JSON.parse(body) as { url?: unknown }).url;
  } catch {
    return undefined;
  }
}

let lastPricing: Pricing | null = null;

export async function fetchPricing(signal?: AbortSignal): Promise<Pricing> {
  lastPricing = await apiRequest<Pricing>("/pricing", { signal: withTimeout(signal) });
  return lastPricing;
}

/** The prices this page last had from the server, if any (for analytics, which must not wait). */
export const knownPricing = (): Pricing | null => lastPricing;

/**
 * Starts a checkout and resolves with the payment page's address. A checkout still open for the
 * same purchase (409 `checkout_open`) is followed, never duplicated; every other refusal rejects
 * with its ApiError.
 */
export async function createCheckout(request: CheckoutRequest): Promise<string> {
  try {
    return webAddress((await apiRequest<CheckoutStarted>("/billing/checkout", post(request))).url);
  } catch (error) {
    if (error instanceof ApiError && error.status === 409 && error.code === "checkout_open") return webAddress(urlIn(error.body));
    throw error;
  }
}

export function fetchCheckoutSession(sessionId: string, signal?: AbortSignal): Promise<CheckoutSessionState> {
  return apiRequest<CheckoutSessionState>(`/billing/session/${encodeURIComponent(sessionId)}`, { signal: withTimeout(signal) });
}

/** The customer portal's address, where the pass is changed or cancelled. */
export async function createPortalSession(): Promise<string> {
  return webAddress((await apiRequest<CheckoutStarted>("/billing/portal", post({}))).url);
}

/** Leaves the app for a payment page (checkout or portal). `replace`: the page asking is skipped by Back. */
export function goToPaymentPage(url: string, { replace = false } = {}) {
  if (replace) window.location.replace(url);
  else window.location.assign(url);
}
