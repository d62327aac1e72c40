// The headers every answer carries: the Content Security Policy, the browser hardening headers,
// and HSTS when the site is served over https.
import type { MiddlewareHandler } from "hono";

/**
 * Scripts: only our own files ('self'), no inline script, no eval.
 * Styles: 'unsafe-inline' is allowed because styled-components injects its generated rules into a
 * <style> element at run time and react-spring animates through style attributes. A per-request
 * nonce would not survive the service worker serving a cached index.html, and style injection
 * cannot run script, so we accept inline styles and keep script-src strict.
 */
function contentSecurityPolicy(connectSources: string[] = []): string {
  return [
    "default-src 'self'",
    "script-src 'self'",
    "style-src 'self' 'unsafe-inline'",
    "img-src 'self' data: blob:",
    "font-src 'self'",
    `connect-src ${["'self'", ...connectSources].join(" ")}`,
    "manifest-src 'self'",
    "worker-src 'self'",
    "object-src 'none'",
    "base-uri 'self'",
    "form-action 'self'",
    "frame-ancestors 'none'",
  ].join("; ");
}

/**
 * HSTS: browsers use only https for the site for a year. Sent only when the public origin is https
 * (behind the proxy that terminates TLS): over plain http, as in local mode, it would lock a
 * browser out of the site's http address.
 */
const STRICT_TRANSPORT_SECURITY = "max-age=31536000; includeSubDomains";

export function securityHeaders(connectSources: string[] = [], { hsts = false }: { hsts?: boolean } = {}): MiddlewareHandler {
  const csp = contentSecurityPolicy(connectSources);
  return async (c, next) => {
    await next();
    if (hsts) c.header("Strict-Transport-Security", STRICT_TRANSPORT_SECURITY);
    c.header("Content-Security-Policy", csp);
    c.header("X-Content-Type-Options", "nosniff");
    c.header("X-Frame-Options", "DENY");
    c.header("Referrer-Policy", "strict-origin-when-cross-origin");
    c.header(
      "Permissions-Policy",
      "camera=(), microphone=(), geolocation=(), payment=(), usb=()",
    );
    c.header("Cross-Origin-Opener-Policy", "same-origin");
  };
}
