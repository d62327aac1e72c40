// Local mode only (STRIPE_API_BASE a loopback http URL): the payment emulator's hosted checkout and
// portal pages under this server's origin at /payments/, as Stripe's are on checkout.stripe.com:
//   GET|POST /payments/*  → the emulator's same path; its HTML, 303 redirects (to our success,
//   cancel and return URLs) and status codes pass through unchanged.
import { request, type IncomingMessage } from "node:http";
import { Readable } from "node:stream";
import { Hono, type Context } from "hono";
import { apiError } from "../http/errors";
import { limitBody } from "../http/body-limit";
import { sameOriginWrites } from "../http/same-origin";

const HOP_BY_HOP = ["connection", "keep-alive", "transfer-encoding", "upgrade", "proxy-connection", "te", "trailer"];
const FORWARDED_REQUEST_HEADERS = ["content-type", "accept", "accept-language", "user-agent"];
const MAX_FORM_BYTES = 16 * 1024;

/**
 * One request to the emulator on a fresh loopback connection (a reused keep-alive socket the
 * emulator closed would fail the request: EPIPE).
 */
function send(url: string, method: string, headers: Record<string, string>, body: string | null) {
  return new Promise<IncomingMessage>((resolve, reject) => {
    const req = request(url, { method, headers, agent: false, timeout: 10_000 }, resolve);
    req.on("error", reject);
    req.on("timeout", () => req.destroy(new Error("timed out")));
    req.end(body ?? undefined);
  });
}

export function paymentsProxy(emulatorEndpoint: string) {
  const upstream = emulatorEndpoint.replace(/\/+$/, "");
  const routes = new Hono();
  routes.use("/payments/*", async (c, next) => {
    await next();
    c.header("Cache-Control", "no-store");
  });
  // 'Pay', 'Cancel subscription' and the rest are forms of these pages: from their own origin only.
  routes.use("/payments/*", sameOriginWrites());

  async function forward(c: Context, body: string | null) {
    const headers: Record<string, string> = {};
    for (const name of FORWARDED_REQUEST_HEADERS) {
      const value = c.req.header(name);
      if (value !== undefined) headers[name] = value;
    }
    if (body !== null) headers["content-length"] = String(Buffer.byteLength(body));
    const url = new URL(c.req.url);
    let res: IncomingMessage;
    try {
      res = await send(`${upstream}${url.pathname}${url.search}`, c.req.method, headers, body);
    } catch (error) {
      console.error(`Payments proxy: ${c.req.method} ${url.pathname} failed:`, error);
      return apiError(c, 502, "payments_unavailable", "The local payment emulator is not answering.");
    }
    const out = new Headers();
    for (const [name, value] of Object.entries(res.headers)) {
      if (value === undefined || HOP_BY_HOP.includes(name) || name === "x-powered-by" || name.startsWith("access-control-")) continue;
      for (const v of Array.isArray(value) ? value : [value]) out.append(name, v);
    }
    // The emulator writes our origin's URLs already; one naming its own port is brought under ours.
    const location = out.get("location");
    if (location?.startsWith(upstream)) out.set("location", location.slice(upstream.length) || "/");
    const status = res.statusCode ?? 502;
    const stream = status === 204 || status === 304 || c.req.method === "HEAD" ? null : (Readable.toWeb(res) as ReadableStream<Uint8Array>);
    if (stream === null) res.resume();
    return new Response(stream, { status, headers: out });
  }

  routes.get("/payments/*", (c) => forward(c, null));
  routes.post(
    "/payments/*",
    limitBody(MAX_FORM_BYTES, "That form is too large."),
    async (c) => {
      if (!/^application\/x-www-form-urlencoded\b/i.test(c.req.header("Content-Type") ?? "")) {
        return apiError(c, 415, "unsupported_media_type", "The payment pages post forms (application/x-www-form-urlencoded).");
      }
      return forward(c, await c.req.text());
    },
  );
  routes.all("/payments/*", (c) => {
    c.header("Allow", "GET, HEAD, POST");
    return apiError(c, 405, "method_not_allowed", `${c.req.method} is not allowed here. Use GET or POST.`);
  });
  return routes;
}
